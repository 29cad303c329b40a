import type { Language, Translation } from '@satchel/api';
import type { twoStepLogin } from '../session/messages.js';
import type { elements } from './elements.js';
import type { messages } from './en.js';

/**
 * A translation of English's texts: the same keys and parameters, other words (defined with the
 * shared rules in @satchel/api, which take their words in this shape).
 */
export type { Translation };

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
