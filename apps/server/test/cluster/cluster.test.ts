import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { percentiles } from '../../bench/orders/percentiles.js';
import { holdExportRows, userColumns } from '../exports/export-support.js';
import { ADMIN } from '../support/app.js';
import {
  debianPostgresBin,
  type PrimaryAndReplica,
  startPrimaryAndReplica,
} from '../support/postgres-cluster.js';
import { type StartedServer, signInTo, useServerProcesses } from '../support/server-process.js';
import { type Balancer, findHaproxy, startBalancer } from '../support/services/haproxy.js';
import { findPgBouncer, type PgBouncer, startPgBouncer } from '../support/services/pgbouncer.js';
import { type LoadRequest, type Outcome, runLoad } from './load.js';

const postgresBin = debianPostgresBin();
const haproxy = findHaproxy();
const pgbouncer = findPgBouncer();
const servers = useServerProcesses();

const CLIENTS = 16;
const LOAD_SECONDS = 60;
/** When the faults come, in seconds from the load's start. */
const KILL_AT = 8;
const REPLICA_STOP_AT = 30;
const REPLICA_START_AT = 42;
/** Customers added to the demo's, so that a users export runs as a job (past 10,000 rows). */
const EXPORTED_CUSTOMERS = 10_050;
/** The advisory lock the test holds to keep the export's run at its first part of rows. */
const HELD = 4243;
const eventually = { timeout: 180_000, interval: 200 };

const report = fileURLToPath(new URL('../../bench-results/cluster.md', import.meta.url));

let cluster: PrimaryAndReplica | undefined;
let balancer: Balancer | undefined;
let bouncer: PgBouncer | undefined;
afterAll(async () => {
  await balancer?.stop();
  await bouncer?.stop();
  await cluster?.remove();
});

const portOf = ({ url }: StartedServer) => Number(new URL(url).port);

