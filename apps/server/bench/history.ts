/**
 * The history benchmark (issue #30, item 1): what recording every change costs a write, and the
 * Audit list at 10,000,000 entries. Against the real app in its own process:
 * - the write p95 of a merchant's status change and of a merchant's settlement with history on,
 *   against the same write with history off (the recording triggers of `merchants` and
 *   `merchant_settlements` disabled), in the same run, in alternating rounds so that both meet the
 *   machine in the same states (target: on ≤ 1.3 × off);
 * - the Audit list (`GET /audit`) at BENCH_HISTORY_ENTRIES entries (generated in SQL with
 *   generate_series, one row change each), its first page and its pages filtered by operator,
 *   kind, action and date, under 16 clients beside PostgreSQL answering the same SQL (target:
 *   p95 ≤ 20 ms).
 * Writes bench-results/history.md (or BENCH_HISTORY_RESULTS) and prints it; BENCH_SCENARIOS
 * measures only the writes and pages whose names hold its text (then prints only, unless
 * BENCH_HISTORY_RESULTS names a file).
 *
 * Environment:
 * - BENCH_HISTORY_DATABASE_URL: its own database (default
 *   postgres://postgres@127.0.0.1:5432/satchel_bench_history: it grows by the entries), reused
 *   while it holds the data set; the entries are topped up to BENCH_HISTORY_ENTRIES;
 * - BENCH_HISTORY_ORDERS: the data set's orders (default 100,000: the writes do not read them);
 * - BENCH_HISTORY_ENTRIES: the Audit list's entries (default 10,000,000);
 * - BENCH_REQUESTS: requests per write measurement and per list scenario (default 2000).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { dirname } from 'node:path';
import { history } from '@satchel/api';
import { withBulkLoad } from '@satchel/demo';
import { listAuditEvents } from '../src/repos/history.js';
import type { FilterValues } from '../src/repos/list-query.js';
import { startAppProcess } from './orders/app-process.js';
import { openBenchDatabase } from './orders/bench-database.js';
import { isChosen, reportFile, requests, serverDir } from './orders/bench-settings.js';
import { type JsonCall, jsonCaller } from './orders/json-call.js';
import { type Percentiles, percentiles } from './orders/percentiles.js';
import { load, ms, plansSection, runScenarios, type Scenario } from './orders/scenario-runner.js';

const databaseUrl =
  process.env.BENCH_HISTORY_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/satchel_bench_history';
const dataSet = { orders: Number(process.env.BENCH_HISTORY_ORDERS ?? 100_000), seed: 2026 };
const entries = Number(process.env.BENCH_HISTORY_ENTRIES ?? 10_000_000);
const resultsFile = reportFile('BENCH_HISTORY_RESULTS', 'history.md');
/** The issue's targets. */
const TARGET_RATIO = 1.3;
const TARGET_MS = 20;
/** Writers at once, each on merchants of its own (no two wait for one row's lock). */
const WRITERS = 8;
/** Rounds of each write, history on and off in turn. */
const ROUNDS = 4;
/** Entries generated per statement. */
const CHUNK = 500_000;
/** What marks the generated entries (their request id), to count them when the run comes back. */
const GENERATED = 'bench-generated';
const RECORDING_TRIGGERS = ['merchants_recorded', 'merchant_settlements_recorded'];
const ACTIONS = [
  'merchants.setStatus',
  'users.setStatus',
  'products.setAdminDisabled',
  'coupons.update',
  'admin.login',
  'drivers.settle',
];

const { pool, token } = await openBenchDatabase(serverDir, databaseUrl, dataSet);

/**
 * Tops the generated entries up to `entries`: spread over the last year, ten operators. Loaded as
 * the demo seed loads orders (`withBulkLoad`: secondary indexes and keys off, then built in one
 * pass), with ids that rise as they are made, so that the primary key grows at its right edge;
 * maintaining the indexes row by row made 10,000,000 entries take most of an hour.
 */
