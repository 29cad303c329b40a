/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/*
 * The stores' layering (design.md §3): the shared layers below import no screen folder, and a
 * screen folder imports only its own files, the shared layers, client.ts and packages — never
 * another screen's folder. What two screens share moves down into a layer.
 */

/** The shared layers, which every screen folder may import. */
const layers = new Set(['data', 'feedback', 'navigation', 'session', 'rules', 'messages']);
/** Top-level files and folders that are neither a layer nor a screen. */
const outside = new Set(['client', 'index', 'testing']);

/** Every source of src/ but the tests, by its path ('./users/users-list.ts'). */
const sources: Record<string, string> = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `specifier` imported by `file`, as a path relative to src/ ('../data/x.js' from 'users/a.ts'). */
const resolve = (file: string, specifier: string): string => {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};

/** The top-level folder of `path` (relative to src/), or its top-level file without extension. */
const topOf = (path: string): string => path.split('/')[0]!.replace(/\.[jt]s$/, '');

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1]!);

/** Every import of `file` (relative to src/) that runs against the layering, as "file -> folder". */
const wrongImports = (file: string, text: string): string[] => {
  const from = topOf(file);
  if (outside.has(from)) return [];
  return importsOf(text).flatMap((specifier) => {
    const to = topOf(resolve(file, specifier));
    // Layers and client.ts for everyone; its own folder for a screen.
    const allowed = layers.has(to) || to === 'client' || (!layers.has(from) && to === from);
    return allowed ? [] : [`${file} -> ${to}`];
  });
};

describe('the stores layering', () => {
  it('has no import from a layer into a screen folder, nor between screen folders', () => {
    const found = Object.entries(sources).flatMap(([path, text]) =>
      wrongImports(path.slice('./'.length), text),
    );
    expect(Object.keys(sources)).toContain('./users/users-list.ts');
    expect(found).toEqual([]);
  });

  it('finds such imports', () => {
    expect(wrongImports('users/a.ts', "import { b } from '../coupons/b.js';")).toEqual([
      'users/a.ts -> coupons',
    ]);
    expect(
      wrongImports('messages/index.ts', "import { users } from '../users/messages.js';"),
    ).toEqual(['messages/index.ts -> users']);
    expect(
      wrongImports(
        'users/a.ts',
        "import { c } from './c.js';\nimport { api } from '../client.js';\nimport { d } from '../data/d.js';",
      ),
    ).toEqual([]);
  });
});
