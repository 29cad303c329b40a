/**
 * Builds and serves the two other tools of the embedding tests (e2e/embedding) on their own
 * origins: the plain page as it is, pointed at the server; the React app as a tool outside the
 * workspace would make it, from the elements' packed tarball, installed and built by Vite.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { type OtherTool, otherToolOrigin, otherToolPort } from './other-tools.js';

const fixtures = fileURLToPath(new URL('../embedding/', import.meta.url));
const withPnpm = fileURLToPath(new URL('../../../../scripts/with-pnpm.mjs', import.meta.url));
const elementsPackage = fileURLToPath(new URL('../../../../packages/elements/', import.meta.url));

export interface ServedTool {
  /** The tool's page, on its own origin. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Runs pnpm in `cwd`; a failure throws with what pnpm printed. */
function pnpm(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(process.execPath, [withPnpm, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Serves `dir` as static files on the tool's port (Vite's preview server). */
async function serve(tool: OtherTool, dir: string, cleanUp: string): Promise<ServedTool> {
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    // Not `dir` itself: Vite warns when the root is inside the folder it would build to.
    root: dirname(dir),
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: otherToolPort(tool), strictPort: true },
  });
  return {
    url: `${otherToolOrigin(tool)}/`,
    stop: async () => {
      await server.close();
      await rm(cleanUp, { recursive: true, force: true });
    },
  };
}

/** The plain page with the server's address written in, as its author would. */
export async function servePlainPage(serverUrl: string): Promise<ServedTool> {
  const dir = await mkdtemp(join(tmpdir(), 'satchel-plain-page-'));
  await cp(join(fixtures, 'satchel-users.js'), join(dir, 'satchel-users.js'));
  const page = await readFile(join(fixtures, 'plain-page', 'index.html'), 'utf8');
  await writeFile(join(dir, 'index.html'), page.replaceAll('%SATCHEL_URL%', serverUrl));
  return serve('plain-page', dir, dir);
}

/**
 * The React app in a folder outside the workspace: the elements packed there, installed with
 * React and Vite (from pnpm's store when it has them), type-checked against the package's
 * declarations, built with the server's address.
 */
export async function serveReactApp(serverUrl: string): Promise<ServedTool> {
  const dir = await mkdtemp(join(tmpdir(), 'satchel-react-app-'));
  await cp(join(fixtures, 'react-app'), dir, { recursive: true });
  await cp(join(fixtures, 'satchel-users.js'), join(dir, 'satchel-users.js'));
  await pnpm(elementsPackage, ['pack', '--pack-destination', dir]);
  const [tarball] = (await readdir(dir)).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball in ${dir}`);
  await rename(join(dir, tarball), join(dir, 'satchel-elements.tgz'));
  // No lockfile: the app resolves its ranges as a new project would (CI makes pnpm ask for one).
  await pnpm(dir, ['install', '--prefer-offline', '--no-frozen-lockfile']);
  await pnpm(dir, ['run', 'typecheck']);
  await pnpm(dir, ['run', 'build'], { VITE_SATCHEL_URL: serverUrl });
  return serve('react-app', join(dir, 'dist'), dir);
}
