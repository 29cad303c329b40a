import { type Static, Type } from 'typebox';
import {
  MAX_PRODUCT_CSV_BYTES,
  MAX_PRODUCT_CSV_ROWS,
  PRODUCT_CSV_CONTENT_TYPES,
  productCsvColumns,
  productCsvTypes,
} from '../domain/product-csv.js';
import { defineCall } from './call.js';
import { Id, Nullable } from './common.js';
import { ErrorBody, FileIssue } from './error-body.js';

/** The form field every product CSV upload carries its file in (design.md §4). */
export const CSV_FILE_FIELD = 'csvFile';

/**
 * How long a client waits for an upload: a file of MAX_PRODUCT_CSV_ROWS rows goes up, is checked
 * and written before the answer comes, which takes far longer than the 6000 ms of other calls.
 */
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** A successful import: how many rows the file had and what they did. */
export const ProductCsvImport = Type.Object({
  message: Type.String(),
  data: Type.Object({
    /** Which file it was: `productUploadCsv` takes main or variant files. */
    type: Type.Enum(productCsvTypes),
    /** Data rows in the file. */
    rows: Type.Integer({ minimum: 0 }),
    /** Products (main, variant) or offers (assign) made. */
    created: Type.Integer({ minimum: 0 }),
    /** Variants (variant_update) or offers (assign) changed. */
    updated: Type.Integer({ minimum: 0 }),
  }),
});
export type ProductCsvImport = Static<typeof ProductCsvImport>;

/**
 * A file larger than this is stored and imported by a job (202 with the import's state; see
 * `importStatus`): a file of about 30,000 main products. Below it, a file is imported while the
 * call waits, as the spec has it; above it the wait would outlast what an operator, a browser
 * or a balancer's timeout sees through. Decided by the request's declared length (the form
 * around the file included); an upload without one (chunked) is imported while the call waits.
 */
export const QUEUED_FROM_BYTES = 4 * 1024 * 1024;

/**
 * The most problems one refused upload lists, sorted (the first rows' first): every mistake of a
 * file made by hand, and an answer under about a megabyte when a whole column of 200,000 rows is
 * wrong. The message gives the total.
 */
export const MAX_LISTED_PROBLEMS = 10_000;

export const importStates = ['queued', 'running', 'done', 'refused', 'failed'] as const;

/**
 * An import run as a job: how far it got, and its outcome. `done` carries `imported`, what a
 * file imported while the call waits answers in `data`; `refused` carries `refusal`, what such
 * a file's 400 answers (nothing was imported); `failed` is a fault of the server's, not the
 * file's (upload it again).
 */
