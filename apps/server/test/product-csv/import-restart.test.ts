import { productCsv } from '@satchel/api';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { connectDatabase } from '../../src/db/client.js';
import { testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { insertCategory, insertMerchant } from '../support/factories.js';
import { uploadPath } from '../support/product-csv.js';
import { startServerOn, useServerProcesses } from '../support/server-process.js';
import {
  eventually,
  holdProductWrites,
  mainProductsCsv,
  waitUntilEnded,
} from './queued-import-support.js';

const servers = useServerProcesses();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** Past the size a server imports while the call waits (its default limits): a job. */
const ROWS = 30_000;

it('imports a file whose server was killed mid-import (SIGKILL) exactly once, on another server', async () => {
  const databaseUrl = await createTestDatabase();
  const { db, pool } = connectDatabase(databaseUrl);
  closers.push(() => pool.end());
  // Migrated by a first app, closed once it has made the tables.
  await (await buildApp(testConfig(databaseUrl))).close();
  const category = await insertCategory(db);
  const merchant = await insertMerchant(db);
  const csv = mainProductsCsv(category.name, ROWS, 'KILL');
  expect(Buffer.byteLength(csv)).toBeGreaterThan(productCsv.QUEUED_FROM_BYTES);

  const killed = await startServerOn(servers, databaseUrl);
  const held = await holdProductWrites(pool);
  closers.push(held.release);
  const form = new FormData();
  form.append(productCsv.CSV_FILE_FIELD, new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const started = await fetch(`${killed.url}/api/v1${uploadPath(merchant.id)}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${killed.token}` },
  });
  expect(started.status, await started.clone().text()).toBe(202);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  // The whole file read and checked, its transaction waiting at its first write: mid-import.
  await vi.waitFor(async () => {
    const { rows } = await pool.query(
      'select state, rows_read as "rowsRead" from product_imports where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ state: 'running', rowsRead: ROWS });
  }, eventually);

  // Killed outright: its import's transaction dies with its connections, and its heartbeats stop,
  // so another instance hands the job back to the queue.
  killed.child.kill('SIGKILL');
  await new Promise((resolve) => killed.child.once('exit', resolve));
  await held.release();

  const other = await buildApp(testConfig(databaseUrl));
  closers.push(() => other.close());
  const done = await waitUntilEnded(other, killed.token, id);
  expect(done).toMatchObject({
    state: 'done',
    rowsRead: ROWS,
    imported: { type: 'main', rows: ROWS, created: ROWS, updated: 0 },
  });
  // Exactly once: every row of the file once, in one history entry.
  const { rows: made } = await pool.query(
    `select count(*)::integer as products, count(distinct sku)::integer as skus
       from products where merchant_id = $1`,
    [merchant.id],
  );
  expect(made[0]).toEqual({ products: ROWS, skus: ROWS });
  const { rows: entries } = await pool.query(
    `select count(distinct c.event_id)::integer as n from audit_changes c
      where c.row_id in (select id from products where merchant_id = $1)`,
    [merchant.id],
  );
  expect(entries[0].n).toBe(1);
  // The killed run's job ran again to its end: nothing of it waits or is lost.
  const { rows: jobs } = await pool.query(
    `select state from pgboss.job where name = $1 and data->>'importId' = $2`,
    ['product-csv-import', id],
  );
  expect(jobs.map((job) => job.state)).toEqual(['completed']);
}, 600_000);
