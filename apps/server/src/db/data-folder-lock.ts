import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive } from './orphan-postmaster.js';

/** Another server runs on the folder; main.ts prints this one line and exits. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

interface Holder {
  readonly pid: number;
  /** When the process started (Linux), so that a reused pid is not taken for the holder. */
  readonly startedAt: string | undefined;
}

/** Field 22 of /proc/<pid>/stat, the start time in clock ticks since boot; unset elsewhere. */
async function startTimeOf(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The fields after the parenthesised command name, from the state (field 3) on.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

async function isRunning(holder: Holder): Promise<boolean> {
  if (!(await isProcessAlive(holder.pid))) return false;
  return holder.startedAt === undefined || holder.startedAt === (await startTimeOf(holder.pid));
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Holder;
  } catch {
    // Gone meanwhile, or unreadable: nobody can be shown to hold it.
    return undefined;
  }
}

/**
 * Claims `dataDir` for this process: `<dataDir>/server.lock` names its pid and start time. A
 * lock whose process is gone (`kill -9`, a crash) is taken over; one whose process runs makes
 * this throw DataFolderInUseError. Returns the release, which removes the lock.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'server.lock');
  const me: Holder = { pid: process.pid, startedAt: await startTimeOf(process.pid) };
  // Written whole first, then linked into place (atomic, fails if a lock exists): nobody ever
  // reads a half-written lock.
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, JSON.stringify(me), { mode: 0o644 });
  try {
    for (;;) {
      try {
        await link(draft, file);
        return () => rm(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (holder !== undefined && (await isRunning(holder))) {
        throw new DataFolderInUseError(
          `Another Satchel Admin server (pid ${holder.pid}) uses ${dataDir}: stop it first, or set DATA_DIR to another folder.`,
        );
      }
      // Stale: remove it and try again; of several starts doing so at once, one links first.
      await rm(file, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }
}
