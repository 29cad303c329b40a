import { productCsvColumns, productCsvExamples } from '@satchel/api';
import { builtInRoleIds } from '@satchel/db/schema';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { connectDatabase } from '../../src/db/client.js';
import type { Db } from '../../src/repos/db.js';
import { defaultProductCsvLimits } from '../../src/routes/product-csv.js';
import { ADMIN, signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { insertCategory, insertMerchant } from '../support/factories.js';
import { uploadCsv } from '../support/multipart.js';
import { operatorWithRole } from '../support/operators.js';
import { ASSIGN_PATH, csvText, productsOf, uploadPath } from '../support/product-csv.js';
import {
  eventually,
  holdProductWrites,
  importStatus,
  mainProductsCsv,
  waitUntilEnded,
} from './queued-import-support.js';

/** Far below the real threshold, so that a file of a few hundred rows is queued. */
const QUEUED_FROM = 4096;
const ROWS = 300;

const closers: (() => Promise<void>)[] = [];
let pool: pg.Pool;
let db: Db;
let token: string;
/** Queues any file past QUEUED_FROM bytes. */
let queuing: FastifyInstance;
/** Another instance on the same database, with the real threshold: imports the same files at once. */
let other: FastifyInstance;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  queuing = await buildApp(testConfig(databaseUrl), {
    productCsvLimits: { ...defaultProductCsvLimits, queuedFromBytes: QUEUED_FROM },
  });
  closers.push(() => queuing.close());
  other = await buildApp(testConfig(databaseUrl));
  closers.push(() => other.close());
  const connection = connectDatabase(databaseUrl);
  closers.push(() => connection.pool.end());
  ({ pool, db } = connection);
  token = await signIn(queuing, ADMIN);
}, 180_000);
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** What an operator sees of a product: everything but its own id and times. */
const shown = (product: Awaited<ReturnType<typeof productsOf>>[number]) => ({
  sku: product.sku,
  title: product.title,
  brand: product.brand,
  description: product.description,
  price: product.price,
  stock: product.stock,
  images: product.images,
  categoryId: product.categoryId,
  productType: product.productType,
  status: product.status,
});

/** The history entries that name any of `rowIds`, with how many of their rows they name. */
async function entriesNaming(rowIds: readonly string[]) {
  const { rows } = await pool.query(
    `select e.action, e.administrator_id as "administratorId", count(*)::integer as rows
       from audit_events e join audit_changes c on c.event_id = e.id
      where c.row_id = any($1) group by e.id`,
    [rowIds],
  );
  return rows;
}

