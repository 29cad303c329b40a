import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * Makes the monthly partitions of the order tables (migration 0034) from this month to
 * `monthsAhead` months on, those not made yet; answers how many it made. Safe from several
 * instances at once: the database function takes turns under an advisory lock.
 */
export async function ensureOrderPartitions(db: Db, monthsAhead: number): Promise<number> {
  const result = await db.execute<{ made: number }>(
    sql`select ensure_order_partitions(now(), now() + make_interval(months => ${monthsAhead})) as made`,
  );
  return result.rows[0]?.made ?? 0;
}
