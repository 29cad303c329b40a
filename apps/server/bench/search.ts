/**
 * The search benchmark (issue 34, item 1): "find anything" (`GET /search?q=`) on the orders
 * benchmark's data set, as an Administrator asks (every kind searched), with the texts an operator
 * types: a phone as the console shows it (`+91 98…`) or its first digits, an order's number or id
 * by its start, a name, a SKU's start. Driven over HTTP by 16 clients against the real app in its
 * own process, beside PostgreSQL answering the same SQL (captured from the repository) to 16
 * clients (bench/orders/scenario-runner.ts, as bench/lists.ts). Writes bench-results/search.md
 * (or BENCH_SEARCH_RESULTS) and prints it; a run of some scenarios only prints.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_ORDERS, BENCH_REQUESTS as bench/lists.ts;
 * BENCH_SCENARIOS: only the scenarios whose name contains this text (or one of several, |).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname } from 'node:path';
import { search } from '@satchel/api';
import { searchRecords, searchTermsOf } from '../src/repos/search.js';
import { openBenchDatabase } from './orders/bench-database.js';
import {
  databaseUrl,
  dataSet,
  isChosen,
  reportFile,
  requests,
  scenariosChosen,
  serverDir,
} from './orders/bench-settings.js';
import { percentiles } from './orders/percentiles.js';
import {
  load,
  ms,
  plansSection,
  ratio,
  runScenarios,
  type Scenario,
} from './orders/scenario-runner.js';
import {
  type BranchFigures,
  branchesTable,
  searchBranchFigures,
  searchTexts,
} from './orders/search-branches.js';

const resultsFile = reportFile('BENCH_SEARCH_RESULTS', 'search.md');
/** The issue's target: an answer within this many ms at p95. */
const TARGET_MS = 100;

const { seeded, pool, token } = await openBenchDatabase(serverDir, databaseUrl, dataSet);
const facts = (
  await pool.query<{ orders: number; customers: number; products: number; version: string }>(
    `select (select count(*)::integer from orders) as orders,
            (select count(*)::integer from customers) as customers,
            (select count(*)::integer from products) as products, version() as version`,
  )
).rows[0]!;
const chosen = (await searchTexts(pool))
  .map(([name, q]) => ({ name: `${name}: "${q}"`, q }))
  .filter(({ name }) => isChosen(name));
const scenarios = chosen.map(
  ({ name, q }): Scenario<'search'> => ({
    name,
    kind: 'search',
    path: `/api/v1/search?q=${encodeURIComponent(q)}`,
    repository: (on) => searchRecords(on, searchTermsOf(q), search.searchKinds),
  }),
);

// Each branch of each text's statement, timed before the load begins.
const branches: BranchFigures[] = [];
for (const { name, q } of chosen) branches.push(...(await searchBranchFigures(pool, name, q)));

const loadBefore = os.loadavg()[0]!;
const loadSamples: number[] = [];
const sampling = setInterval(() => loadSamples.push(os.loadavg()[0]!), 10_000);
const { figures, floor } = await runScenarios(scenarios, {
  serverDir,
  databaseUrl,
  pool,
  token,
  requests,
  floorPath: '/api/v1/admin/me',
}).finally(() => {
  clearInterval(sampling);
  return pool.end();
});
const meanLoad = loadSamples.length
  ? loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length
  : loadBefore;
