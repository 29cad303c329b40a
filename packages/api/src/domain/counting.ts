/**
 * Counts as an operator reads them in their language's locale (`en-IN`, `hi-IN`), for the texts
 * of each language's catalogue; the console's own figures use the installed locale's.
 */

/** A count with Indian grouping (1,23,456) in en-IN and hi-IN alike. */
export const formatCount = (count: number, locale = 'en-IN'): string =>
  count.toLocaleString(locale);

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The word for `count` things in `locale`, as its plural rules choose (`Intl.PluralRules`): `one`
 * for what the language counts as one (English 1; Hindi 0 and 1), else `other`.
 */
export function pluralOf(
  count: number,
  locale: string,
  words: { readonly one: string; readonly other: string },
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? words.one : words.other;
}
