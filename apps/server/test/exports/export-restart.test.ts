import { afterEach, expect, it, vi } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { connectDatabase } from '../../src/db/client.js';
import { ADMIN, signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import {
  csvRows,
  eventually,
  insertCustomers,
  userColumns,
  waitUntilDone,
} from './export-support.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const options: BuildAppOptions = { exportLimits: { streamRows: 10, partBytes: 64 } };
const CUSTOMERS = 600;
/** The advisory lock the test holds to keep a run between its header and its rows. */
const HELD = 4242;

async function appOn(databaseUrl: string) {
  const app = await buildApp(testConfig(databaseUrl), options);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  closers.push(close);
  return { app, close };
}

it('finishes an export whose server stopped mid-run on another server, with the whole file', async () => {
  const databaseUrl = await createTestDatabase();
  const connection = connectDatabase(databaseUrl);
  closers.push(() => connection.pool.end());
  const { pool } = connection;
  const first = await appOn(databaseUrl);
  // A run writes its header, then waits at its first part of rows while the test holds HELD:
  // the moment an instance stops is then the test's to choose, mid-run.
  await pool.query(`
    create function hold_export_rows() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_lock_shared(${HELD});
      perform pg_advisory_unlock_shared(${HELD});
      return new;
    end $$;
    create trigger hold_export_rows before insert on list_export_parts
      for each row when (new.part >= 1) execute function hold_export_rows();`);
  const holder = await pool.connect();
  closers.push(async () => holder.release());
  await holder.query('select pg_advisory_lock($1)', [HELD]);
  await insertCustomers(connection.db, CUSTOMERS);
  const token = await signIn(first.app, ADMIN);
  const status = (app: typeof first.app, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/exports/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const stored = async (id: string) =>
    (await pool.query('select state, parts, rows_written from list_exports where id = $1', [id]))
      .rows[0];

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
  expect((await status(first.app, id)).json().data).toMatchObject({ state: 'running' });
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
  const file = await second.app.inject({ method: 'GET', url: done.link! });
  expect(file.statusCode).toBe(200);
  const [header, ...rows] = csvRows(file.body);
  expect(header).toEqual(['Name', 'Phone', 'Status', 'Created At']);
  // Every customer exactly once, newest first: the second run wrote the file afresh.
  expect(rows.map((row) => row[0])).toEqual(
    Array.from(
      { length: CUSTOMERS },
      (_, index) => `Customer ${String(CUSTOMERS - 1 - index).padStart(5, '0')}`,
    ),
  );
  expect(Number(file.headers['content-length'])).toBe(Buffer.byteLength(file.body));
}, 300_000);
