import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Batch } from './batch.js';
import { copyPlan } from './copy-text.js';

/**
 * Streams `batches` into PostgreSQL with COPY FROM STDIN on `client` (inside the caller's
 * transaction), one COPY per batch, so rows reach the server while later ones are generated.
 * Returns how many rows went into each table.
 */
export async function copyBatches(
  client: pg.PoolClient | pg.Client,
  batches: Iterable<Batch>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { table, rows } of batches) {
    if (rows.length === 0) continue;
    const name = getTableName(table);
    const plan = copyPlan(table, name, Object.keys(rows[0]!));
    await pipeline(Readable.from([plan.text(rows)]), client.query(copyFrom(plan.sql)));
    counts.set(name, (counts.get(name) ?? 0) + rows.length);
  }
  return counts;
}
