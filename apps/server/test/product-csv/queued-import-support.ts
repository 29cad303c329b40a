import { type productCsv, productCsvColumns, productCsvExamples } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect, vi } from 'vitest';
import { csvText } from '../support/product-csv.js';

/** A job is picked up by polling on a busy machine, and a killed instance noticed after 20 s. */
export const eventually = { timeout: 240_000, interval: 100 };

/**
 * A file of `count` main products of `categoryName`, SKUs `${prefix}-1`…, each row about
 * 200 bytes (so 25,000 rows are past QUEUED_FROM_BYTES), with `change`'s cells over a row's.
 */
export const mainProductsCsv = (
  categoryName: string,
  count: number,
  prefix: string,
  change: (index: number) => Readonly<Record<string, string>> = () => ({}),
) =>
  csvText(
    productCsvColumns.main,
    Array.from({ length: count }, (_, index) => ({
      ...productCsvExamples.main,
      categoryName,
      sku: `${prefix}-${index + 1}`,
      title: `Ruled notebook ${index + 1}, 172 pages`,
      description: `Single line ruled, hard bound, ${index % 7} of a set of seven; pack ${index}`,
      price: `${40 + (index % 60)}.50`,
      stock: String(index % 1000),
      ...change(index),
    })),
  );

/** An import's state, as `app` answers it to `token`'s operator. */
export async function importStatus(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<productCsv.ImportStatus> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/catalogs/products/csv-imports/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Polls an import until it has ended (done, refused or failed); answers its last state. */
export async function waitUntilEnded(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<productCsv.ImportStatus> {
  let status: productCsv.ImportStatus | undefined;
  await vi.waitFor(async () => {
    status = await importStatus(app, token, id);
    expect(['done', 'refused', 'failed']).toContain(status.state);
  }, eventually);
  return status!;
}

/**
 * Holds every write to products until `release`: an import then reads and checks its whole
 * file, reports it read, and waits at its first write, mid-transaction.
 */
export async function holdProductWrites(pool: pg.Pool) {
  const holder = await pool.connect();
  await holder.query('begin');
  await holder.query('lock table products in share mode');
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await holder.query('rollback');
      holder.release();
    },
  };
}
