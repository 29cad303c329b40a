import { products } from '@satchel/db/schema';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../src/repos/db.js';
import { insertCategory, insertMerchant } from './factories.js';
import { uploadCsv } from './multipart.js';
import type { RouteApp } from './route-app.js';

/** CSV text of `rows` (objects by column) under `columns`, CRLF line ends, as a spreadsheet saves. */
export const csvText = (
  columns: readonly string[],
  rows: readonly Readonly<Record<string, string>>[],
): string =>
  `${Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { newline: '\r\n' },
  )}\r\n`;

export const uploadPath = (merchantId: string) =>
  `/catalogs/products/productUploadCsv/${merchantId}`;
export const variantUpdatePath = (merchantId: string) =>
  `/catalogs/products/variantUpdateCsv/${merchantId}`;
export const ASSIGN_PATH = '/catalogs/products/assignProductUploadCsv';

/** Uploads as the route app's administrator. */
export const upload = (
  server: RouteApp,
  path: string,
  content: string | Uint8Array,
  options?: Parameters<typeof uploadCsv>[4],
) => uploadCsv(server.app, server.token, path, content, options);

/** A merchant of its own (active) with a category, so that counts are the test's own. */
export async function freshMerchant(db: Db, status: 'active' | 'pending' = 'active') {
  const merchant = await insertMerchant(db, { status });
  const category = await insertCategory(db);
  return { merchantId: merchant.id, category };
}

/** A merchant's products, oldest first. */
export const productsOf = (db: Db, merchantId: string) =>
  db
    .select()
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .orderBy(asc(products.createdAt), asc(products.sku));

/** The refusals of a file that is not CSV text (415), as the server answers them. */
export const notCsvText = {
  binary: {
    message:
      'The file is not CSV text: it has NUL bytes (a spreadsheet or UTF-16 file?). Save it as CSV (UTF-8)',
    code: 'csv.not_text',
  },
  encoding: {
    message: 'The file is not UTF-8 text. Save it as CSV (UTF-8)',
    code: 'csv.not_unicode',
  },
} as const;
