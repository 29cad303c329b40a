import { persistentAtom } from '@nanostores/persistent';
import { type ThemeChoice, themeChoices } from '@satchel/api';
import { computed, onMount } from 'nanostores';
import { $preferences } from './preferences.js';

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  themeChoices.includes(value as ThemeChoice);

/**
 * The last theme this browser showed, so the next load paints in it before the server answers
 * (and the sign-in page, which has no operator, keeps it). Anything unreadable is `system`.
 */
export const $shownTheme = persistentAtom<ThemeChoice>('theme', 'system', {
  encode: (choice) => choice,
  decode: (stored) => (isThemeChoice(stored) ? stored : 'system'),
});

/**
 * The operator's theme: light, dark, or `system` (the system's `prefers-color-scheme`). The
 * server's word once it has answered; until then, and without one, the browser's last.
 */
export const $theme = computed(
  [$preferences, $shownTheme],
  (preferences, shown) => preferences?.theme ?? shown,
);

// The server's answer becomes what this browser paints first next time.
onMount($theme, () =>
  $preferences.subscribe((preferences) => {
    if (preferences && preferences.theme !== $shownTheme.get()) $shownTheme.set(preferences.theme);
  }),
);
