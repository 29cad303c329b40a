import { seedDemoIfEmpty } from '@satchel/demo';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { csvRows, userColumns, waitUntilDone } from '../exports/export-support.js';
import { publishedOperations } from '../reliability/operations.js';
import { ADMIN, logout, signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { type EventStreamReader, readEventStream } from '../support/event-stream-reader.js';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from '../support/server-process.js';
import { findPgBouncer, type PgBouncer, startPgBouncer } from '../support/services/pgbouncer.js';
import { type ConsoleCall, consoleCalls } from './console-calls.js';

/**
 * Issue 32, item 2: the server behind Debian's PgBouncer (1.18) in transaction mode, which
 * keeps no prepared statement across server connections and gives LISTEN back with the
 * connection. Two instances on a demo database, both through the pooler, with
 * DATABASE_POOLER=transaction and DATABASE_DIRECT_URL for what needs PostgreSQL itself.
 */
const pgbouncer = findPgBouncer();
if (!pgbouncer) {
  console.warn(
    'SKIPPED the PgBouncer suite: no pgbouncer program (apt-get install pgbouncer; .ci/run installs it).',
  );
}

/** Demo orders: enough for every list to have pages, few enough to seed in seconds. */
const DEMO_ORDERS = 300;
/** How long an instance may take to hear what it listens to: a ceiling, never a wait. */
const HEARD_WITHIN = { timeout: 20_000, interval: 50 };
/** A case's ceiling on a loaded machine (its jobs, its hundreds of calls), never a wait. */
const CASE_WITHIN_MS = 240_000;
/** How many calls are in flight at once: more than the pooler's server connections. */
const AT_ONCE = 12;

describe.skipIf(!pgbouncer)('behind PgBouncer in transaction mode', () => {
  const servers = useServerProcesses();
  let pooled: { url: string; directUrl: string } | undefined;
  let bouncer: PgBouncer | undefined;
  let direct: pg.Pool | undefined;
  const instances: FastifyInstance[] = [];
  let token: string;

  beforeAll(async () => {
    const directUrl = await createTestDatabase();
    bouncer = await startPgBouncer({ postgresUrl: directUrl });
    const pooledUrl = bouncer.urlOf(new URL(directUrl).pathname.slice(1));
    // As an operator sets it: the pooler, what it is, and PostgreSQL itself.
    const { databasePooler, databaseDirectUrl } = loadConfig({
      DATABASE_URL: pooledUrl,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: directUrl,
    });
    const config = testConfig(pooledUrl, { databasePooler, databaseDirectUrl });
    pooled = { url: pooledUrl, directUrl };
    // Exports past ten rows are jobs, which any instance runs.
    const options = { exportLimits: { streamRows: 10, partBytes: 4096 } };
    // Started at once: their migrations and queue creation take turns on the direct connection.
    const started = await Promise.allSettled([
      buildApp(config, options),
      buildApp(config, options),
    ]);
    for (const outcome of started)
      if (outcome.status === 'fulfilled') instances.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    await seedDemoIfEmpty(pooledUrl, instances[0]!.files, () => {}, { orders: DEMO_ORDERS });
    direct = new pg.Pool({ connectionString: directUrl });
    token = await signIn(instances[0]!);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await direct?.end();
    await bouncer?.stop();
  }, 120_000);

  let writes = 0;
  const send = (app: FastifyInstance, call: ConsoleCall & { body?: object }, bearer = token) =>
    app.inject({
      method: call.method as InjectOptions['method'],
      url: call.url,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(call.body && { 'idempotency-key': `pooler-test-${++writes}` }),
      },
      ...(call.body && { payload: call.body }),
    });

  /** Where `app` listens on a real port (a stream needs one), from its first stream on. */
  const origins = new Map<FastifyInstance, Promise<string>>();
  const originOf = (app: FastifyInstance): Promise<string> => {
    if (!origins.has(app)) origins.set(app, app.listen({ host: '127.0.0.1', port: 0 }));
    return origins.get(app)!;
  };

  /** A change stream of `app`'s, open for `bearer`'s session, once it is ready. */
  async function openStream(app: FastifyInstance, bearer = token): Promise<EventStreamReader> {
    const ticket = await send(app, { method: 'POST', url: '/api/v1/events/ticket' }, bearer);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const origin = await originOf(app);
    const stream = await readEventStream(
      `${origin}/api/v1/events?ticket=${ticket.json().data.ticket}`,
    );
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  it(
    'runs an export and a bulk run as jobs, and serves the file',
    async () => {
      const [first, second] = instances as [FastifyInstance, FastifyInstance];
      const exported = await send(first, {
        method: 'POST',
        url: '/api/v1/exports',
        body: { list: 'users', query: { sort: 1 }, columns: userColumns },
      });
      expect(exported.statusCode, exported.body).toBe(202);
      const done = await waitUntilDone(second, token, exported.json().data.id);
      const file = await second.inject({ method: 'GET', url: done.link! });
      expect(file.statusCode).toBe(200);
      const [header, ...rows] = csvRows(file.body);
      expect(header).toEqual(userColumns.map((column) => column.heading));
      const { rows: counted } = await direct!.query('select count(*)::int as n from customers');
      expect(rows).toHaveLength(counted[0].n);

      const bulk = await send(first, {
        method: 'POST',
        url: '/api/v1/bulk-runs',
        body: {
          action: 'users.status',
          filters: { name: 'nobody by this name' },
          status: 'inactive',
        },
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await send(second, { method: 'GET', url: `/api/v1/bulk-runs/${bulk.json().data.id}` })
            ).json().data.state,
          {
            timeout: 120_000,
            interval: 50,
          },
        )
        .toBe('done');
    },
    CASE_WITHIN_MS,
  );

  it(
    "hears a write made on one instance on the other's change stream",
    async () => {
      const [first, second] = instances as [FastifyInstance, FastifyInstance];
      // The listener hears once its probe came back (a busy machine may take a while).
      await expect.poll(() => second.notifications.hearing, HEARD_WITHIN).toBe(true);
      const stream = await openStream(second);
      try {
        const { rows } = await direct!.query<{ id: string }>('select id from coupons limit 1');
        const id = rows[0]!.id;
        const changed = await send(first, {
          method: 'PATCH',
          url: `/api/v1/admin/update-coupon/${id}`,
          body: { name: 'Heard through PgBouncer' },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const notice = await stream.next(
          (event) => event.event === 'change' && event.data.includes(id),
        );
        expect(JSON.parse(notice.data)).toEqual({ kind: 'coupons', id, action: 'update' });
      } finally {
        stream.close();
      }
    },
    CASE_WITHIN_MS,
  );

  it(
    "ends a session on one instance, which the other's session cache and streams hear",
    async () => {
      const [first, second] = instances as [FastifyInstance, FastifyInstance];
      const ending = await signIn(first);
      // Trusted only while every session change is heard: the token is then checked once.
      await expect.poll(() => second.signedInAdmins.trusted, HEARD_WITHIN).toBe(true);
      const me = { method: 'GET', url: '/api/v1/admin/me' };
      expect((await send(second, me, ending)).statusCode).toBe(200);
      const stream = await openStream(second, ending);
      expect((await logout(first, ending)).statusCode).toBe(200);
      await stream.ended;
      expect((await send(second, me, ending)).statusCode).toBe(401);
      expect((await send(second, me)).statusCode).toBe(200);
    },
    CASE_WITHIN_MS,
  );

  /**
   * A merchant earnings report asked without a day reports today (India's calendar). Just after
   * India's midnight there is no delivery yet, and the report rightly answers the spec's 404.
   */
  const noDeliveriesToday = (url: string, answer: { statusCode: number; body: string }) =>
    answer.statusCode === 404 &&
    url === '/api/v1/sales/orders/merchant-earning-record' &&
    answer.body.includes('No order is delivered in that period');

  it(
    'answers every list call and every GET of the console, many at once',
    async () => {
      const [first, second] = instances as [FastifyInstance, FastifyInstance];
      // The day of India's calendar with the most deliveries: the latest one has only minutes of
      // them just after India's midnight (18:30 UTC), and a merchant's earnings report of a day
      // without its deliveries is rightly a 404.
      const { rows } = await direct!.query<{ day: string }>(
        `select to_char(delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
         from orders where delivered_at is not null group by 1 order by count(*) desc, 1 desc limit 1`,
      );
      const demo = { day: rows[0]!.day };
      const calls = await consoleCalls(
        await publishedOperations(first),
        direct!,
        demo,
        async (call) => {
          const answer = await send(first, call);
          return String(answer.headers['content-type']).includes('json')
            ? answer.json()
            : undefined;
        },
      );
      // Each call on both instances, many at once: one pool connection's statements land on
      // whichever of the pooler's few server connections is free.
      const failures: string[] = [];
      const queue = calls.flatMap(
        (call) =>
          [
            [first, call],
            [second, call],
          ] as const,
      );
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [app, call] = next;
          const answer = await send(app, call);
          if (answer.statusCode >= 400 && !noDeliveriesToday(call.url, answer)) {
            failures.push(
              `${call.method} ${call.url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      console.log(`behind PgBouncer: ${calls.length} console calls, each on both instances`);
      expect(failures).toEqual([]);
    },
    CASE_WITHIN_MS,
  );

  it(
    'starts as `npm start` does, from the environment, and answers through the pooler',
    async () => {
      const { url } = await servers.start({
        DATABASE_URL: pooled!.url,
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: pooled!.directUrl,
        SEED_DEMO: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: await servers.dataDir(),
      });
      const login = await fetch(`${url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { token: string } };
      const headers = { authorization: `Bearer ${data.token}` };
      for (const path of ['/api/v1/sales/orders?page=1&limit=10', '/api/v1/dashboard/glance']) {
        // Twice: the second finds each statement's shape already built.
        for (const _ of [1, 2])
          expect((await fetch(`${url}${path}`, { headers })).status).toBe(200);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
