import { readFile, readlink, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `pid` runs; a zombie (exited, not yet reaped by its new parent) counts as gone. */
export async function isProcessAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (e.g. the postgres account).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The state follows the parenthesised command name: "123 (postgres) Z …".
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** Whether `pid` is a postgres server whose `-D` is `dataDir` (pids are reused after a crash). */
async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  try {
    const executable = await readlink(`/proc/${pid}/exe`);
    if (!basename(executable).startsWith('postgres')) return false;
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    const dataIndex = args.indexOf('-D');
    const dataArg = dataIndex >= 0 ? args[dataIndex + 1] : undefined;
    return dataArg !== undefined && resolve(dataArg) === resolve(dataDir);
  } catch {
    return false;
  }
}

/**
 * After this server was killed hard (SIGKILL), the PostgreSQL it started lives on as an orphan
 * and still holds the data folder. Stop that orphan with SIGINT (fast shutdown: every committed
 * row is already durable) and wait until it is gone; drop a postmaster.pid that names a dead or
 * unrelated process so that it cannot block the start.
 */
export async function stopOrphanedPostmaster(dataDir: string, timeoutMs = 60_000): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (
    Number.isInteger(pid) &&
    pid > 0 &&
    (await isProcessAlive(pid)) &&
    (await isPostmasterOf(pid, dataDir))
  ) {
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + timeoutMs;
    while (await isProcessAlive(pid)) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and start again`);
      }
      await sleep(100);
    }
  }
  // The postmaster removes its pid file on a clean stop; what is left is stale.
  await rm(pidFile, { force: true });
}
