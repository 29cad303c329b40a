import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const check = new URL('./check-bundle-size.mjs', import.meta.url).pathname;

// A built console in miniature: an entry, a shell, two screens sharing a chunk, each with its own.
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bundle-size-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await mkdir(join(dist, 'assets'));
  const chunk = (file: string, imports: string[] = [], extra = {}) => ({ file, imports, ...extra });
  const manifest = {
    'index.html': chunk('assets/index.js', ['_react.js'], {
      isEntry: true,
      css: ['assets/index.css'],
    }),
    '_react.js': chunk('assets/react.js'),
    'src/shell/Shell.tsx': chunk('assets/Shell.js', ['_react.js']),
    'src/screens/a/AScreen.tsx': chunk('assets/AScreen.js', ['_shared.js', '_a-only.js']),
    'src/screens/b/BScreen.tsx': chunk('assets/BScreen.js', ['_shared.js']),
    '_shared.js': chunk('assets/shared.js'),
    '_a-only.js': chunk('assets/a-only.js'),
  };
  await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  // Random bytes do not compress: each file weighs about its length in gzip.
  const file = (name: string, kb: number) =>
    writeFile(
      join(dist, 'assets', name),
      Buffer.from(crypto.getRandomValues(new Uint8Array(kb * 1024))),
    );
  await Promise.all([
    file('index.js', 3),
    file('index.css', 1),
    file('react.js', 4),
    file('Shell.js', 2),
    file('AScreen.js', 2),
    file('a-only.js', 3),
    file('BScreen.js', 1),
    file('shared.js', 5),
  ]);
  await writeFile(
    join(dist, 'registry.ts'),
    "screen(() => import('./a/AScreen.js'), 'AScreen');\nscreen(() => import('./b/BScreen.js'), 'BScreen');\n",
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const checkWith = (...limits: string[]) =>
  run('node', [
    check,
    '--dist',
    dist,
    '--registry',
    join(dist, 'registry.ts'),
    ...limits.flatMap((l) => ['--limit', l]),
  ]);

const kbOf = (table: string, what: string) =>
  Number(
    table
      .split('\n')
      .find((line) => line.startsWith(`| ${what} |`))
      ?.split('|')[2],
  );

describe('the bundle size check', () => {
  it('prints each figure, a screen counting only the code it alone brings, and passes within its limits', async () => {
    const { stdout } = await checkWith('firstLoad=9', 'whole=30', 'screen=6');
    expect(kbOf(stdout, 'sign-in page, first load')).toBeCloseTo(8, 0);
    expect(kbOf(stdout, 'whole console')).toBeCloseTo(21, 0);
    expect(kbOf(stdout, 'screen AScreen')).toBeCloseTo(5, 0);
    expect(kbOf(stdout, 'screen BScreen')).toBeCloseTo(1, 0);
  });

  it.each([
    ['the first load', 'firstLoad=7', 'sign-in page, first load'],
    ['the whole console', 'whole=20', 'whole console'],
    ['a screen', 'screen=4', 'screen AScreen'],
  ])('fails, naming it, when %s is over its limit', async (_, limit, what) => {
    const failure = await checkWith('firstLoad=9', 'whole=30', 'screen=6', limit).catch(
      (error) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stdout).toContain('| what | KB gzip |');
    expect(failure.stderr).toContain(`Over the size limit: ${what}`);
  });
});
