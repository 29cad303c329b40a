/**
 * The list benchmark (issue 17, item 2): every list and search call of the API on the orders
 * benchmark's data set, each as the console sends it: its first page, a deep page reached as the
 * console reaches it (by Next, with the shown page's last row as `after`, on the lists with a
 * Next button; by the next page number on the infinite-scroll ones: schools, competitions, a
 * competition's products), and a search where the call has one. Driven over HTTP by 16 clients
 * against the real app in its own process, beside PostgreSQL answering the same SQL (captured
 * from the repository) to 16 clients (bench/orders/scenario-runner.ts). The sales calls are
 * bench/sales.ts. Writes bench-results/lists.md (or BENCH_LISTS_RESULTS) and prints it; a run of
 * some scenarios only prints, unless BENCH_LISTS_RESULTS names where to write.
 *
 * Environment:
 * - BENCH_DATABASE_URL: the database (default postgres://postgres@127.0.0.1:5432/satchel_bench),
 *   reused while it holds the data set, else seeded again (a few minutes for 1,000,000);
 * - BENCH_ORDERS: the data set's orders (default 1,000,000);
 * - BENCH_REQUESTS: requests per scenario at least, over the 16 clients (default 2000; a cheap
 *   call gets as many as the app answers in `load.minSeconds`);
 * - BENCH_SCENARIOS: only the scenarios whose name contains this text, or one of several texts
 *   separated by | (while iterating).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname } from 'node:path';
import { MAX_PAGE } from '@satchel/api';
import { listBanners } from '../src/repos/banners.js';
import { listCategories } from '../src/repos/categories.js';
import {
  findCompetition,
  listCompetitionProducts,
  listCompetitions,
} from '../src/repos/competitions.js';
import { listCoupons } from '../src/repos/coupons.js';
import { listCustomers, searchCustomers } from '../src/repos/customers.js';
import type { Db } from '../src/repos/db.js';
import { listDrivers } from '../src/repos/drivers.js';
import { listAuditEvents } from '../src/repos/history.js';
import type { FilterValues, ListQuery, ListResult } from '../src/repos/list-query.js';
import { visibleViews } from '../src/repos/list-views.js';
import { listMerchants } from '../src/repos/merchants.js';
import { listOrders } from '../src/repos/orders.js';
import { listProducts } from '../src/repos/products.js';
import { listSchools } from '../src/repos/schools.js';
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
import {
  load,
  ms,
  plansSection,
  ratio,
  runScenarios,
  type Scenario,
} from './orders/scenario-runner.js';

const resultsFile = reportFile('BENCH_LISTS_RESULTS', 'lists.md');
const LIMIT = 10;
/** The issue's target: every p95 within this many times PostgreSQL's own p95. */
const TARGET_RATIO = 2;
/** Issue 29's target: every list's first page and deep page at p95 within this many ms. */
const TARGET_MS = 20;

type Kind = 'first page' | 'deep page' | 'search';
type Row = { readonly id: string };

/** One list call of the API, and the same call on the repository, as its route makes it. */
interface ListCall {
  readonly name: string;
  readonly method?: 'POST';
  /** The path from /api/v1, with any fixed query of the console's (page and limit are added). */
  readonly path: string;
  /** How the console asks for the page after the shown one: Next (a keyset) or a page number. */
  readonly next: 'after' | 'page number';
  /** The sort the console sends (newest first for orders, oldest first elsewhere); none if absent. */
  readonly sort?: -1 | 1;
  /** Whether the call takes only a page and a limit (no sort, no includeTotal). */
  readonly pageOnly?: true;
  readonly list: (db: Db, paging: ListQuery, filters: FilterValues) => Promise<ListResult<Row>>;
  /** The search box's filters for text found in `row` (a row of the first page). */
  readonly search?: (row: never) => FilterValues;
}

/** The first word of `text` (at least three characters of it): a search that finds several rows. */
const wordOf = (text: string) => text.trim().split(/\s+/)[0]!.slice(0, 8);

