import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows for one table, in drizzle's property names; the loader COPYs them in this order. */
export interface Batch {
  readonly table: PgTable;
  readonly rows: readonly Record<string, unknown>[];
}

export const batch = <T extends PgTable>(table: T, rows: T['$inferInsert'][]): Batch => ({
  table,
  rows,
});
