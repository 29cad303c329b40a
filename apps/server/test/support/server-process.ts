import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedServer {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything it printed until it was ready. */
  readonly output: string;
}

/**
 * `node src/main.ts` as `npm start` runs it, with `env` over this process's environment
 * (an `undefined` value removes the variable); `output()` is everything it has printed so far.
 */
export function spawnServerProcess(env: Readonly<Record<string, string | undefined>>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(
    process.execPath,
    ['--conditions=@satchel/source', '--import', 'tsx', 'src/main.ts'],
    { cwd: serverDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, output: () => output };
}

/** The server process (see spawnServerProcess), once it prints where it runs and how to sign in. */
export function startServerProcess(
  env: Readonly<Record<string, string | undefined>>,
): Promise<StartedServer> {
  const { child, output } = spawnServerProcess(env);
  return new Promise((resolve, reject) => {
    const onData = () => {
      const printed = output();
      const url = /Satchel Admin is running at (\S+)/.exec(printed)?.[1];
      if (url && /^Sign in as .*$/m.test(printed)) resolve({ child, url, output: printed });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output()}`)));
  });
}

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