const calls = (competitionId: string): ListCall[] => [
  {
    name: 'users',
    method: 'POST',
    path: '/user/get-user-admin',
    next: 'after',
    sort: 1,
    list: listCustomers,
    search: (row: { name: string }) => ({ name: wordOf(row.name) }),
  },
  {
    name: 'merchants',
    path: '/merchants/merchent-for-admin',
    next: 'after',
    sort: 1,
    list: listMerchants,
    search: (row: { storeName: string }) => ({ storeName: wordOf(row.storeName) }),
  },
  {
    name: 'drivers',
    path: '/driver/list',
    next: 'after',
    sort: 1,
    list: listDrivers,
    search: (row: { firstName: string }) => ({ name: wordOf(row.firstName) }),
  },
  {
    name: 'products',
    path: '/catalogs/products/get-products-admin',
    next: 'after',
    sort: 1,
    list: listProducts,
    search: (row: { title: string }) => ({ title: wordOf(row.title) }),
  },
  {
    name: 'coupons',
    path: '/admin/get-all-coupons',
    next: 'after',
    sort: 1,
    list: listCoupons,
    search: (row: { code: string }) => ({ code: row.code.slice(0, 3) }),
  },
  {
    name: 'banners',
    path: '/sales/banners',
    next: 'after',
    sort: 1,
    list: listBanners,
    search: (row: { title: string }) => ({ title: wordOf(row.title) }),
  },
  {
    name: 'categories',
    path: '/catalogs/categories/list',
    next: 'after',
    sort: 1,
    list: listCategories,
    search: (row: { name: string }) => ({ name: wordOf(row.name) }),
  },
  {
    name: 'schools',
    path: '/catalogs/categories/special/schools',
    next: 'page number',
    list: listSchools,
    // One text searches both names (stores/schools/schools-grid.ts).
    search: (row: { schoolName: string }) => {
      const text = wordOf(row.schoolName);
      return { schoolName: text, displayName: text };
    },
  },
  {
    name: 'competitions',
    path: '/catalogs/categories/special/competitions',
    next: 'page number',
    sort: 1,
    list: listCompetitions,
    search: (row: { name: string }) => ({ name: wordOf(row.name) }),
  },
  {
    name: "a competition's products",
    path: `/catalogs/categories/special/competition/products/${competitionId}`,
    next: 'page number',
    pageOnly: true,
    list: async (db, paging) => {
      await findCompetition(db, competitionId);
      return listCompetitionProducts(db, competitionId, paging);
    },
  },
  {
    name: 'audit',
    path: '/audit',
    next: 'after',
    sort: -1,
    list: listAuditEvents,
    search: (row: { action: string }) => ({ action: row.action }),
  },
  {
    name: 'orders',
    path: '/sales/orders',
    next: 'after',
    sort: -1,
    list: listOrders,
    search: (row: { customerName: string }) => ({ customerName: wordOf(row.customerName) }),
  },
];

const query = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');

/** The first page, the middle page reached as the console reaches it, and a search. */
async function scenariosOf(db: Db, call: ListCall): Promise<Scenario<Kind>[]> {
  const paging = { limit: LIMIT, sort: call.sort, includeTotal: true };
  const scenario = (
    kind: Kind,
    name: string,
    page: number,
    { after, filters = {} }: { after?: string; filters?: FilterValues } = {},
  ): Scenario<Kind> => ({
    name: `${call.name}, ${name}`,
    kind,
    ...(call.method && { method: call.method }),
    path: `/api/v1${call.path}?${query({
      page,
      limit: LIMIT,
      sort: call.sort,
      includeTotal: call.pageOnly ? undefined : 'true',
      after,
      ...filters,
    })}`,
    repository: (on) => call.list(on, { ...paging, page, after }, filters),
  });
  const first = await call.list(db, { ...paging, page: 1 }, {});
  const pages = first.totalPages ?? 1;
  const scenarios = [scenario('first page', 'first page', 1)];
  // A list of one page has no deeper page (its table holds a few rows, whatever the orders).
  if (pages > 1) {
    // The middle page, or the deepest a list call serves (10,000,000 orders have 1,000,000).
    const deep = Math.min(Math.max(Math.ceil(pages / 2), 2), MAX_PAGE);
    const before = await call.list(db, { ...paging, page: deep - 1 }, {});
    const how = call.next === 'after' ? 'Next' : 'number (Load More)';
    scenarios.push(
      scenario(
        'deep page',
        `page ${deep.toLocaleString('en')} of ${pages.toLocaleString('en')} by ${how}`,
        deep,
        call.next === 'after' ? { after: before.rows.at(-1)!.id } : {},
      ),
    );
  }
  const sample = first.rows[first.rows.length >> 1];
  if (call.search && sample) {
    const filters = call.search(sample as never);
    const text = Object.values(filters)[0];
    scenarios.push(scenario('search', `search "${text}", first page`, 1, { filters }));
  }
  return scenarios;
}