async function generateEntries(adminId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from audit_events where request_id = $1',
    [GENERATED],
  );
  const from = rows[0]!.n;
  if (from >= entries) return from;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await withBulkLoad(client, ['audit_events', 'audit_changes'], async () => {
      for (let made = from; made < entries; made += CHUNK) {
        const to = Math.min(made + CHUNK, entries);
        console.log(`Generating audit entries ${made + 1}–${to}…`);
        await client.query(
          `with made as (
            insert into audit_events (id, created_at, administrator_id, action, kind, record_id, request_id, address)
            select 'bench' || lpad(g::text, 19, '0'),
              now() - ((g * 7919) % 31536000) * interval '1 second',
              case when g % 10 = 0 then $3 else left(md5('operator' || (g % 10)), 24) end,
              ($4::text[])[1 + g % array_length($4::text[], 1)],
              ($5::text[])[1 + g % array_length($5::text[], 1)],
              left(md5('record' || (g % 100000)), 24), $6, '10.0.0.' || (g % 250)
            from generate_series($1::bigint, $2::bigint) as g
            returning id, kind, record_id
          )
          insert into audit_changes (event_id, kind, record_id, source, row_id, operation, before, after)
          select id, kind, record_id, kind, record_id, 'update',
            '{"status": "active"}'::jsonb, '{"status": "inactive"}'::jsonb
          from made`,
          [made + 1, to, adminId, ACTIONS, history.historyKinds, GENERATED],
        );
      }
      console.log('Building the history indexes…');
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  console.log('VACUUM ANALYZE of history…');
  await pool.query('vacuum analyze audit_events');
  await pool.query('vacuum analyze audit_changes');
  return entries;
}

/** Turns the recording of merchants' changes and settlements off (history off) or on. */
async function recordMerchants(on: boolean): Promise<void> {
  for (const trigger of RECORDING_TRIGGERS) {
    const table = trigger.replace(/_recorded$/, '');
    await pool.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`);
  }
}

/** Runs `write` `count` times over `WRITERS` writers, each with its own index: every latency. */
async function writeLoad(
  count: number,
  write: (writer: number, n: number) => Promise<unknown>,
): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      while (started < count) {
        started += 1;
        const begin = performance.now();
        await write(writer, started);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return latencies;
}

interface WriteFigures {
  readonly name: string;
  readonly on: Percentiles & { readonly requests: number };
  readonly off: Percentiles & { readonly requests: number };
}

/** A write measured with history on and off in alternating rounds, after a warm-up of both. */
async function compare(
  name: string,
  write: (writer: number, n: number) => Promise<unknown>,
): Promise<WriteFigures> {
  process.stdout.write(`${name}… `);
  await writeLoad(Math.min(requests, 200), write);
  const on: number[] = [];
  const off: number[] = [];
  const perRound = Math.ceil(requests / ROUNDS);
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      on.push(...(await writeLoad(perRound, write)));
      await recordMerchants(false);
      off.push(...(await writeLoad(perRound, write)));
      await recordMerchants(true);
    }
  } finally {
    await recordMerchants(true);
  }
  const figures = {
    name,
    on: { ...percentiles(on), requests: on.length },
    off: { ...percentiles(off), requests: off.length },
  };
  console.log(`p95 on ${ms(figures.on.p95)} ms, off ${ms(figures.off.p95)} ms`);
  return figures;
}

/** Merchants with a WhatsApp number (every status is offered them), most money due first. */
async function benchMerchants(): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select m.id from merchants m join merchant_money_totals t on t.merchant_id = m.id
     where m.whatsapp_number is not null and t.earned - t.settled >= 100
     order by t.earned - t.settled desc limit $1`,
    [WRITERS],
  );
  if (rows.length === 0) throw new Error('No merchant with a WhatsApp number has money due');
  // A small data set may have fewer: writers then share them (and wait for each other's locks).
  return Array.from({ length: WRITERS }, (_, writer) => rows[writer % rows.length]!.id);
}

/** The writes measured, by name: those BENCH_SCENARIOS chooses. */
const WRITES = ['merchant status change', 'merchant settlement'] as const;
const writesChosen = WRITES.filter(isChosen);

async function measureWrites(call: JsonCall, merchantIds: readonly string[]) {
  const runId = Date.now().toString(36);
  const figures: WriteFigures[] = [];
  if (writesChosen.includes('merchant status change')) {
    figures.push(
      await compare('merchant status change', (writer, n) =>
        call('PUT', `/api/v1/merchants/update-merchant-status/${merchantIds[writer]}`, {
          status: n % 2 === 0 ? 'active' : 'inactive',
        }),
      ),
    );
  }
  if (!writesChosen.includes('merchant settlement')) return figures;
  let settled = 0;
  const settlement = await compare('merchant settlement', (writer) => {
    // Every settlement of the run has a transaction id of its own.
    settled += 1;
    return call('POST', '/api/v1/admin/create-transaction', {
      transactionId: `BENCH-${runId}-${settled}`,
      transactionAmount: 0.01,
      merchantId: merchantIds[writer],
    });
  });
  // The merchants end as they began the data set: active.
  for (const id of merchantIds) {
    await call('PUT', `/api/v1/merchants/update-merchant-status/${id}`, { status: 'active' });
  }
  return [...figures, settlement];
}

const paging = { page: 1, limit: 10, sort: -1 as const, includeTotal: true };
const AUDIT_PATH = '/audit?page=1&limit=10&sort=-1&includeTotal=true';

const auditScenarios = (adminId: string): Scenario[] => {
  const scenario = (name: string, query: string, filters: FilterValues): Scenario => ({
    name,
    kind: 'audit',
    path: `/api/v1${AUDIT_PATH}${query}`,
    repository: (on) => listAuditEvents(on, paging, filters),
  });
  const lastWeek = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return [
    scenario('first page', '', {}),
    scenario('by operator', `&administratorId=${adminId}`, { administratorId: adminId }),
    scenario('by kind (merchants)', '&kind=merchants', { kind: 'merchants' }),
    scenario('by action (users.setStatus)', '&action=users.setStatus', {
      action: 'users.setStatus',
    }),
    scenario('by date (one week, a month ago)', `&from=${lastWeek(37)}&to=${lastWeek(30)}`, {
      from: lastWeek(37),
      to: lastWeek(30),
    }),
    // Entry g is the operator's when g % 10 = 0, of kind k when g % 13 = k, of action a when
    // g % 6 = a: merchants and merchants.setStatus are one entry in 78.
    scenario('by kind and action', '&kind=merchants&action=merchants.setStatus', {
      kind: 'merchants',
      action: 'merchants.setStatus',
    }),
    // One entry in 390: the operator's users.
    scenario(
      'by operator, kind and action',
      `&administratorId=${adminId}&kind=users&action=merchants.setStatus`,
      { administratorId: adminId, kind: 'users', action: 'merchants.setStatus' },
    ),
    // The worst case for a count that reads in order: filters that match nothing (the
    // operator's entries are even, users.setStatus's odd), so no match ends the scan early.
    scenario(
      'by operator, kind and action, matching nothing',
      `&administratorId=${adminId}&kind=users&action=users.setStatus`,
      { administratorId: adminId, kind: 'users', action: 'users.setStatus' },
    ),
  ].filter((chosen) => isChosen(chosen.name));
};

const { rows: admins } = await pool.query<{ id: string }>(
  'select id from administrators order by created_at limit 1',
);
const adminId = admins[0]!.id;
let writes: WriteFigures[] = [];
if (writesChosen.length > 0) {
  const app = await startAppProcess(serverDir, databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS + 2 });
  try {
    writes = await measureWrites(jsonCaller(app.baseUrl, token, agent), await benchMerchants());
  } finally {
    agent.destroy();
    await app.stop();
  }
}
const made = await generateEntries(adminId);
const { figures } = await runScenarios(auditScenarios(adminId), {
  serverDir,
  databaseUrl,
  pool,
  token,
  requests,
}).finally(() => pool.end());

