// @vitest-environment happy-dom
// The registry reads the stores, which read the URL: the test needs a window. It runs in
// apps/console, as the package's tests do.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { installCatalogue, loadCatalogue } from '@satchel/stores';
import { describe, expect, it } from 'vitest';

// English, installed as the boot installs a language: before the registry and the list, which
// read their texts as they load.
installCatalogue('en', await loadCatalogue('en'));
const { sidebarScreens } = await import('../../screens/registry.js');
const { shortcutList } = await import('./shortcutList.js');

/** The README's shortcut table as [keys, description] pairs. */
function readmeRows(): string[][] {
  const readme = readFileSync(resolve('../../README.md'), 'utf8');
  const table = readme.split('## Keyboard shortcuts')[1]?.split('\n\n')[2] ?? '';
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the shortcut list', () => {
  it('gives every sidebar section a letter of its own', () => {
    const letters = sidebarScreens.map((entry) => entry.key);
    expect(letters.every((letter) => letter !== undefined && /^[a-z]$/.test(letter))).toBe(true);
    expect(new Set(letters).size).toBe(sidebarScreens.length);
  });

  it('offers only the sections given', () => {
    const [users] = sidebarScreens.filter((entry) => entry.key === 'u');
    const keys = shortcutList(users ? [users] : []).map((shortcut) => shortcut.keys.join(' '));
    expect(keys).toEqual(['g u', 'j', 'k', 'Enter', 'x', '?']);
  });

  it("is the README's table, row for row", () => {
    const expected = shortcutList(sidebarScreens).map(({ keys, description }) => [
      keys.map((key) => `\`${key}\``).join(' then '),
      description,
    ]);
    expect(readmeRows()).toEqual(expected);
  });
});
