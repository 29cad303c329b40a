import type { Catalogue, Language } from './catalogue.js';
import { languages } from './catalogue.js';

/**
 * The catalogue of one language, imported on demand so that a bundle holds each language in a
 * chunk of its own and the console loads only the chosen one (docs/i18n.md).
 */
export const loadCatalogue = async (language: Language): Promise<Catalogue> =>
  language === 'hi'
    ? (await import('./hi/index.js')).catalogue
    : (await import('./en.js')).catalogue;

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) the console
 * speaks, by primary subtag ("hi-IN" is Hindi); English when it speaks none of them.
 */
export const preferredLanguage = (preferred: readonly string[]): Language => {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const known = languages.find((language) => language === primary);
    if (known) return known;
  }
  return 'en';
};

/** The `Intl` locale of a language: Indian conventions (₹, 1,23,456, Asia/Kolkata dates) in both. */
export const localeOf = (language: Language): string => `${language}-IN`;
