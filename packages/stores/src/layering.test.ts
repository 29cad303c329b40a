import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The stores' layering (design.md §3): the shared layers below import no screen folder, and a
 * screen folder imports only its own files, the shared layers, client.ts and packages — never
 * another screen's folder. What two screens share moves down into a layer.
 */

const src = dirname(fileURLToPath(import.meta.url));

/** The shared layers, which every screen folder may import. */
const layers = new Set(['data', 'feedback', 'navigation', 'session', 'rules', 'messages']);
/** Top-level files and folders that are neither a layer nor a screen. */
const outside = new Set(['client', 'index', 'testing']);

/**
 * Imports that break the rule today and are removed by another change of issue #28: the
 * logout's direct call into Product Management goes with the one logout reset (its §2).
 */
const pending = new Set(['session/logout.ts -> product-management']);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The top-level folder of `path` (relative to src/), or its top-level file without extension. */
const topOf = (path: string): string => path.split('/')[0]!.replace(/\.[jt]s$/, '');

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1]!);

/** Every import of `file` (relative to src/) that runs against the layering, as "file -> folder". */
const wrongImports = (file: string, text: string): string[] => {
  const from = topOf(file);
  if (outside.has(from)) return [];
  return importsOf(text).flatMap((specifier) => {
    const to = topOf(relative(src, join(src, dirname(file), specifier)));
    // Layers and client.ts for everyone; its own folder for a screen.
    const allowed = layers.has(to) || to === 'client' || (!layers.has(from) && to === from);
    return allowed ? [] : [`${file} -> ${to}`];
  });
};

describe('the stores layering', () => {
  it('has no import from a layer into a screen folder, nor between screen folders', () => {
    const found = sources(src).flatMap((path) =>
      wrongImports(relative(src, path), readFileSync(path, 'utf8')),
    );
    expect(found.filter((line) => !pending.has(line))).toEqual([]);
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
