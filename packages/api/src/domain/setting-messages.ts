import { formatCount } from './counting.js';
import type { Translation } from './translation.js';

/**
 * What `checkSetting` (settings.ts) says of a setting's value: the server answers with these, and
 * the console's catalogue holds them (`messages.settings.rules`, translated in Hindi). Apart from
 * the settings' declarations so that a catalogue brings only texts.
 */
export const settingMessages = {
  required: 'Enter a value',
  notNumber: 'Enter a number',
  wholeHours: 'Enter a whole number of hours',
  paise: 'Use at most two decimals',
  range: (min: number, max: number) =>
    `Enter a value from ${formatCount(min)} to ${formatCount(max)}`,
} as const;

/** The settings rules' words in some language: `settingMessages`' keys and parameters. */
export type SettingRuleTexts = Translation<typeof settingMessages>;