/** The phases of the run, between the faults, with their requests' figures. */
function phasesOf(outcomes: readonly Outcome[], marks: readonly { name: string; at: number }[]) {
  return marks.map((mark, index) => {
    const until = marks[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const inPhase = outcomes.filter((outcome) => outcome.at >= mark.at && outcome.at < until);
    const { p50, p95 } = percentiles(inPhase.map((outcome) => outcome.ms));
    return {
      name: mark.name,
      requests: inPhase.length,
      failures: inPhase.filter((outcome) => !outcome.ok),
      p50,
      p95,
    };
  });
}

describe.skipIf(!postgresBin || !haproxy || !pgbouncer)('the cluster', () => {
  it('serves 16 clients for 60 s behind HAProxy and PgBouncer with no failed request while an instance is killed mid-export and the replica stops and returns', async () => {
    cluster = await startPrimaryAndReplica(postgresBin as string);
    const urls = await cluster.createDatabase('satchel');
    // The instances reach the primary through PgBouncer in transaction mode; their LISTEN and
    // session locks go straight to it, and their reads to the replica.
    bouncer = await startPgBouncer({ postgresUrl: urls.primary, poolSize: 20 });
    const environment = {
      DATABASE_URL: bouncer.urlOf('satchel'),
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: urls.primary,
      DATABASE_REPLICA_URLS: urls.replica,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    };
    // The first instance seeds the demo marketplace; the others start on it.
    const first = await servers.start({ ...environment, SEED_DEMO: 'true', DEMO_ORDERS: '2000' });
    const others = await Promise.all(
      [1, 2].map(() => servers.start({ ...environment, SEED_DEMO: 'false' })),
    );
    const instances = [first, ...others];
    balancer = await startBalancer(instances.map(portOf));

    const primary = new pg.Pool({ connectionString: urls.primary, max: 2 });
    const replicaAdmin = new pg.Pool({ connectionString: urls.replica, max: 1 });
    try {
      await primary.query(
        `insert into customers (id, name, phone, status)
             select left(replace(gen_random_uuid()::text, '-', ''), 24), 'Cluster customer ' || n, '7' || lpad(n::text, 9, '0'), 'active'
             from generate_series(1, ${EXPORTED_CUSTOMERS}) as n`,
      );
      const customerIds = (
        await primary.query('select id from customers order by id limit 160')
      ).rows.map((row) => row.id as string);
      const orderIds = (
        await primary.query('select id from orders order by id limit 200')
      ).rows.map((row) => row.id as string);
      // An export's run writes its header, then waits at its first part of rows while the test
      // holds HELD: its instance is then killed mid-run.
      await holdExportRows(primary, HELD);
      const holder = await primary.connect();
      await holder.query('select pg_advisory_lock($1)', [HELD]);
      await cluster.caughtUp();

      const token = await signInTo(balancer.url);
      const next = (client: number, turn: number): LoadRequest => {
        const customer = customerIds[(client * 10 + (turn % 10)) % customerIds.length];
        const order = orderIds[(client * 7 + turn) % orderIds.length];
        switch (turn % 4) {
          case 0:
            return {
              what: 'orders list',
              method: 'GET',
              path: `/sales/orders?page=${(turn % 20) + 1}&limit=10`,
            };
          case 1:
            return { what: 'order details', method: 'GET', path: `/sales/orders/details/${order}` };
          case 2:
            return { what: 'drivers list', method: 'GET', path: '/driver/list?page=1&limit=10' };
          default:
            return {
              what: 'user status',
              method: 'PUT',
              path: `/user/status/${customer}`,
              body: { status: turn % 8 === 3 ? 'inactive' : 'active' },
            };
        }
      };
      const startedAt = performance.now();
      const secondsIn = () => (performance.now() - startedAt) / 1000;
      const marks = [{ name: 'before the faults', at: 0 }];
      const mark = (name: string) => marks.push({ name, at: performance.now() - startedAt });
      const untilSecond = async (second: number) => {
        if (secondsIn() < second) await sleep((second - secondsIn()) * 1000);
      };
      const load = runLoad({
        url: balancer.url,
        token,
        clients: CLIENTS,
        seconds: LOAD_SECONDS,
        next,
      });

      // An export that runs as a job, on whichever instance takes it.
      await untilSecond(KILL_AT);
      const exported = await fetch(`${balancer.url}/api/v1/exports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ list: 'users', query: { sort: -1 }, columns: userColumns }),
      });
      expect(exported.status).toBe(202);
      const exportId = ((await exported.json()) as { data: { id: string } }).data.id;
      const runner = await vi.waitFor(async () => {
        const { rows } = await primary.query(
          `select application_name from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike '%list_export_parts%'`,
        );
        const pid = Number(/^satchel (\d+)$/.exec(rows[0]?.application_name ?? '')?.[1]);
        const instance = instances.find((candidate) => candidate.child.pid === pid);
        expect(instance).toBeDefined();
        return instance as StartedServer;
      }, eventually);
      mark('an instance killed mid-export');
      runner.child.kill('SIGKILL');
      await holder.query('select pg_advisory_unlock($1)', [HELD]);
      holder.release();

      await untilSecond(REPLICA_STOP_AT);
      mark('the replica stopped');
      await cluster.replica.stop();
      await untilSecond(REPLICA_START_AT);
      await cluster.replica.start();
      mark('the replica back');
      const fetchedBefore = await replicaRowsFetched(cluster, urls.replica);
      const outcomes = await load;
      const fetchedAfter = await replicaRowsFetched(cluster, urls.replica);

      // The export finished on another instance, with every row.
      const done = await vi.waitFor(async () => {
        const response = await fetch(`${balancer!.url}/api/v1/exports/${exportId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const status = (
          (await response.json()) as {
            data: { state: string; rowsWritten: number; total: number; link?: string };
          }
        ).data;
        expect(status.state).toBe('done');
        return status;
      }, eventually);
      expect(done.rowsWritten).toBe(done.total);
      expect(done.total).toBeGreaterThan(EXPORTED_CUSTOMERS);

      const phases = phasesOf(outcomes, marks);
      await writeFile(report, reportOf(phases, done, fetchedAfter - fetchedBefore));
      // No request the clients saw failed, in any phase.
      expect(
        phases.flatMap((phase) =>
          phase.failures.map(({ what, status }) => `${phase.name}: ${what} ${status}`),
        ),
      ).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(CLIENTS * LOAD_SECONDS);
      // Read from again once back: far more rows than the instances' probes fetch.
      expect(fetchedAfter - fetchedBefore).toBeGreaterThan(1_000);
    } finally {
      await primary.end();
      await replicaAdmin.end();
    }
  }, 900_000);
});

/** The rows the replica's database has handed out so far (PostgreSQL's own statistics). */
async function replicaRowsFetched(cluster: PrimaryAndReplica, url: string): Promise<number> {
  for (const giveUpAt = Date.now() + 60_000; ; ) {
    try {
      const client = new pg.Client(url);
      await client.connect();
      try {
        const { rows } = await client.query(
          'select tup_fetched + tup_returned as rows from pg_stat_database where datname = current_database()',
        );
        return Number(rows[0].rows);
      } finally {
        await client.end();
      }
    } catch (error) {
      // Starting: ask again, for a while.
      if (Date.now() > giveUpAt) {
        throw new Error(
          `The replica does not answer (${error}); its log:\n${await cluster.replica.log()}`,
        );
      }
      await sleep(100);
    }
  }
}

function reportOf(
  phases: ReturnType<typeof phasesOf>,
  done: { rowsWritten: number; total: number },
  replicaRows: number,
): string {
  const rows = phases.map(
    ({ name, requests, failures, p50, p95 }) =>
      `| ${name} | ${requests} | ${failures.length} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
  );
  return `# Cluster test

Three server instances behind HAProxy 2.6 (round robin, health checks on /health/ready, retries
of idempotent and keyed requests), through PgBouncer 1.18 in transaction mode to a PostgreSQL
primary, with one streaming replica for reads, all
started by \`apps/server/test/cluster/cluster.test.ts\` from Debian's packages. ${CLIENTS} clients
for ${LOAD_SECONDS} s: the orders list, an order's details, the drivers list and a user's status
change, in turn. Faults: at ${KILL_AT} s an instance running an export job is killed (SIGKILL); at
${REPLICA_STOP_AT} s the replica stops (immediate shutdown); at ${REPLICA_START_AT} s it starts again.

| phase | requests | failures | p50 ms | p95 ms |
|---|---:|---:|---:|---:|
${rows.join('\n')}

The export finished on another instance: ${done.rowsWritten} of ${done.total} rows. Rows the
replica handed out after it came back: ${replicaRows}.
`;
}
