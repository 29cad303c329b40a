import { customers } from '@satchel/db/schema';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { exited } from '../../../../scripts/child-process.mjs';
import { connectDatabase } from '../../src/db/client.js';
import { createTestDatabase } from '../support/database.js';
import { insertCustomer } from '../support/factories.js';
import { startServerOn, type useServerProcesses } from '../support/server-process.js';
import type { Tally } from './tally.js';

const WRITES = 600;
const CONCURRENCY = 16;
/** The kill comes once this many writes were acknowledged, with the rest still in flight. */
const KILL_AFTER = 150;

type ServerProcesses = ReturnType<typeof useServerProcesses>;

/**
 * The real server as a child process on a database of its own: a burst of status changes, a
 * SIGKILL in the middle of it, a restart on the same database; every change the killed server
 * acknowledged (200) must be there.
 */
export async function survivesSigkill(tally: Tally, servers: ServerProcesses): Promise<void> {
  const databaseUrl = await createTestDatabase();
  const first = await startServerOn(servers, databaseUrl);
  const { db, pool } = connectDatabase(databaseUrl);
  try {
    const users: { readonly id: string }[] = [];
    for (let i = 0; i < WRITES; i++) users.push(await insertCustomer(db, { status: 'active' }));
    const { token } = first;

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < users.length) {
        const user = users[next++]!;
        try {
          const response = await fetch(`${first.url}/api/v1/user/status/${user.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: 'suspended' }),
          });
          tally.count(response.status);
          if (response.status === 200) acknowledged.push(user.id);
          if (acknowledged.length >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          // The server is gone: this write was never acknowledged.
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await exited(first.child);
    expect(killed).toBe(true);
    // Some writes were still in flight or unsent when the server died.
    expect(acknowledged.length).toBeLessThan(WRITES);

    // Started and signed in: the database is whole again.
    await startServerOn(servers, databaseUrl);
    const rows = await db
      .select({ id: customers.id, status: customers.status })
      .from(customers)
      .where(inArray(customers.id, acknowledged));
    expect(rows.filter((row) => row.status === 'suspended')).toHaveLength(acknowledged.length);
  } finally {
    // The servers are stopped by the test's cleanup (useServerProcesses), even after a timeout.
    await pool.end();
  }
}
