/**
 * The orders' month partitions (migration 0034, docs/partitions.md): which partitions the order
 * list's pages and the daily figures read, from EXPLAIN ANALYZE of the SQL the repositories send.
 * A partition is "scanned" when its node ran; "pruned" counts those the planner left out and
 * those the executor removed once the anchor's time was known. Writes bench-results/partitions-
 * explain.md (or BENCH_RESULTS) and prints it.
 *
 * BENCH_DATABASE_URL (default satchel_bench) must be migrated past 0034: this bench reads only.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { addDays, businessDay } from '@satchel/api';
import pg from 'pg';
import type { Db } from '../src/repos/db.js';
import { dailyOrderTotals, listOrders } from '../src/repos/orders.js';
import { databaseUrl, serverDir } from './orders/bench-settings.js';
import { captureSql, type Statement } from './orders/captured-sql.js';

const resultsFile = resolve(
  serverDir,
  process.env.BENCH_RESULTS ?? join('bench-results', 'partitions-explain.md'),
);
const LIMIT = 10;

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Parent Relationship'?: string;
  readonly 'Actual Loops'?: number;
  readonly 'Subplans Removed'?: number;
  readonly Plans?: PlanNode[];
}

const isOrderPartition = (relation: string | undefined) =>
  relation !== undefined && /^orders_(\d{4}_\d{2}|default)$/.test(relation);

/**
 * The partitions of `orders` a plan holds, those it ran, and those removed as it ran; apart,
 * the keyset's anchor lookups (an InitPlan finding the anchor's time by its id alone, one index
 * probe per month: the wire's cursor is the id).
 */