const fast = figures.filter((f) => f.p95 <= TARGET_MS);
const slowest = figures.reduce((a, b) => (b.p95 > a.p95 ? b : a), figures[0]!);
const cpu = os.cpus();
const { concurrency } = load;
const floorFigures = floor && percentiles(floor.latencies);
const report = `# Search benchmark: ${facts.orders.toLocaleString('en')} orders, ${facts.customers.toLocaleString('en')} users

"Find anything" (\`GET /api/v1/search?q=\`, issue 34) as an Administrator asks it (all seven
kinds: users, merchants, drivers, orders, products, schools, competitions; at most
${search.SEARCH_PER_KIND} of each), on ${facts.orders.toLocaleString('en')} orders,
${facts.customers.toLocaleString('en')} users and ${facts.products.toLocaleString('en')} products
(demo generator, seed ${dataSet.seed}). The real app in a process of its own, ${concurrency}
concurrent clients over HTTP, ${requests} requests per text at least; beside it PostgreSQL
answering the one statement the repository sends for the same text (captured through drizzle's
logger) to ${concurrency} clients; "EXPLAIN" is EXPLAIN ANALYZE's execution time (median of 5).
${floorFigures ? `The floor, a signed-in call that reads no table (\`GET /admin/me\`) under the same ${concurrency} clients, measured p50 ${ms(floorFigures.p50)}, p95 ${ms(floorFigures.p95)} in the same run.` : ''}
Milliseconds. Measured by bench/search.ts.

| text | p50 | p95 | ≤ ${TARGET_MS} ms | PostgreSQL, ${concurrency} clients, p50 | p95 | p95 / PostgreSQL p95 | 1 client p50 | EXPLAIN |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${figures.map(({ scenario, p50, p95, direct, serialP50, explained }) => `| ${scenario.name} | ${ms(p50)} | ${ms(p95)} | ${p95 <= TARGET_MS ? 'yes' : '**no**'} | ${ms(direct.p50)} | ${ms(direct.p95)} | ${ratio(p95 / direct.p95)} | ${ms(serialP50)} | ${ms(explained)} |`).join('\n')}

Target: every answer at p95 ≤ ${TARGET_MS} ms under ${concurrency} clients:
${fast.length === figures.length ? 'met' : '**not met**'} (${fast.length} of ${figures.length}; slowest ${ms(slowest.p95)} ms, ${slowest.scenario.name}).

${meanLoad > 2 * cpu.length ? `The machine was overloaded while measuring (load average ${meanLoad.toFixed(1)} on ${cpu.length} cores): the app's and PostgreSQL's figures both wait for a core; EXPLAIN is what the SQL costs.\n` : ''}
## How it reads

- **One statement.** Each kind's ways of matching (an id's start, a phone's start, a name's
  part; an order's number; a SKU) are one \`UNION ALL\` of selects each limited to
  ${search.SEARCH_PER_KIND}, in one round trip on one pooled connection (src/repos/search.ts).
- **Indexes.** Ids and phones are read as a range of their ordinary btree (the primary keys, the
  phone indexes, \`orders_customer_phone_idx\`): digits and hexadecimal sort alike in every
  collation, and \`starts_with\` keeps the match exact. An order's number reads
  \`orders_order_id_key\` (\`text_pattern_ops\`, migration 0015), a SKU \`products_sku_idx\`
  (\`text_pattern_ops\`, migration 0038); names and titles their pg_trgm GIN indexes, from three
  characters (the merchants' owner names and the drivers' whole names since migration 0043).
  Schools (about a hundred) and competitions (a few) fit in a page or two: PostgreSQL reads them
  whole rather than through their trigram indexes.
- **Roles.** A kind the operator's role may not read is left out of the statement.

### Each branch

Each select of each text's statement (a kind, and the way it matches), as PostgreSQL reads it,
and its own execution time (EXPLAIN ANALYZE, median of 5, before the load):

${branchesTable(branches)}

| machine | |
| --- | --- |
| CPU | ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores |
| PostgreSQL | ${facts.version.split(' on ')[0]} (local, default settings) |
| Node.js | ${process.version} |
| measured | ${new Date().toISOString()}; load average (1 min) ${loadBefore.toFixed(1)} before, ${meanLoad.toFixed(1)} on average while measuring (a shared machine)${seeded ? '; seeded by this run' : ''} |

${plansSection(figures)}`;
console.log(`\n${report.slice(0, report.indexOf('<details>'))}`);
if (resultsFile) {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
} else {
  console.log(`Only BENCH_SCENARIOS=${scenariosChosen}: bench-results/search.md left as it was.`);
}
