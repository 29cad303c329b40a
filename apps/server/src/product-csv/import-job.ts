import { setTimeout as sleep } from 'node:timers/promises';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { readStoredPart } from '../exports/read-stored-part.js';
import type { AuditContext } from '../history/audit-context.js';
import { FileRefusal, HttpError } from '../http/http-error.js';
import type { UploadedFile } from '../http/uploaded-file.js';
import type { JobRun } from '../plugins/jobs.js';
import {
  claimProductImport,
  findProductImport,
  finishProductImport,
  type ImportRun,
  importPartQuery,
  isUnfinished,
  recordImportProgress,
} from '../repos/product-imports.js';
import { fileTypeOf } from './file-types.js';
import { importInTransaction, inTransaction } from './import-product-csv.js';

export const PRODUCT_IMPORT_QUEUE = 'product-csv-import';

export interface ProductImportJob {
  readonly importId: string;
}

/**
 * How long one run may take before the queue counts its instance lost and runs it again: the
 * largest file takes about a minute on a busy server (bench-results/product-import.md), so half
 * an hour leaves room. An instance killed outright is noticed by its heartbeats long before.
 */
export const IMPORT_EXPIRES_IN_SECONDS = 30 * 60;
/** How long a job waits for the upload's transaction that sent it to commit. */
const COMMIT_WAIT_MS = 10_000;
const COMMIT_LOOK_MS = 200;

/**
 * The import's stored file, part by part as the upload stored it, counting the bytes read into
 * `read`. Stops with an error when the instance stops: the job runs again.
 */
async function* storedFile(
  app: FastifyInstance,
  importId: string,
  signal: AbortSignal,
  read: { bytes: number },
): AsyncIterable<Buffer> {
  for (let part = 0; ; part += 1) {
    signal.throwIfAborted();
    const content = await readStoredPart(app.pool, importPartQuery(app.db, importId, part));
    if (!content) return;
    read.bytes += content.length;
    yield content;
  }
}

/** The import, once the upload's transaction that sent its job has committed it. */
async function committedImport(app: FastifyInstance, importId: string) {
  for (let waited = 0; waited < COMMIT_WAIT_MS; waited += COMMIT_LOOK_MS) {
    const found = await findProductImport(app.db, importId);
    if (found) return found;
    await sleep(COMMIT_LOOK_MS);
  }
  // An upload that broke off before its commit: nothing to import.
  return undefined;
}

/** The refusal as the import's status tells it: what a file imported at once answers with 400. */
const refusalOf = (error: HttpError) => ({
  message: error.message,
  code: error.code,
  ...(error.values && { values: [...error.values] }),
  ...(error instanceof FileRefusal && { errors: [...error.errors] }),
});

/**
 * Runs a queued import's job: claims the import (its progress starts afresh), then imports its
 * stored file as an upload is imported (importInTransaction), in one transaction that also
 * marks the import done. A run killed midway therefore leaves nothing, and the job, run again
 * by any instance, starts again from the stored file: the file is imported exactly once. Runs
 * of one import take turns on a lock, and a run that waited finds the import ended and stops.
 * A file refused for what it holds ends as `refused` with the same problems a file imported at
 * once is refused with; any other fault (a lost database) ends it as `failed`.
 */
export const importRunner =
  (app: FastifyInstance, pool: pg.Pool, maxRows: number) =>
  async ({ data: { importId }, signal }: JobRun<ProductImportJob>): Promise<void> => {
    if (!(await committedImport(app, importId))) return;
    const claimed = await claimProductImport(app.db, importId);
    if (!claimed) return;
    const at: ImportRun = { id: importId, run: claimed.run };
    const read = { bytes: 0 };
    const file: UploadedFile = {
      filename: claimed.fileName,
      bytes: storedFile(app, importId, signal, read),
      // The stored file is the whole upload: nothing follows it.
      finish: async () => {},
    };
    try {
      await inTransaction(pool, async (client) => {
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `product-import ${importId}`,
        ]);
        const tx = drizzle(client, { schema });
        if (!(await isUnfinished(tx, importId))) return;
        const imported = await importInTransaction(client, {
          file,
          merchantId: claimed.merchantId ?? undefined,
          audit: claimed.audit as AuditContext,
          typeOf: fileTypeOf[claimed.call],
          maxRows,
          onRowsRead: (rowsRead) =>
            recordImportProgress(app.db, at, { bytesRead: read.bytes, rowsRead }),
        });
        const outcome = { state: 'done', imported } as const;
        // Ended meanwhile by a run that refused the file: its refusal stands, nothing is written.
        if (!(await finishProductImport(tx, importId, outcome))) {
          throw new Error(`Product import ${importId} ended during this run.`);
        }
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof HttpError) {
        await finishProductImport(app.db, importId, {
          state: 'refused',
          refusal: refusalOf(error),
        });
        return;
      }
      app.log.error({ err: error, importId }, 'product import failed');
      await finishProductImport(app.db, importId, { state: 'failed' });
    }
  };