describe('a product CSV file past the size imported while the call waits', () => {
  it('is imported by a job, its progress and outcome shown by every instance, as if imported at once', async () => {
    const category = await insertCategory(db);
    const [queuedTo, directTo] = [await insertMerchant(db), await insertMerchant(db)];
    const csv = mainProductsCsv(category.name, ROWS, 'JOB');
    const bytes = Buffer.byteLength(csv);
    const held = await holdProductWrites(pool);
    closers.push(held.release);

    const started = await uploadCsv(queuing, token, uploadPath(queuedTo.id), csv);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data;
    expect(started.json().data).toMatchObject({
      state: 'queued',
      fileName: 'products.csv',
      bytes,
      bytesRead: 0,
      rowsRead: 0,
      finishedAt: null,
    });

    // Read and checked, waiting at its first write: any instance shows how far it got.
    let running: Awaited<ReturnType<typeof importStatus>> | undefined;
    await vi.waitFor(async () => {
      running = await importStatus(other, token, id);
      expect(running).toMatchObject({ state: 'running', rowsRead: ROWS, bytesRead: bytes });
    }, eventually);
    expect(await importStatus(queuing, token, id)).toEqual(running);
    expect(await productsOf(db, queuedTo.id)).toEqual([]);
    await held.release();

    const done = await waitUntilEnded(other, token, id);
    // The same file, imported while the call waits by the instance with the real threshold.
    const direct = await uploadCsv(other, token, uploadPath(directTo.id), csv);
    expect(direct.statusCode, direct.body).toBe(201);
    expect(direct.json().data).toEqual({ type: 'main', rows: ROWS, created: ROWS, updated: 0 });
    expect(done).toMatchObject({
      state: 'done',
      rowsRead: ROWS,
      bytesRead: bytes,
      imported: direct.json().data,
      finishedAt: expect.any(String),
    });
    expect(done.refusal).toBeUndefined();
    const made = await productsOf(db, queuedTo.id);
    expect(made.map(shown)).toEqual((await productsOf(db, directTo.id)).map(shown));

    // One history entry, the operator's, naming every product the file made.
    const adminId = (
      await pool.query('select id from administrators where username = $1', [ADMIN.username])
    ).rows[0].id;
    expect(await entriesNaming(made.map((product) => product.id))).toEqual([
      { action: 'productCsv.upload', administratorId: adminId, rows: ROWS },
    ]);
    // The stored file is dropped once imported.
    const { rows: parts } = await pool.query(
      'select count(*)::integer as n from product_import_parts where import_id = $1',
      [id],
    );
    expect(parts[0].n).toBe(0);
  }, 300_000);

  it("lists a refused file's problems as the same file's 400 does, and imports nothing", async () => {
    const category = await insertCategory(db);
    const [queuedTo, directTo] = [await insertMerchant(db), await insertMerchant(db)];
    // A row without its title, and a category no one has, far down the file.
    const csv = mainProductsCsv(category.name, ROWS, 'BAD', (index) => ({
      ...(index === 249 && { title: '' }),
      ...(index === 279 && { categoryName: 'no such category' }),
    }));
    const started = await uploadCsv(queuing, token, uploadPath(queuedTo.id), csv);
    expect(started.statusCode, started.body).toBe(202);
    const refused = await waitUntilEnded(other, token, started.json().data.id);

    const direct = await uploadCsv(other, token, uploadPath(directTo.id), csv);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().errors.length).toBeGreaterThanOrEqual(2);
    expect(refused).toMatchObject({ state: 'refused', refusal: direct.json() });
    expect(refused.imported).toBeUndefined();
    expect(await productsOf(db, queuedTo.id)).toEqual([]);
  }, 300_000);

  it('refuses a file that is not a product CSV file as the call would', async () => {
    const started = await uploadCsv(queuing, token, ASSIGN_PATH, 'x'.repeat(QUEUED_FROM * 2));
    expect(started.statusCode, started.body).toBe(202);
    const refused = await waitUntilEnded(other, token, started.json().data.id);
    const direct = await uploadCsv(other, token, ASSIGN_PATH, 'x'.repeat(QUEUED_FROM * 2));
    expect(direct.statusCode).toBe(400);
    expect(refused).toMatchObject({ state: 'refused', refusal: direct.json() });
  }, 300_000);

  it("shows an import only to the operator who uploaded it, and keeps a small file's answer", async () => {
    const category = await insertCategory(db);
    const merchant = await insertMerchant(db);
    const small = csvText(productCsvColumns.main, [
      { ...productCsvExamples.main, categoryName: category.name, sku: 'SMALL-1' },
    ]);
    const answered = await uploadCsv(queuing, token, uploadPath(merchant.id), small);
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toEqual({
      message: 'Bulk Operation successfully done',
      data: { type: 'main', rows: 1, created: 1, updated: 0 },
    });

    const csv = mainProductsCsv(category.name, ROWS, 'MINE');
    const started = await uploadCsv(queuing, token, uploadPath(merchant.id), csv);
    expect(started.statusCode).toBe(202);
    const { id } = started.json().data;
    const someoneElse = await operatorWithRole(db, builtInRoleIds.administrator);
    const theirs = await queuing.inject({
      method: 'GET',
      url: `/api/v1/catalogs/products/csv-imports/${id}`,
      headers: { authorization: `Bearer ${someoneElse.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Import not found', code: 'import.not_found' });
    expect((await waitUntilEnded(queuing, token, id)).state).toBe('done');
  }, 300_000);
});
