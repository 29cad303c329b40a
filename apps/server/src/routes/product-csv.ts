import multipart from '@fastify/multipart';
import {
  type CallContract,
  MAX_PRODUCT_CSV_BYTES,
  MAX_PRODUCT_CSV_ROWS,
  merchantCsvTypeOf,
  PRODUCT_CSV_CONTENT_TYPES,
  type ProductCsvType,
  productCsv,
  productCsvColumns,
  productCsvExamples,
} from '@satchel/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { auditContextOf } from '../history/audit-context.js';
import { toCsv } from '../http/csv.js';
import { HttpError } from '../http/http-error.js';
import { callNameOf } from '../http/operation-id.js';
import { registerCall } from '../http/register-call.js';
import { createTurns } from '../http/turns.js';
import { type FileKind, openUploadedFile } from '../http/uploaded-file.js';
import { importProductCsv, type ProductCsvImport } from '../product-csv/import-product-csv.js';
import { merchantInactive } from '../product-csv/messages.js';
import { findMerchant } from '../repos/merchants.js';
import { merchantNotFound } from './merchants.js';

/** The largest file and the most data rows an upload takes (raised by benchmarks only). */
export interface ProductCsvLimits {
  readonly maxBytes: number;
  readonly maxRows: number;
}

export const defaultProductCsvLimits: ProductCsvLimits = {
  maxBytes: MAX_PRODUCT_CSV_BYTES,
  maxRows: MAX_PRODUCT_CSV_ROWS,
};

export interface ProductCsvRoutesOptions {
  /** Imports stream into PostgreSQL with COPY, which needs a client of its own. */
  readonly pool: pg.Pool;
  readonly limits: ProductCsvLimits;
}

/** A CSV file, by its name or its declared type; the content is checked as it is read (csv-text.ts). */
const csvFile: FileKind = {
  description: 'a CSV file',
  extensions: ['.csv'],
  contentTypes: PRODUCT_CSV_CONTENT_TYPES,
};

const SUCCESS = 'Bulk Operation successfully done';

/**
 * Imports running at once on this instance: each holds a database connection for as long as its
 * file takes to arrive, so the others wait their turn (at most the configured wait, then 503)
 * and the rest of the API keeps its pool. A file that stops arriving or trickles loses its turn
 * with 408 (UploadPace).
 */
const IMPORTS_AT_ONCE = 2;

const IMPORTS_BUSY = 'Other product files are being imported. Try again in a moment.';

const answer = (outcome: ProductCsvImport) => ({
  message: SUCCESS,
  data: {
    type: outcome.type,
    rows: outcome.rows,
    created: outcome.created,
    updated: outcome.updated,
  },
});

/** Products of a merchant come only to an active one (part 1 §4). */
async function activeMerchant(request: FastifyRequest, merchantId: string): Promise<string> {
  const merchant = await findMerchant(request.server.db, merchantId);
  if (!merchant) throw merchantNotFound();
  if (merchant.status !== 'active') throw new HttpError(400, merchantInactive);
  return merchant.id;
}

/** A file for productUploadCsv: new main products or new variants, never a variant update. */
const mainOrVariant = (header: readonly string[]): ProductCsvType => {
  const type = merchantCsvTypeOf(header);
  if (type === 'variant_update') {
    throw new HttpError(
      400,
      'This is a variant update file (its header has variantId and updateType): upload it with the variant update',
    );
  }
  return type;
};

/** The product CSV templates and the three uploads (design.md §4). */
export const productCsvRoutes: FastifyPluginAsync<ProductCsvRoutesOptions> = async (
  app,
  { pool, limits },
) => {
  // Registered in each plugin whose calls take multipart bodies (categories has its own).
  await app.register(multipart, { limits: { fileSize: limits.maxBytes } });
  const importTurns = createTurns(IMPORTS_AT_ONCE, IMPORTS_BUSY);

  const importFile = async (
    call: CallContract,
    request: FastifyRequest,
    typeOf: (header: readonly string[]) => ProductCsvType,
    merchantId?: string,
  ) => {
    const file = await openUploadedFile(
      request,
      productCsv.CSV_FILE_FIELD,
      csvFile,
      limits.maxBytes,
    );
    // Taken once the file has begun to arrive: a request that sends nothing holds no turn.
    const giveBack = await importTurns.take(app.uploadPace.importWaitSeconds * 1000);
    try {
      return answer(
        await importProductCsv(pool, {
          file,
          merchantId,
          typeOf,
          maxRows: limits.maxRows,
          audit: auditContextOf(request, callNameOf(call)),
        }),
      );
    } finally {
      giveBack();
    }
  };

  registerCall(app, productCsv.template, async ({ query, reply }) => {
    const { type } = query;
    reply.header('content-disposition', `attachment; filename="product-template-${type}.csv"`);
    const columns = productCsvColumns[type].map((header) => ({
      header,
      value: (row: Readonly<Record<string, string>>) => row[header] ?? '',
    }));
    return toCsv(columns, [productCsvExamples[type]]);
  });

  registerCall(app, productCsv.upload, async ({ params, request }) =>
    importFile(
      productCsv.upload,
      request,
      mainOrVariant,
      await activeMerchant(request, params.merchantId),
    ),
  );

  registerCall(app, productCsv.variantUpdate, async ({ params, request }) =>
    importFile(
      productCsv.variantUpdate,
      request,
      () => 'variant_update',
      await activeMerchant(request, params.merchantId),
    ),
  );

  registerCall(app, productCsv.assign, async ({ request }) =>
    importFile(productCsv.assign, request, () => 'assign'),
  );
};
