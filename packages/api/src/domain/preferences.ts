/** The operator's theme: `system` follows the system's `prefers-color-scheme`. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The console's languages: English (the spec's) and Hindi. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
