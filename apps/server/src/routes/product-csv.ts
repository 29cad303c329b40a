import multipart from '@fastify/multipart';
import {
  type CallContract,
  errorCodes,
  MAX_PRODUCT_CSV_BYTES,
  MAX_PRODUCT_CSV_ROWS,
  PRODUCT_CSV_CONTENT_TYPES,
  productCsv,
  productCsvColumns,
  productCsvExamples,
  productCsvMessages,
  refusalMessages,
} from '@satchel/api';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { type AuditContext, auditContextOf } from '../history/audit-context.js';
import { toCsv } from '../http/csv.js';
import { HttpError, refusal } from '../http/http-error.js';
import { callNameOf } from '../http/operation-id.js';
import { registerCall } from '../http/register-call.js';
import { createTurns } from '../http/turns.js';
import { type FileKind, openUploadedFile, type UploadedFile } from '../http/uploaded-file.js';
import { fileTypeOf, type ImportCall } from '../product-csv/file-types.js';
import {
  IMPORT_EXPIRES_IN_SECONDS,
  importRunner,
  PRODUCT_IMPORT_QUEUE,
  type ProductImportJob,
} from '../product-csv/import-job.js';
import { importProductCsv, type ProductCsvImport } from '../product-csv/import-product-csv.js';
import { storeUpload } from '../product-csv/store-upload.js';
import { findMerchant } from '../repos/merchants.js';
import {
  createProductImport,
  findProductImport,
  type ImportOutcome,
  type ProductImport,
  recordImportBytes,
} from '../repos/product-imports.js';
import { merchantNotFound } from './merchants.js';
import { isoTime, isoTimeOrNull } from './wire-time.js';

/**
 * The largest file and the most data rows an upload takes (raised by benchmarks only), and the
 * declared request length past which a file is imported by a job (lowered by tests).
 */
export interface ProductCsvLimits {
  readonly maxBytes: number;
  readonly maxRows: number;
  readonly queuedFromBytes: number;
}

export const defaultProductCsvLimits: ProductCsvLimits = {
  maxBytes: MAX_PRODUCT_CSV_BYTES,
  maxRows: MAX_PRODUCT_CSV_ROWS,
  queuedFromBytes: productCsv.QUEUED_FROM_BYTES,
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

const answer = (outcome: ProductCsvImport) => ({
  message: SUCCESS,
  data: {
    type: outcome.type,
    rows: outcome.rows,
    created: outcome.created,
    updated: outcome.updated,
  },
});

const importNotFound = () => refusal(404, errorCodes.importNotFound);

/** An import's state on the wire; a done import read all of its file. */
const importStatusOf = (found: ProductImport): productCsv.ImportStatus => {
  const outcome = found.outcome as ImportOutcome | null;
  const imported = outcome?.state === 'done' ? outcome.imported : undefined;
  return {
    id: found.id,
    state: found.state,
    fileName: found.fileName,
    bytes: found.bytes,
    bytesRead: imported ? found.bytes : found.bytesRead,
    rowsRead: imported ? imported.rows : found.rowsRead,
    ...(imported && { imported }),
    ...(outcome?.state === 'refused' && { refusal: outcome.refusal }),
    createdAt: isoTime(found.createdAt),
    finishedAt: isoTimeOrNull(found.finishedAt),
  };
};

/** Whether the request says it is longer than `bytes` (one sent in chunks says nothing). */
const declaredLongerThan = (request: FastifyRequest, bytes: number): boolean =>
  Number(request.headers['content-length']) > bytes;

/** Products of a merchant come only to an active one (part 1 §4). */
async function activeMerchant(request: FastifyRequest, merchantId: string): Promise<string> {
  const merchant = await findMerchant(request.server.db, merchantId);
  if (!merchant) throw merchantNotFound();
  if (merchant.status !== 'active') throw new HttpError(400, productCsvMessages.merchantInactive);
  return merchant.id;
}

/** The product CSV templates and the three uploads (design.md §4). */
export const productCsvRoutes: FastifyPluginAsync<ProductCsvRoutesOptions> = async (
  app,
  { pool, limits },
) => {
  // Registered in each plugin whose calls take multipart bodies (categories has its own).
  await app.register(multipart, { limits: { fileSize: limits.maxBytes } });
  const importTurns = createTurns(
    IMPORTS_AT_ONCE,
    refusalMessages[errorCodes.importsBusy],
    errorCodes.importsBusy,
  );

  await app.jobs.define<ProductImportJob>(
    PRODUCT_IMPORT_QUEUE,
    importRunner(app, pool, limits.maxRows),
    { retryLimit: 10, expireInSeconds: IMPORT_EXPIRES_IN_SECONDS },
  );

  /**
   * Stores the file and queues its import, all in one transaction: an upload that breaks off
   * leaves nothing. The job, sent before the commit, waits for it (import-job.ts).
   */
  const queueImport = async (
    file: UploadedFile,
    call: ImportCall,
    audit: AuditContext,
    merchantId: string | undefined,
  ): Promise<ProductImport> =>
    app.db.transaction(async (tx) => {
      const created = await createProductImport(tx, {
        adminId: audit.administratorId!,
        call,
        merchantId,
        fileName: file.filename.slice(0, 255),
        bytes: 0,
        audit,
      });
      const bytes = await storeUpload(tx, created.id, file.bytes);
      await file.finish();
      await recordImportBytes(tx, created.id, bytes);
      await app.jobs.send<ProductImportJob>(PRODUCT_IMPORT_QUEUE, { importId: created.id });
      return { ...created, bytes };
    });

  const importFile = async (
    contract: CallContract,
    call: ImportCall,
    request: FastifyRequest,
    reply: FastifyReply,
    merchantId?: string,
  ) => {
    const file = await openUploadedFile(
      request,
      productCsv.CSV_FILE_FIELD,
      csvFile,
      limits.maxBytes,
    );
    const audit = auditContextOf(request, callNameOf(contract));
    // Taken once the file has begun to arrive: a request that sends nothing holds no turn.
    const giveBack = await importTurns.take(app.uploadPace.importWaitSeconds * 1000);
    try {
      if (declaredLongerThan(request, limits.queuedFromBytes)) {
        const queued = await queueImport(file, call, audit, merchantId);
        // The operator's next reads (its progress) wait for a replica that has the import.
        await app.replicas.answerWritten(reply);
        reply.code(202);
        return { data: importStatusOf(queued) };
      }
      return answer(
        await importProductCsv(pool, {
          file,
          merchantId,
          typeOf: fileTypeOf[call],
          maxRows: limits.maxRows,
          audit,
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

  registerCall(app, productCsv.upload, async ({ params, request, reply }) =>
    importFile(
      productCsv.upload,
      'upload',
      request,
      reply,
      await activeMerchant(request, params.merchantId),
    ),
  );

  registerCall(app, productCsv.variantUpdate, async ({ params, request, reply }) =>
    importFile(
      productCsv.variantUpdate,
      'variantUpdate',
      request,
      reply,
      await activeMerchant(request, params.merchantId),
    ),
  );

  registerCall(app, productCsv.assign, async ({ request, reply }) =>
    importFile(productCsv.assign, 'assign', request, reply),
  );

  registerCall(app, productCsv.importStatus, async ({ params, admin }) => {
    const found = await findProductImport(app.db, params.id);
    // Another operator's import is no business of this one: as if there were none.
    if (!found || found.adminId !== admin.id) throw importNotFound();
    return { data: importStatusOf(found) };
  });
};
