import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { connectDatabase } from '../../src/db/client.js';
import { ADMIN, signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { startServerOn, useServerProcesses } from '../support/server-process.js';
import {
  csvRows,
  eventually,
  holdExportRows,
  insertCustomers,
  userColumns,
  waitUntilDone,
} from './export-support.js';

const closers: (() => Promise<void>)[] = [];
const servers = useServerProcesses();
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const options: BuildAppOptions = { exportLimits: { streamRows: 10, partBytes: 64 } };
const CUSTOMERS = 600;
/** The advisory lock the test holds to keep a run between its header and its rows. */
const HELD = 4242;

async function appOn(databaseUrl: string) {
  // A short drain: a held run outlasts it, and goes back to the queue at once.
  const app = await buildApp(testConfig(databaseUrl, { jobDrainSeconds: 1 }), options);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  closers.push(close);
  return { app, close };
}

/**
 * A database where an export's run writes its header, then waits at its first part of rows
 * while the test holds HELD (`holder` holds it from the start): the moment an instance stops
 * is then the test's to choose, mid-run.
 */
async function databaseHoldingExports(customerCount: number) {
  const databaseUrl = await createTestDatabase();
  const connection = connectDatabase(databaseUrl);
  closers.push(() => connection.pool.end());
  const { pool } = connection;
  // Migrated by a first app, closed once it has made the tables.
  await (await appOn(databaseUrl)).close();
  await holdExportRows(pool, HELD);
  const holder = await pool.connect();
  closers.push(async () => holder.release());
  await holder.query('select pg_advisory_lock($1)', [HELD]);
  await insertCustomers(connection.db, customerCount);
  const stored = async (id: string) =>
    (await pool.query('select state, parts, rows_written from list_exports where id = $1', [id]))
      .rows[0];
  return { databaseUrl, pool, holder, stored };
}

/** The users export's file: every customer exactly once, newest first. */
async function expectWholeFile(app: FastifyInstance, link: string, customerCount: number) {
  const file = await app.inject({ method: 'GET', url: link });
  expect(file.statusCode).toBe(200);
  const [header, ...rows] = csvRows(file.body);
  expect(header).toEqual(['Name', 'Phone', 'Status', 'Created At']);
  expect(rows.map((row) => row[0])).toEqual(
    Array.from(
      { length: customerCount },
      (_, index) => `Customer ${String(customerCount - 1 - index).padStart(5, '0')}`,
    ),
  );
  expect(Number(file.headers['content-length'])).toBe(Buffer.byteLength(file.body));
}

it('finishes an export whose server stopped mid-run on another server, which showed its progress', async () => {
  const { databaseUrl, pool, holder, stored } = await databaseHoldingExports(CUSTOMERS);
  const first = await appOn(databaseUrl);
  const token = await signIn(first.app, ADMIN);
  const status = (app: typeof first.app, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/exports/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const started = await first.app.inject({
    method: 'POST',
    url: '/api/v1/exports',
    headers: { authorization: `Bearer ${token}` },
    payload: { list: 'users', query: { sort: -1 }, columns: userColumns },
  });
  expect(started.statusCode).toBe(202);
  const { id } = started.json().data;
  // Its header written, its rows on their way: mid-run.
  await vi.waitFor(async () => expect((await stored(id)).parts).toBe(1), eventually);
  const running = (await status(first.app, id)).json().data;
  expect(running).toMatchObject({ state: 'running', total: CUSTOMERS });
  // Another instance, which does not run the job, shows the same progress.
  const observer = await appOn(databaseUrl);
  expect((await status(observer.app, id)).json().data).toEqual(running);
  await observer.close();
  // A valid link to a file not yet whole serves nothing: only a finished export has a file.
  const early = await first.app.inject({
    method: 'GET',
    url: `/api/v1/exports/${id}/file?${first.app.fileLinks.signedQuery(`exports/${id}`)}`,
  });
  expect(early.statusCode).toBe(404);

  // The instance stops: its queue gives up the run it could not finish (after its grace time),
  // to be run again; then the held rows go through, to a run that no longer counts.
  const closing = first.close();
  await vi.waitFor(async () => {
    const { rows } = await pool.query(
      `select state from pgboss.job where name = 'list-export' and data->>'exportId' = $1`,
      [id],
    );
    expect(rows[0]?.state).toBe('retry');
  }, eventually);
  await holder.query('select pg_advisory_unlock($1)', [HELD]);
  await closing;
  // Stopped part-way: no half file is offered as whole.
  expect(await stored(id)).toMatchObject({ state: 'running' });

  const second = await appOn(databaseUrl);
  const done = await waitUntilDone(second.app, token, id);
  expect(done).toMatchObject({ rowsWritten: CUSTOMERS, total: CUSTOMERS });
  // The second run wrote the file afresh.
  await expectWholeFile(second.app, done.link!, CUSTOMERS);
}, 300_000);

it('finishes an export whose server was killed mid-run (SIGKILL) on another server', async () => {
  // Past the rows a server answers at once (its default limits): the export runs as a job.
  const customerCount = 10_050;
  const { databaseUrl, holder, stored } = await databaseHoldingExports(customerCount);
  const killed = await startServerOn(servers, databaseUrl);
  const { token } = killed;
  const api = `${killed.url}/api/v1`;
  const started = await fetch(`${api}/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ list: 'users', query: { sort: -1 }, columns: userColumns }),
  });
  expect(started.status).toBe(202);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  await vi.waitFor(async () => expect((await stored(id)).parts).toBe(1), eventually);

  // Killed outright: no grace, no word to the queue, which would wait half an hour for the
  // job to expire; the instance's heartbeats stop instead.
  killed.child.kill('SIGKILL');
  await new Promise((resolve) => killed.child.once('exit', resolve));
  await holder.query('select pg_advisory_unlock($1)', [HELD]);

  const other = await appOn(databaseUrl);
  const done = await waitUntilDone(other.app, token, id);
  expect(done).toMatchObject({ rowsWritten: customerCount, total: customerCount });
  await expectWholeFile(other.app, done.link!, customerCount);
}, 300_000);