export const ImportStatus = Type.Object({
  id: Id,
  state: Type.Enum(importStates),
  fileName: Type.String({ maxLength: 255 }),
  /** The file's size, and how much of it the import has read so far. */
  bytes: Type.Integer({ minimum: 0, maximum: MAX_PRODUCT_CSV_BYTES }),
  bytesRead: Type.Integer({ minimum: 0, maximum: MAX_PRODUCT_CSV_BYTES }),
  /** Data rows read and checked so far (the file's row count is known only at its end). */
  rowsRead: Type.Integer({ minimum: 0 }),
  imported: Type.Optional(ProductCsvImport.properties.data),
  refusal: Type.Optional(
    Type.Object({
      message: Type.String({ maxLength: 1000 }),
      code: Type.String({ maxLength: 100 }),
      values: ErrorBody.properties.values,
      errors: Type.Optional(Type.Array(FileIssue, { maxItems: MAX_LISTED_PROBLEMS })),
    }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ImportStatus = Static<typeof ImportStatus>;

/** The answer of a queued upload and of `importStatus`. */
export const ImportAnswer = Type.Object({ data: ImportStatus });
export type ImportAnswer = Static<typeof ImportAnswer>;

const fileRules = [
  `The body is multipart/form-data with exactly one part: the CSV file in the field \`${CSV_FILE_FIELD}\``,
  '(a request without it, or with a second file or any other field, is refused with 400).',
  'The file is UTF-8 text (a byte order mark is allowed), comma separated, CRLF, LF or CR line ends,',
  'quoted cells may hold commas, quotes and line breaks; blank lines are skipped and do not count as rows.',
  `The header has the template's columns in any order (an \`errors\` column of an error report is ignored).`,
  `415: the part's name does not end in .csv and its content type is none of ${PRODUCT_CSV_CONTENT_TYPES.join(', ')};`,
  'or the content has a NUL byte (binary, UTF-16) or is not valid UTF-8.',
  `413: over ${MAX_PRODUCT_CSV_BYTES} bytes or ${MAX_PRODUCT_CSV_ROWS} data rows.`,
  `A request declared longer than ${QUEUED_FROM_BYTES} bytes is stored and imported by a job:`,
  '202 with the import, whose progress and outcome (the same as the answer of a smaller file)',
  'GET /catalogs/products/csv-imports/{id} gives.',
  'The file is imported whole or not at all: a 400 lists every bad cell as `errors: [{row, column, message, code, values}]`,',
  'row 1 being the first data row and row 0 the header, sorted by row and then by column as the file orders them;',
  '`code` is the problem and `values` what its text quotes (a row number, a cell, the columns), for a client to word it',
  `(at most ${MAX_LISTED_PROBLEMS}; the message gives the total).`,
].join(' ');

const MerchantParams = Type.Object({ merchantId: Id });

export const template = defineCall({
  method: 'GET',
  path: '/admin/download-product-csv',
  summary: 'A product CSV template: the columns an upload takes and one example row',
  description: Object.entries(productCsvColumns)
    .map(([type, columns]) => `${type}: ${columns.join(', ')}`)
    .join('; '),
  tags: ['products'],
  auth: true,
  permission: 'products:read',
  querystring: Type.Object({ type: Type.Enum(productCsvTypes) }),
  produces: 'csv',
  response: { 200: Type.String() },
});

export const upload = defineCall({
  method: 'POST',
  path: '/catalogs/products/productUploadCsv/:merchantId',
  summary:
    "New main products, or new variants of the merchant's main products, from a CSV file (told apart by the header)",
  description: `The merchant must exist (404) and be active (400). A header with parentSku makes a variant file; a variant update file is refused here. ${fileRules}`,
  tags: ['products'],
  auth: true,
  permission: 'products:write',
  params: MerchantParams,
  upload: { field: CSV_FILE_FIELD },
  timeout: UPLOAD_TIMEOUT_MS,
  response: { 201: ProductCsvImport, 202: ImportAnswer },
});

export const variantUpdate = defineCall({
  method: 'POST',
  path: '/catalogs/products/variantUpdateCsv/:merchantId',
  summary: "Price, stock or status changes of the merchant's variants, from a CSV file",
  description: `The merchant must exist (404) and be active (400). ${fileRules}`,
  tags: ['products'],
  auth: true,
  permission: 'products:write',
  params: MerchantParams,
  upload: { field: CSV_FILE_FIELD },
  timeout: UPLOAD_TIMEOUT_MS,
  response: { 200: ProductCsvImport, 202: ImportAnswer },
});

export const assign = defineCall({
  method: 'POST',
  path: '/catalogs/products/assignProductUploadCsv',
  summary:
    'Make merchants suppliers of existing products at their own price and stock, from a CSV file',
  description: `Each row's merchant must exist and be active; assigning the same product and merchant again changes the price and stock. ${fileRules}`,
  tags: ['products'],
  auth: true,
  permission: 'products:write',
  upload: { field: CSV_FILE_FIELD },
  timeout: UPLOAD_TIMEOUT_MS,
  response: { 200: ProductCsvImport, 202: ImportAnswer },
});

export const importStatus = defineCall({
  method: 'GET',
  path: '/catalogs/products/csv-imports/:id',
  summary: "A product CSV import's progress and outcome (a file imported by a job)",
  description:
    'Only the operator who uploaded the file sees its import (else 404). Kept for a day.',
  tags: ['products'],
  auth: true,
  permission: 'products:write',
  params: Type.Object({ id: Id }),
  response: { 200: ImportAnswer },
});