const ratioOf = (figures: WriteFigures) => figures.on.p95 / figures.off.p95;
const report = `# History benchmark

What recording every change (issue #30) costs a write, and the Audit list at
${made.toLocaleString('en-US')} entries. The real app in a process of its own; history is written by
PostgreSQL triggers in the writing transaction (migration 0023).

Machine: ${os.cpus().length} CPUs, load average ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')} at the end (\`uptime\`; other engineers' suites run on it too).
Data set: ${dataSet.orders.toLocaleString('en-US')} orders (demo generator, seed ${dataSet.seed}).

## Writes, history on and off

${WRITERS} clients, each on a merchant of its own, ${ROUNDS} rounds of each write with history on
then off (the triggers \`${RECORDING_TRIGGERS.join('`, `')}\` disabled; the call's write scope
stays: its transaction and the setting that says who writes). Target: p95 on ≤ ${TARGET_RATIO} × off.

| write | requests on / off | p50 on ms | p50 off ms | p95 on ms | p95 off ms | p95 on ÷ off | target |
|---|---:|---:|---:|---:|---:|---:|:---:|
${writes
  .map(
    (w) =>
      `| ${w.name} | ${w.on.requests} / ${w.off.requests} | ${ms(w.on.p50)} | ${ms(w.off.p50)} | ${ms(w.on.p95)} | ${ms(w.off.p95)} | ${ratioOf(w).toFixed(2)}× | ${ratioOf(w) <= TARGET_RATIO ? 'met' : 'missed'} |`,
  )
  .join('\n')}

## The Audit list at ${made.toLocaleString('en-US')} entries

\`GET /api/v1${AUDIT_PATH}\` and its filters, ${load.concurrency} clients, beside PostgreSQL answering
the same SQL to as many clients. Target: p95 ≤ ${TARGET_MS} ms. A page is its rows (the
\`(created_at, id)\` keys from the index that serves its filters: one for each combination of
operator, kind and action, migration 0041; then those rows, their operator, row count and whether
they can be reverted) beside its total: counted on the same index up to 201 matches, past that
PostgreSQL's estimate, which the app asks once a minute for the same filters (list-query.ts). The
PostgreSQL column replays the statements of a first request, the estimate's EXPLAIN included.

| page | p50 ms | p95 ms | PostgreSQL p95 ms | target |
|---|---:|---:|---:|:---:|
${figures
  .map(
    (f) =>
      `| ${f.scenario.name} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.direct.p95)} | ${f.p95 <= TARGET_MS ? 'met' : 'missed'} |`,
  )
  .join('\n')}

Run: \`cd apps/server && node --conditions=@satchel/source --import tsx bench/history.ts\` (environment in bench/history.ts).

${plansSection(figures)}`;
if (resultsFile) {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
}
console.log(report);
