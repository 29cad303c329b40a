import { unsafeCSS } from 'lit';

/**
 * The `--sat-*` tokens every element reads (documented on SatElement, so the manifest lists them
 * for each element). None is set by the themes: each falls back to the Shoelace token the light
 * and dark themes set, so a host restyles every element at once by setting one of these on the
 * page or on an ancestor, in either theme.
 */
const tokens = {
  fontFamily: ['--sat-font-family', 'var(--sl-font-sans)'],
  fontSize: ['--sat-font-size', 'var(--sl-font-size-small)'],
  fontWeightStrong: ['--sat-font-weight-strong', 'var(--sl-font-weight-semibold)'],
  colorText: ['--sat-color-text', 'var(--sl-color-neutral-800)'],
  colorTextStrong: ['--sat-color-text-strong', 'var(--sl-color-neutral-900)'],
  colorTextMuted: ['--sat-color-text-muted', 'var(--sl-color-neutral-700)'],
  colorSurface: ['--sat-color-surface', 'var(--sl-color-neutral-0)'],
  colorSurfaceMuted: ['--sat-color-surface-muted', 'var(--sl-color-neutral-50)'],
  colorSurfaceStrong: ['--sat-color-surface-strong', 'var(--sl-color-neutral-100)'],
  colorBorder: ['--sat-color-border', 'var(--sl-color-neutral-200)'],
  colorBorderStrong: ['--sat-color-border-strong', 'var(--sl-color-neutral-300)'],
  colorControl: ['--sat-color-control', 'var(--sl-color-neutral-500)'],
  colorAccent: ['--sat-color-accent', 'var(--sl-color-primary-600)'],
  colorAccentText: ['--sat-color-accent-text', 'var(--sl-color-primary-700)'],
  colorAccentMuted: ['--sat-color-accent-muted', 'var(--sl-color-primary-300)'],
  colorAccentSubtle: ['--sat-color-accent-subtle', 'var(--sl-color-primary-50)'],
  colorOnAccent: ['--sat-color-on-accent', 'var(--sl-color-neutral-0)'],
  colorSuccess: ['--sat-color-success', 'var(--sl-color-success-600)'],
  colorWarning: ['--sat-color-warning', 'var(--sl-color-warning-600)'],
  colorDanger: ['--sat-color-danger', 'var(--sl-color-danger-600)'],
  colorDangerText: ['--sat-color-danger-text', 'var(--sl-color-danger-700)'],
  borderRadiusSmall: ['--sat-border-radius-small', 'var(--sl-border-radius-small)'],
  borderRadiusMedium: ['--sat-border-radius-medium', 'var(--sl-border-radius-medium)'],
  borderRadiusLarge: ['--sat-border-radius-large', 'var(--sl-border-radius-large)'],
  focusRing: ['--sat-focus-ring', 'var(--sl-focus-ring)'],
} as const;

type TokenName = keyof typeof tokens;

/** `${sat.colorText}` in a `css` block reads `var(--sat-color-text, var(--sl-color-neutral-800))`. */
export const sat = Object.fromEntries(
  Object.entries(tokens).map(([key, [name, fallback]]) => [
    key,
    unsafeCSS(`var(${name}, ${fallback})`),
  ]),
) as Record<TokenName, ReturnType<typeof unsafeCSS>>;

/** The tokens' names and the Shoelace token each falls back to, e.g. for a page of foundations. */
export const satThemeTokens: readonly { name: string; fallback: string }[] = Object.values(
  tokens,
).map(([name, fallback]) => ({ name, fallback }));