const { concurrency, warmUp, appWarmUp, rounds, minSeconds } = load;
const { seeded, db, pool, token, adminId } = await openBenchDatabase(
  serverDir,
  databaseUrl,
  dataSet,
);
const facts = (
  await pool.query<{ orders: number; products: number; customers: number; version: string }>(
    `select (select count(*)::integer from orders) as orders,
            (select count(*)::integer from products) as products,
            (select count(*)::integer from customers) as customers, version() as version`,
  )
).rows[0]!;
// The competition with the most products, so that its deep page is the deepest.
const { rows: busiest } = await pool.query<{ id: string }>(
  `select competition_id as id from competition_products
   group by competition_id order by count(*) desc, competition_id limit 1`,
);
const competitionCalls = calls(busiest[0]!.id);
const customerSearch = (await listCustomers(db, { page: 1, limit: 1 }, {})).rows[0]!;
const searchText = wordOf(customerSearch.name);
const userSearch: Scenario<Kind> = {
  name: `user search "${searchText}" (GET /user/search)`,
  kind: 'search',
  path: `/api/v1/user/search?q=${encodeURIComponent(searchText)}`,
  repository: (on) => searchCustomers(on, searchText),
};
// The orders list's saved views: the caller's own and the shared ones, in one read.
const savedViews: Scenario<Kind> = {
  name: 'saved views of the orders list (GET /admin/list-views/orders)',
  kind: 'first page',
  path: '/api/v1/admin/list-views/orders',
  repository: (on) => visibleViews(on, 'orders', adminId),
};
const scenarios = [
  ...(await Promise.all(competitionCalls.map((call) => scenariosOf(db, call)))).flat(),
  userSearch,
  savedViews,
].filter((scenario) => isChosen(scenario.name));

const loadBefore = os.loadavg()[0]!;
// How busy the shared machine was while measuring: its 1-minute load, every 10 s.
const loadSamples: number[] = [];
const sampling = setInterval(() => loadSamples.push(os.loadavg()[0]!), 10_000);
const { figures } = await runScenarios(scenarios, {
  serverDir,
  databaseUrl,
  pool,
  token,
  requests,
}).finally(() => {
  clearInterval(sampling);
  return pool.end();
});
const peakLoad = Math.max(loadBefore, ...loadSamples);
const meanLoad = loadSamples.length
  ? loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length
  : loadBefore;

const within = figures.filter((f) => f.p95 <= TARGET_RATIO * f.direct.p95);
const pages = figures.filter((f) => f.scenario.kind !== 'search');
const fast = pages.filter((f) => f.p95 <= TARGET_MS);
const slowest = pages.reduce<(typeof pages)[number] | undefined>(
  (a, b) => (!a || b.p95 > a.p95 ? b : a),
  undefined,
);
const worst = figures.reduce((a, b) => (b.p95 / b.direct.p95 > a.p95 / a.direct.p95 ? b : a));
const cpu = os.cpus();
const report = `# List benchmark: ${facts.orders.toLocaleString('en')} orders

Every list and search call of the API (the sales calls are in sales.md) on
${facts.orders.toLocaleString('en')} orders (${facts.customers.toLocaleString('en')} users,
${facts.products.toLocaleString('en')} products; demo generator, seed ${dataSet.seed}). Each call
as the console sends it: its first page of ${LIMIT}; the middle page reached as the console
reaches it (Next sends the shown page's last row as \`after\`, a keyset read; the infinite-scroll
lists, schools, competitions and a competition's products, send the next page number); and a
search where the call has one (the list's search box, or \`GET /user/search\`). The real app in a
process of its own, ${concurrency} concurrent clients over HTTP, ${requests} requests per
scenario, or as many as the app answers in ${minSeconds} s when that is more, after ${warmUp} of
warm-up (and ${appWarmUp} calls of every scenario once the app has started); beside it
PostgreSQL answering the SQL the repository issues for the same call (captured through
drizzle's logger, its statements side by side) straight to ${concurrency} clients over a pool
like the app's, as many times, in ${rounds} rounds taken in turn with the app's; "EXPLAIN" is EXPLAIN ANALYZE's execution time (median of 5). Milliseconds. Measured by
bench/lists.ts.

| scenario | p50 | p95 | PostgreSQL, 16 clients, p50 | p95 | p95 / PostgreSQL p95 | 1 client p50 | EXPLAIN |
| --- | --- | --- | --- | --- | --- | --- | --- |
${figures.map(({ scenario, p50, p95, direct, serialP50, explained }) => `| ${scenario.name} | ${ms(p50)} | ${ms(p95)} | ${ms(direct.p50)} | ${ms(direct.p95)} | ${p95 <= TARGET_RATIO * direct.p95 ? ratio(p95 / direct.p95) : `**${ratio(p95 / direct.p95)}**`} | ${ms(serialP50)} | ${ms(explained)} |`).join('\n')}

Target: every p95 within ${TARGET_RATIO}× PostgreSQL's p95 under the same ${concurrency} clients:
${within.length === figures.length ? 'met' : '**not met**'} (${within.length} of ${figures.length}; worst ${ratio(worst.p95 / worst.direct.p95)}, ${worst.scenario.name}).

Target (issue 29): every list's first page and deep page at p95 ≤ ${TARGET_MS} ms under ${concurrency} clients:
${slowest ? `${fast.length === pages.length ? 'met' : '**not met**'} (${fast.length} of ${pages.length}; slowest ${ms(slowest.p95)} ms, ${slowest.scenario.name}).` : 'no list page among the scenarios chosen.'}

${
  meanLoad > 2 * cpu.length
    ? `The machine was overloaded while measuring (load average ${meanLoad.toFixed(1)} on ${cpu.length} cores, other work beside this run): every figure but EXPLAIN is mostly time spent waiting for a core, for the app and PostgreSQL alike; EXPLAIN is what each list's SQL costs.