function partitionsOf(plan: PlanNode) {
  const inPlan = new Set<string>();
  const scanned = new Set<string>();
  const anchorProbes = new Set<string>();
  let removedRunning = 0;
  const walk = (node: PlanNode, inAnchor: boolean) => {
    const anchor = inAnchor || node['Parent Relationship'] === 'InitPlan';
    const relation = node['Relation Name'];
    if (anchor) {
      if (isOrderPartition(relation)) anchorProbes.add(relation!);
    } else {
      removedRunning += node['Subplans Removed'] ?? 0;
      if (isOrderPartition(relation)) {
        inPlan.add(relation!);
        if ((node['Actual Loops'] ?? 0) > 0) scanned.add(relation!);
      }
    }
    for (const child of node.Plans ?? []) walk(child, anchor);
  };
  walk(plan, false);
  return { inPlan: inPlan.size, scanned: [...scanned].sort(), removedRunning, anchorProbes };
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const { rows: facts } = await pool.query<{ partitions: number; orders: number; kind: string }>(
  `select (select count(*)::integer from pg_inherits where inhparent = 'orders'::regclass)
            as partitions,
          (select count(*)::integer from orders) as orders,
          (select relkind::text from pg_class where oid = 'orders'::regclass) as kind`,
);
if (facts[0]!.kind !== 'p') {
  console.error(`${databaseUrl}: orders is not partitioned; migrate it past 0034 first.`);
  process.exit(1);
}
const { partitions, orders } = facts[0]!;

/** The anchor of a keyset page: the last row of an offset page deep in the list. */
const rowAt = async (offset: number, status?: string) => {
  const { rows } = await pool.query<{ id: string }>(
    `select id from orders ${status ? 'where status = $2' : ''}
     order by created_at desc, id desc offset $1 limit 1`,
    status ? [offset, status] : [offset],
  );
  return rows[0]!.id;
};
const middle = Math.floor(orders / 2);
const today = businessDay();
const scenarios: { name: string; work: (db: Db) => Promise<unknown> }[] = [
  {
    name: 'list, first page (newest first)',
    work: (db) => listOrders(db, { page: 1, limit: LIMIT, sort: -1, includeTotal: false }, {}),
  },
  {
    name: 'list, middle page by Next (keyset)',
    work: async (db) =>
      listOrders(
        db,
        { page: 2, limit: LIMIT, sort: -1, includeTotal: false, after: await rowAt(middle) },
        {},
      ),
  },
  {
    name: 'list, middle page by Previous (keyset)',
    work: async (db) =>
      listOrders(
        db,
        { page: 2, limit: LIMIT, sort: -1, includeTotal: false, before: await rowAt(middle) },
        {},
      ),
  },
  {
    name: 'list, delivered, deep page by Next (keyset)',
    work: async (db) =>
      listOrders(
        db,
        {
          page: 2,
          limit: LIMIT,
          sort: -1,
          includeTotal: false,
          after: await rowAt(Math.floor(middle / 2), 'delivered'),
        },
        { status: 'delivered' },
      ),
  },
  {
    name: '30-day totals (the chart: reads the rollup, no order partition)',
    work: (db) => dailyOrderTotals(db, { from: addDays(today, -29), to: today }),
  },
];
/** One India day's figures counted from the orders themselves, as a day's rollup is checked. */
const dayRollup: Statement = {
  sql: `select status, count(*), sum(sub_total) from orders
        where created_at >= ($1::date::timestamp at time zone 'Asia/Kolkata')
          and created_at < (($1::date + 1)::timestamp at time zone 'Asia/Kolkata')
        group by status`,
  params: [addDays(today, -40)],
};

const sections: string[] = [];
const rows: string[] = [];
const explain = async (name: string, statements: readonly Statement[]) => {
  const plans: string[] = [];
  for (const { sql, params } of statements) {
    if (/^explain/i.test(sql)) continue;
    const { rows: json } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, costs off, timing off, format json) ${sql}`,
      params,
    );
    const found = partitionsOf(json[0]!['QUERY PLAN'][0].Plan);
    const { rows: text } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off) ${sql}`,
      params,
    );
    plans.push(text.map((row) => row['QUERY PLAN']).join('\n'));
    if (found.inPlan === 0 && found.removedRunning === 0) {
      rows.push(`| ${name} | 0 | – | – | – |`);
      continue;
    }
    const pruned = partitions - found.scanned.length;
    // Left out by the planner; or by the executor, before it starts (Subplans Removed) or once
    // the anchor's time is known (in the plan, never executed).
    const atPlanning = partitions - found.inPlan - found.removedRunning;
    rows.push(
      `| ${name} | ${found.scanned.length} (${found.scanned.join(', ')}) | ${pruned} (${atPlanning} planning, ${pruned - atPlanning} running) | ${found.inPlan} | ${found.anchorProbes.size} |`,
    );
  }
  sections.push(`### ${name}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``);
};
for (const scenario of scenarios)
  await explain(scenario.name, await captureSql(pool, scenario.work));
await explain(`one India day's orders (${dayRollup.params[0]}), as a day's rollup`, [dayRollup]);
await pool.end();

const report = `# Orders partitioned by month: what each read scans

Database: ${orders.toLocaleString('en')} orders in ${partitions} partitions of \`orders\` (India
months, the default one included). Target: a page or a day reads the partitions holding its rows
only, not every month. Measured by \`bench/partitions.ts\` (EXPLAIN ANALYZE of the repositories'
own SQL), ${new Date().toISOString()}.

| Read | Partitions scanned | Pruned (at planning, at run time) | In the plan | Anchor probed in |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

- **Keyset pages (Next, Previous)** skip the months beyond their anchor once it runs: those
  partitions stay in the plan but are never executed, and each row of the page is then fetched
  from its own month only (the nested loop's inner Append runs one partition per row). The
  months on the near side of the anchor are still started: a Merge Append reads the first entry
  of each month's index, since PostgreSQL does not use an ordered Append of the months when a
  default partition exists.
- **The anchor** (the wire's cursor is an order id, kept as it was) is found by one index probe in
  each month's primary key: a few dozen probes for two years of months.
- **The first page** starts every month's index (one entry read from each) for the same reason.
- **A day's orders** are planned against that day's month alone. The 30-day charts read the
  rollup \`order_daily_totals\` and no order partition at all.

<details><summary>Plans (EXPLAIN ANALYZE, COSTS OFF, TIMING OFF)</summary>

${sections.join('\n\n')}

</details>
`;
await writeFile(resultsFile, report);
console.log(report);
