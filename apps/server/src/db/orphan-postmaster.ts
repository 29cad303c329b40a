import { readFile, readlink, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (e.g. the postgres account).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

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
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostmasterOf(pid, dataDir))) {
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + timeoutMs;
    while (isAlive(pid)) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and start again`);
      }
      await sleep(100);
    }
  }
  // The postmaster removes its pid file on a clean stop; what is left is stale.
  await rm(pidFile, { force: true });
}
