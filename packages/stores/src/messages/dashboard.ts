/** Texts of the Dashboard screen. */
export const dashboard = {
  title: 'Analytics Dashboard',
} as const;
