// The Settings screen's two-step sign-in switches (issue 30), exported under `signInRules`.
export { $roleSwitches, setTwoStepRequired } from './role-switches.js';
