import type { Catalogue, Language } from './catalogue.js';
import { localeOf } from './load-catalogue.js';

/*
 * The chosen language's texts, for the stores (toasts, dialogs, validation) and the console
 * alike; components never write texts themselves. Each is an ES module live binding: the boot
 * (apps/console/src/boot.ts) loads one language's catalogue (loadCatalogue) and installs it here
 * before the first read, so every `import { messages }` reads that language without knowing
 * which. A module that reads its texts when it loads is loaded after the install (the console's
 * app, its screens); the sign-in page's first load reads them when it runs. Another language is
 * another page load (docs/i18n.md: switching by reload).
 */

/** The console's texts (English: ./en.ts, Hindi: ./hi/index.ts). */
export let messages: Catalogue['messages'];
/** The sign-in page's code step's texts. */
export let twoStepLogin: Catalogue['twoStepLogin'];
/** The elements' texts, by element, for their `strings` property. */
export let elementTexts: Catalogue['elements'];
/** The installed language. */
export let language: Language = 'en';
/** Its `Intl` locale, for numbers, money and dates. */
export let locale = localeOf(language);

/** Makes `catalogue`, in `chosen`, the texts every later read of the bindings above returns. */
export function installCatalogue(chosen: Language, catalogue: Catalogue): void {
  messages = catalogue.messages;
  twoStepLogin = catalogue.twoStepLogin;
  elementTexts = catalogue.elements;
  language = chosen;
  locale = localeOf(chosen);
}
