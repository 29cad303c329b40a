// The Settings panel's stores (issue 30), as `@satchel/stores` exports them under `settings`.
export {
  loadSettings,
  type SettingTexts,
  settingsForm,
  validateSettings,
} from './settings-form.js';
