import {
  checkSetting,
  defaultSettings,
  type SettingName,
  type SettingValues,
  settingNames,
  settings,
} from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore, type FormErrors } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';

/** Each setting as typed in its field: text until it is sent; '' is none. */
export type SettingTexts = Record<SettingName, string>;

const textsOf = (values: Readonly<Record<SettingName, number | null>>): SettingTexts =>
  Object.fromEntries(
    settingNames.map((name) => [name, values[name] === null ? '' : String(values[name])]),
  ) as SettingTexts;

/** A plain decimal number as typed: no sign, no exponent, no thousands separators. */
const decimalPattern = /^(\d+\.?\d*|\.\d+)$/;

type Reading = { value: number | null } | { problem: string };

/** A field's text as the value it sends: '' is none, anything but a plain number is refused. */
function readSetting(name: SettingName, text: string): Reading {
  const typed = text.trim();
  const value = typed === '' ? null : decimalPattern.test(typed) ? Number(typed) : Number.NaN;
  const texts = messages.settings.rules;
  if (Number.isNaN(value)) return { problem: texts.notNumber };
  const problem = checkSetting(name, value, texts);
  return problem ? { problem } : { value };
}

/** The declaration's rules, under each field. */
export const validateSettings = (texts: SettingTexts): FormErrors =>
  Object.fromEntries(
    settingNames.flatMap((name) => {
      const reading = readSetting(name, texts[name]);
      return 'problem' in reading ? [[name, reading.problem]] : [];
    }),
  );

const save = createAction({
  run: (texts: SettingTexts) => {
    const body = Object.fromEntries(
      settingNames.map((name) => [
        name,
        (readSetting(name, texts[name]) as { value: number | null }).value,
      ]),
    ) as SettingValues;
    return api.call(settings.write, { body });
  },
  success: (answer) => {
    settingsForm.open(undefined, textsOf(answer.data));
    return messages.successes.settingsSaved;
  },
  get failure() {
    return messages.settings.saveFailed;
  },
});

/**
 * The Settings panel's form (issue 30): one field per declared setting, shown with the values
 * the server keeps (`loadSettings`); each field's rules are the declaration's.
 */
export const settingsForm = createFormStore<SettingTexts>({
  initial: () => textsOf(defaultSettings),
  validate: validateSettings,
  submit: save.run,
});

const load = createAction({
  run: async () => settingsForm.open(undefined, textsOf((await api.call(settings.read)).data)),
  get failure() {
    return messages.settings.loadFailed;
  },
});

/** Fills the panel with the settings the server keeps (when it is shown). */
export const loadSettings = (): Promise<boolean> => load.run();
