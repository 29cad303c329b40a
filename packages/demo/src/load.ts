import { finished } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Batch } from './batch.js';
import { copyPlan } from './copy-text.js';

/**
 * Streams `batches` into PostgreSQL with COPY FROM STDIN on `client` (inside the caller's
 * transaction), one COPY per batch. Each batch is handed to the connection before the next is
 * generated, and waited for only after it: PostgreSQL stores one batch while Node makes the
 * next, on the machine's other core. Returns how many rows went into each table.
 */
export async function copyBatches(
  client: pg.PoolClient | pg.Client,
  batches: Iterable<Batch>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let storing: Promise<void> = Promise.resolve();
  for (const { table, rows } of batches) {
    if (rows.length === 0) continue;
    const name = getTableName(table);
    const plan = copyPlan(table, name, Object.keys(rows[0]!));
    const text = plan.text(rows);
    await storing;
    const copy = client.query(copyFrom(plan.sql));
    await new Promise<void>((resolve, reject) =>
      copy.write(text, (error) => (error ? reject(error) : resolve())),
    );
    storing = finished(copy.end());
    // A failure surfaces at the next await of `storing`, not as an unhandled rejection meanwhile.
    storing.catch(() => {});
    counts.set(name, (counts.get(name) ?? 0) + rows.length);
  }
  await storing;
  return counts;
}
