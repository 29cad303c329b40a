/**
 * Each branch of "find anything"'s statement for the search benchmark's texts, timed by EXPLAIN
 * ANALYZE on a database as it is: it reads only (no seed, no migration, no VACUUM), so it can
 * compare a database before a migration with one after it. Prints a Markdown table.
 *
 * Environment: BENCH_DATABASE_URL (default the benchmark's database).
 */
import pg from 'pg';
import { databaseUrl } from './orders/bench-settings.js';
import { branchesTable, searchBranchFigures, searchTexts } from './orders/search-branches.js';

const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
try {
  const figures = [];
  for (const [text, q] of await searchTexts(pool)) {
    figures.push(...(await searchBranchFigures(pool, `${text}: "${q}"`, q)));
  }
  console.log(branchesTable(figures));
} finally {
  await pool.end();
}
