import { persistentAtom } from '@nanostores/persistent';
import { type Language, languages } from '../messages/catalogue.js';
import { preferredLanguage } from '../messages/load-catalogue.js';
import { $preferences } from './preferences.js';

/** Where this browser keeps the language (localStorage). */
const LANGUAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The language this browser last showed the console in: chosen in the profile menu or the
 * operator's own (the server's preference). None until one was; anything unreadable is none.
 */
const $rememberedLanguage = persistentAtom<Language | undefined>(LANGUAGE_KEY, undefined, {
  encode: (language) => language ?? '',
  decode: (stored) => (isLanguage(stored) ? stored : undefined),
});

/**
 * The language to load the console in: the one this browser remembers, else the first of the
 * browser's languages the console speaks (so the sign-in page follows the browser).
 */
export const languageToBoot = (browserLanguages: readonly string[]): Language =>
  $rememberedLanguage.get() ?? preferredLanguage(browserLanguages);

/** Whether this browser's storage holds `language` as the one to load in. */
const remembers = (language: Language): boolean => {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === language;
  } catch {
    return false;
  }
};

/**
 * Once signed in, the operator's language (kept on the server) wins: where it is not the one
 * `installed`, this browser remembers it and loads the console again in it. Switching language
 * is a reload: texts already shown (toasts, dialogs, form errors) stay in the language they were
 * made in, and an operator switches rarely.
 */
export const followOperatorLanguage = (installed: Language): (() => void) =>
  $preferences.subscribe((preferences) => {
    if (!preferences || preferences.language === installed) return;
    $rememberedLanguage.set(preferences.language);
    // A browser that keeps nothing would load this same language again, and again.
    if (remembers(preferences.language)) window.location.reload();
  });
