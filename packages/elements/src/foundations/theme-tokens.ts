/**
 * The design tokens as the page has them: every `--sat-*` and `--sl-*` custom property that a
 * loaded theme style sheet declares for the whole document, read from the style sheets
 * themselves so the catalogue's Foundations never drift from the theme files.
 */

/** Selectors under which a theme declares document-wide tokens (Shoelace's and ours). */
const themeSelector = /:root|\.sl-theme-|\[data-sat-theme/;
const tokenName = /^--(sat|sl)-/;

function collect(rules: CSSRuleList, names: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule && themeSelector.test(rule.selectorText)) {
      for (const property of Array.from(rule.style)) {
        if (tokenName.test(property)) names.add(property);
      }
    }
    // @media (prefers-color-scheme), @layer, @supports: their rules count too.
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules, names);
    if (rule instanceof CSSImportRule && rule.styleSheet) collect(rule.styleSheet.cssRules, names);
  }
}

/** The names of every theme token, `--sat-*` first, each once. */
export function themeTokenNames(doc: Document = document): string[] {
  const names = new Set<string>();
  for (const sheet of Array.from(doc.styleSheets)) collect(sheet.cssRules, names);
  const sat = [...names].filter((name) => name.startsWith('--sat-')).sort();
  const shoelace = [...names].filter((name) => name.startsWith('--sl-'));
  return [...sat, ...shoelace];
}

/** The token's value for the document in its current theme. */
export function tokenValue(name: string, doc: Document = document): string {
  return getComputedStyle(doc.documentElement).getPropertyValue(name).trim();
}

export type TokenGroup = 'colour' | 'type' | 'spacing' | 'other';

/** What a token is for, read from its name (`--sl-color-…`, `--sl-font-size-…`, …). */
export function tokenGroup(name: string): TokenGroup {
  if (/-colou?r(-|$)/.test(name)) return 'colour';
  if (/-(font|letter-spacing|line-height)/.test(name)) return 'type';
  if (/-spacing-/.test(name)) return 'spacing';
  return 'other';
}
