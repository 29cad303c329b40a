import { describe, expect, it } from 'vitest';
import { isProcessAlive } from '../src/db/orphan-postmaster.js';
import { ADMIN } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { useServerProcesses, whenReady } from './support/server-process.js';

const servers = useServerProcesses();

/** The pid of the server the first case left waiting, for the second case to look for. */
let slowServer: number | undefined;

describe('a test that starts a server process', () => {
  it('gives up waiting for a server that is not ready within its bound', async () => {
    const spawned = servers.spawn({
      DATABASE_URL: await createTestDatabase(),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    slowServer = spawned.child.pid;
    // A bound no start meets: the machine being as slow as a loaded one can be.
    await expect(whenReady(spawned, 1)).rejects.toThrow('server not ready within 0.001 s');
  });

  it('finds that server stopped by the cleanup of the case that started it', async () => {
    expect(slowServer).toBeDefined();
    expect(await isProcessAlive(slowServer!)).toBe(false);
  });
});
