// Runs pnpm with the given arguments on a machine that may only have Node.js and npm:
// the pnpm on PATH when it is the pinned major, otherwise the pinned version through npx.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.replace(/^pnpm@/, '');
const major = pinned.split('.')[0];

const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: true });
const usable = onPath.status === 0 && onPath.stdout.trim().split('.')[0] === major;
const [command, prefix] = usable ? ['pnpm', []] : ['npx', ['--yes', `pnpm@${pinned}`]];

const run = spawnSync(command, [...prefix, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
