// Writes src/themes/light.css and src/themes/dark.css from Shoelace's two themes, so that the
// elements and the Shoelace parts inside them share one set of tokens, and so that:
// - with both files loaded (light first), the page follows `prefers-color-scheme`;
// - `data-sat-theme="light|dark"` (or Shoelace's `sl-theme-light|sl-theme-dark` class) on <html>
//   or on any ancestor forces a theme there.
// Both files name the same two cascade layers, light under dark, so that dark wins where both apply
// whichever file a page loads first, and a host's own (unlayered) rule for any token wins in both.
// The selectors are wrapped in :where() so that a host's layered rules are not outweighed either.
// With --check it writes nothing and fails when a file differs from what Shoelace's themes give
// (after a Shoelace upgrade: run `pnpm --filter @satchel/elements generate`).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { formatted } from './formatted.mjs';

const require = createRequire(import.meta.url);
const check = process.argv.includes('--check');
const note = (theme) =>
  `/* Generated from Shoelace's ${theme} theme by scripts/generate-themes.mjs; see the README's "Theming". */`;

/** A Shoelace theme file split into its token rule's declarations and the rules after it. */
async function shoelaceTheme(theme) {
  const text = await readFile(
    require.resolve(`@shoelace-style/shoelace/dist/themes/${theme}.css`),
    'utf8',
  );
  const open = text.indexOf('{');
  const close = text.indexOf('\n}\n', open);
  if (open < 0 || close < 0) throw new Error(`Shoelace's ${theme}.css has no token rule`);
  return {
    declarations: text
      .slice(open + 1, close)
      .replace(/^\n+/, '')
      .replace(/^ {2}/gm, ''),
    rest: text.slice(close + 3).trim(),
  };
}

/** Declared at the top of both files: the first one a page loads fixes the order. */
const layers = '@layer sat-theme-light, sat-theme-dark;';
const inLayer = (name, rules) => `@layer ${name} {\n${indent(rules, 2)}\n}`;

const indent = (text, spaces) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));
const rule = (selector, declarations, spaces = 0) =>
  indent(`${selector} {\n${indent(declarations, 2)}\n}`, spaces);

const light = await shoelaceTheme('light');
const dark = await shoelaceTheme('dark');

const themes = {
  'light.css': [
    note('light'),
    "/* biome-ignore-all lint/complexity/noImportantStyles: Shoelace's scroll lock must beat the page's own overflow. */",
    layers,
    inLayer(
      'sat-theme-light',
      rule(":where(:root, .sl-theme-light, [data-sat-theme='light'])", light.declarations),
    ),
    // Scroll lock and Shoelace's toast stack, which do not change with the theme.
    light.rest,
  ],
  'dark.css': [
    note('dark'),
    '/* With light.css: it only replaces the tokens where the page is dark. */',
    layers,
    inLayer(
      'sat-theme-dark',
      [
        rule(":where(.sl-theme-dark, [data-sat-theme='dark'])", dark.declarations),
        `@media (prefers-color-scheme: dark) {\n${rule(
          ":where(:root:not(.sl-theme-light, [data-sat-theme='light']))",
          dark.declarations,
          2,
        )}\n}`,
      ].join('\n\n'),
    ),
  ],
};

const stale = [];
for (const [name, parts] of Object.entries(themes)) {
  const path = new URL(`../src/themes/${name}`, import.meta.url);
  const text = formatted(`src/themes/${name}`, `${parts.join('\n\n')}\n`);
  if (!check) await writeFile(path, text);
  else if ((await readFile(path, 'utf8').catch(() => '')) !== text) stale.push(name);
}
if (stale.length > 0) {
  throw new Error(
    `src/themes/${stale.join(', ')} differ from Shoelace's themes: run \`pnpm --filter @satchel/elements generate\``,
  );
}
