/** Texts of the Settings screen. */
export const settings = {
  placeholder: 'Settings will be available here soon.',
} as const;
