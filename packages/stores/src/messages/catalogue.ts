import type { Language } from '@satchel/api';
import type { twoStepLogin } from '../session/messages.js';
import type { elements } from './elements.js';
import type { messages } from './en.js';

/**
 * The shape of a translation of `Texts`: every text a string, every text function the same
 * parameters returning a string, every group the same keys. English is written `as const`, so its
 * literal types are widened here: a translation differs in words, never in keys or parameters,
 * and TypeScript refuses one that lacks a key or adds one.
 */
export type Translation<Texts> = Texts extends string
  ? string
  : Texts extends (...args: infer Parameters) => infer Result
    ? (...args: Parameters) => Translation<Result>
    : Texts extends object
      ? { readonly [Key in keyof Texts]: Translation<Texts[Key]> }
      : Texts;

/** Everything one language holds: the console's texts and the elements' default texts. */
export interface Catalogue {
  readonly messages: Translation<typeof messages>;
  readonly twoStepLogin: Translation<typeof twoStepLogin>;
  readonly elements: Translation<typeof elements>;
}

/** The languages the console speaks (the operator's preference's values), by BCP 47 primary subtag. */
export { type Language, languages } from '@satchel/api';

/** Each language by its own name, as the profile menu offers it whatever the installed language. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
