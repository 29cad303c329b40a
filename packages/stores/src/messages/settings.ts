import { type SettingName, settingMessages } from '@satchel/api';

/** Texts of the Settings screen. */
export const settings = {
  placeholder: 'Settings will be available here soon.',
  title: 'Settings',
  save: 'Save settings',
  loadFailed: 'Failed to load the settings',
  saveFailed: 'Failed to save the settings',
  /** Each setting's label and the words under its field. */
  fields: {
    settlementApprovalThreshold: {
      label: 'Settlement approval threshold (₹)',
      help: 'A settlement above this amount is paid only once a second operator approves it. Leave empty to pay every settlement at once.',
    },
    lateDeliveryHours: {
      label: 'Late delivery after (hours)',
      help: 'The Dashboard counts an order out for delivery as late once placed this many hours ago.',
    },
  } satisfies Record<SettingName, { label: string; help: string }>,
  /** What the settings' rules say under a field, the same the server answers. */
  rules: settingMessages,
} as const;
