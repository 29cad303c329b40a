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
 * (an `undefined` value removes the variable), once it prints where it runs and how to sign in.
 */
export function startServerProcess(
  env: Readonly<Record<string, string | undefined>>,
): Promise<StartedServer> {
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
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Satchel Admin is running at (\S+)/.exec(output)?.[1];
      if (url && /^Sign in as .*$/m.test(output)) resolve({ child, url, output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
