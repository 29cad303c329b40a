import { MAX_SETTLEMENT_RUPEES } from '../contract/drivers.js';
import { type SettingRuleTexts, settingMessages } from './setting-messages.js';

/**
 * The settings an Administrator changes (issue 30), each declared once here: its kind, bounds
 * and default. The server validates a change against these and the console draws its fields from
 * them, so a new setting is one entry here (and its label in the console's catalogue).
 */

/** What a setting holds: rupees to the paisa, or a whole number of hours. */
export type SettingKind = 'rupees' | 'hours';

export interface SettingDefinition {
  readonly kind: SettingKind;
  readonly min: number;
  readonly max: number;
  /** Its value until an Administrator sets one; null: none (the setting is off). */
  readonly default: number | null;
  /** Whether it may be left without a value (off), as its default may be. */
  readonly optional: boolean;
}

export const settingDefinitions = {
  /**
   * A merchant or driver settlement above this many rupees is recorded as requested, and paid
   * only once a second operator approves it. None by default: every settlement is paid at once,
   * as before there were approvals.
   */
  settlementApprovalThreshold: {
    kind: 'rupees',
    min: 1,
    max: MAX_SETTLEMENT_RUPEES,
    default: null,
    optional: true,
  },
  /** The Dashboard counts an order out for delivery as late once placed this many hours ago. */
  lateDeliveryHours: { kind: 'hours', min: 1, max: 240, default: 3, optional: false },
} as const satisfies Readonly<Record<string, SettingDefinition>>;

export type SettingName = keyof typeof settingDefinitions;
export const settingNames = Object.keys(settingDefinitions) as readonly SettingName[];

/** Every setting's value: a number, or null for an optional one left off. */
export type SettingValues = {
  readonly [Name in SettingName]: (typeof settingDefinitions)[Name]['optional'] extends true
    ? number | null
    : number;
};

/** The values of an installation where no setting was ever changed. */
export const defaultSettings = Object.fromEntries(
  settingNames.map((name) => [name, settingDefinitions[name].default]),
) as SettingValues;

/**
 * What is wrong with `value` for the setting `name`, in words for under its field; undefined
 * when it may be saved, in `texts` (English, the server's, by default). Null turns an optional
 * setting off.
 */
export function checkSetting(
  name: SettingName,
  value: number | null,
  texts: SettingRuleTexts = settingMessages,
): string | undefined {
  const definition: SettingDefinition = settingDefinitions[name];
  if (value === null) return definition.optional ? undefined : texts.required;
  if (!Number.isFinite(value)) return texts.notNumber;
  if (definition.kind === 'hours' && !Number.isInteger(value)) return texts.wholeHours;
  // Binary floats: 10.07 × 100 is 1006.9999999999999, far nearer a whole paisa than half of one.
  if (definition.kind === 'rupees' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
    return texts.paise;
  }
  if (value < definition.min || value > definition.max) {
    return texts.range(definition.min, definition.max);
  }
  return undefined;
}

/** Whether a settlement of `amount` rupees waits for a second operator's approval. */
export const needsApproval = (amount: number, threshold: number | null): boolean =>
  threshold !== null && Math.round(amount * 100) > Math.round(threshold * 100);
