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

// Two rows a part: 600 customers make 300 parts, each its own transaction, long enough a run
// to stop the app in the middle of it.
const options: BuildAppOptions = { exportLimits: { streamRows: 10, batchRows: 2 } };
const CUSTOMERS = 600;

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
  const first = await appOn(databaseUrl);
  await insertCustomers(connection.db, CUSTOMERS);
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
  await vi.waitFor(async () => {
    expect((await status(first.app, id)).json().data.rowsWritten).toBeGreaterThan(0);
  }, eventually);
  // A valid link to a file not yet whole serves nothing: only a finished export has a file.
  const early = await first.app.inject({
    method: 'GET',
    url: `/api/v1/exports/${id}/file?${first.app.fileLinks.signedQuery(`exports/${id}`)}`,
  });
  expect(early.statusCode).toBe(404);

  await first.close();
  const second = await appOn(databaseUrl);
  const stopped = (await status(second.app, id)).json().data;
  // Stopped part-way: what it wrote is kept, and no link is offered.
  expect(stopped.state).toBe('running');
  expect(stopped.rowsWritten).toBeGreaterThan(0);
  expect(stopped.rowsWritten).toBeLessThan(CUSTOMERS);
  expect(stopped.link).toBeUndefined();

  const done = await waitUntilDone(second.app, token, id);
  expect(done).toMatchObject({ rowsWritten: CUSTOMERS, total: CUSTOMERS });
  const file = await second.app.inject({ method: 'GET', url: done.link! });
  expect(file.statusCode).toBe(200);
  const [header, ...rows] = csvRows(file.body);
  expect(header).toEqual(['Name', 'Phone', 'Status', 'Created At']);
  // Every customer exactly once, newest first: no part lost or written twice across the stop.
  expect(rows.map((row) => row[0])).toEqual(
    Array.from(
      { length: CUSTOMERS },
      (_, index) => `Customer ${String(CUSTOMERS - 1 - index).padStart(5, '0')}`,
    ),
  );
  expect(Number(file.headers['content-length'])).toBe(Buffer.byteLength(file.body));
}, 300_000);
