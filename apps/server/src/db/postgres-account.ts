import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account PostgreSQL runs as when the server runs as root. */
export interface PostgresAccount {
  readonly uid: number;
  readonly gid: number;
}

const ACCOUNT = 'postgres';

async function findAccount(): Promise<PostgresAccount> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', ACCOUNT]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    run('id', ['-g', ACCOUNT]).then(({ stdout }) => Number.parseInt(stdout, 10)),
  ]);
  return { uid, gid };
}

/**
 * PostgreSQL refuses to run as root: as root, it runs as the `postgres` account, created when
 * the machine has none. Undefined when the server does not run as root (PostgreSQL runs as us).
 */
export async function postgresAccount(): Promise<PostgresAccount | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return await findAccount();
  } catch {
    await run('groupadd', ['--force', '--system', ACCOUNT]);
    await run('useradd', ['--system', '--gid', ACCOUNT, '--no-create-home', ACCOUNT]);
    return findAccount();
  }
}

/**
 * Whether `account` can reach `path` (search a folder, run a program): every folder above it
 * must let it through, which a home folder of mode 700 or a `mktemp -d` folder does not.
 */
export const canReach = (account: PostgresAccount, path: string): Promise<boolean> =>
  run('test', ['-x', path], account).then(
    () => true,
    () => false,
  );