`
    : ''
}
| list page | p95 | ≤ ${TARGET_MS} ms | EXPLAIN |
| --- | --- | --- | --- |
${pages.map(({ scenario, p95, explained }) => `| ${scenario.name} | ${ms(p95)} | ${p95 <= TARGET_MS ? 'yes' : '**no**'} | ${ms(explained)} |`).join('\n')}

${
  facts.orders < 1_000_000
    ? `A development run: the issue's figures are for 1,000,000 orders (\`BENCH_ORDERS=1000000\`).
`
    : ''
}
## Reading the figures

- **What the app adds.** PostgreSQL's columns are the floor: the same statements over the same
  loopback by as many clients, without HTTP, the token, validation, row mapping and JSON. On a
  list whose SQL takes a tenth of a millisecond, what the app spends per answer in CPU is all
  that separates the two, paid ${concurrency} times over by the queue; a machine shared with other
  work (see the load average below) stretches both, the app more.
- **A warm app.** A server runs for days; these figures are of one whose code V8 has optimised.
  A fresh app's categories page measured at p95 9–11 ms after 1,000 calls and 5.4 ms after
  10,000, PostgreSQL's own p95 meanwhile 4–5 ms: a short warm-up measures the compiler, not the
  server. Hence the warm-ups above; the app's and PostgreSQL's rounds alternate so that a
  checkpoint or autovacuum lands on both.
- **Prepared list shapes.** \`listPage\` (src/repos/list-query.ts) builds each shape of a list's
  statements once (its filters given or not, its sort, first page or keyset), with placeholders
  for the values, and sends it as a named statement: neither drizzle's query building nor
  PostgreSQL's parsing and planning is repeated per call. The PostgreSQL columns send the
  captured SQL unnamed, parsed and planned each time, as the app did before. The saved views
  and a list's settings are prepared once likewise; a search's bounded count is built once per
  shape but sent unnamed, so that PostgreSQL plans it for its text each time.
- **Totals.** A list's total is a sum of counters kept by triggers in the writing transaction
  when its filters are only those the counters are kept by (a status, a flag, a type, or none:
  users, merchants, drivers, products, orders); a driver's money likewise. Any other filter (a
  search) is counted up to 200 matches, beyond which the answer is PostgreSQL's estimate, marked
  \`totalEstimated\` (the console shows "about N" and counts exactly on demand, \`exactTotal\`).
- **What a row shows from other tables.** Products (each one's merchant and parent) and banners
  (each one's target's name) read it in the page's own statement. Drivers read the page first,
  then each row's money by a second statement: one more round trip than the PostgreSQL columns,
  which send every statement side by side.

| machine | |
| --- | --- |
| CPU | ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores |
| PostgreSQL | ${facts.version.split(' on ')[0]} (local, default settings) |
| Node.js | ${process.version} |
| measured | ${new Date().toISOString()}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, ${meanLoad.toFixed(1)} on average and ${peakLoad.toFixed(1)} at most while measuring (the app, PostgreSQL and the clients of the load share ${cpu.length} cores; more is other work)${seeded ? '; seeded by this run' : ''} |

${plansSection(figures)}`;
console.log(`\n${report.slice(0, report.indexOf('<details>'))}`);
if (resultsFile) {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
} else {
  console.log(`Only BENCH_SCENARIOS=${scenariosChosen}: bench-results/lists.md left as it was.`);
}
