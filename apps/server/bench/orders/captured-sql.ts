import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../src/repos/db.js';
import { drive, type Measurement } from './http-load.js';
import { median } from './percentiles.js';

export interface Statement {
  readonly sql: string;
  readonly params: unknown[];
}

/** The statements `work` issues through the repository layer, exactly as drizzle sends them. */
export async function captureSql(
  pool: pg.Pool,
  work: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await work(db);
  return statements;
}

/**
 * The query of a statement that is itself an EXPLAIN (a list's estimated total asks PostgreSQL's
 * planner), which cannot be explained again: what it costs is planning that query.
 */
const explainedQuery = (sql: string): string | undefined =>
  /^explain\s*\([^)]*\)\s*(.*)$/is.exec(sql)?.[1];

/**
 * PostgreSQL's own execution time of `statement` (EXPLAIN ANALYZE), in milliseconds, or for an
 * EXPLAIN its planning time. TIMING OFF: timing every row of a deep page's 500,000 index entries
 * would add more than it measures.
 */
async function executionTime(pool: pg.Pool, { sql, params }: Statement): Promise<number> {
  const explained = explainedQuery(sql);
  if (explained !== undefined) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Planning Time': number }] }>(
      `explain (summary, format json) ${explained}`,
      params,
    );
    return rows[0]!['QUERY PLAN'][0]['Planning Time'];
  }
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    `explain (analyze, buffers, timing off, format json) ${sql}`,
    params,
  );
  return rows[0]!['QUERY PLAN'][0]['Execution Time'];
}

/**
 * The median over `runs` of the summed execution times of `statements` (one request's SQL),
 * and the plan of each statement from the last run, as text.
 */
export async function explainStatements(
  pool: pg.Pool,
  statements: readonly Statement[],
  runs = 5,
): Promise<{ milliseconds: number; plans: string[] }> {
  const totals: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let total = 0;
    for (const statement of statements) total += await executionTime(pool, statement);
    totals.push(total);
  }
  const plans: string[] = [];
  for (const { sql, params } of statements) {
    const explained = explainedQuery(sql);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      explained === undefined
        ? `explain (analyze, buffers) ${sql}`
        : `explain (summary) ${explained}`,
      params,
    );
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return { milliseconds: median(totals), plans };
}

/**
 * PostgreSQL serving `statements` (one request's SQL) straight to `concurrency` clients over a
 * pool like the app's: the same load as the HTTP scenario, without the app. Statements run side
 * by side, as the repository sends them.
 */
export async function measureStatements(
  pool: pg.Pool,
  statements: readonly Statement[],
  concurrency: number,
  requests: number,
): Promise<Measurement> {
  return drive(concurrency, requests, async () => {
    await Promise.all(statements.map(({ sql, params }) => pool.query(sql, params)));
  });
}
