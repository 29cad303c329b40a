// My account's stores (issue 30), as `@satchel/stores` exports them under `account`.
export { passwordForm } from './password.js';
export { $signingOutOthers, requestSignOutOthers } from './sessions.js';
export { SIGN_INS_PAGE_SIZE, signIns } from './sign-ins.js';
export {
  $recoveryCodes,
  $setup,
  $twoStep,
  confirmForm,
  keptRecoveryCodes,
  startSetup,
  turnOffForm,
} from './two-step.js';
