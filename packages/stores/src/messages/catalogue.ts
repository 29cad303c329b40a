import type { twoStepLogin } from '../session/messages.js';
import type { elements } from './elements.js';
import type { messages } from './index.js';

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

/** The languages the console speaks, by their BCP 47 tags' primary subtag. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
