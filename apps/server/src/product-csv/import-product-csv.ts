import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  errorCodes,
  type FileIssue,
  type ProductCsvProblemCode,
  type ProductCsvType,
  productCsv,
  productCsvMessages,
  refusalMessages,
  wordProblem,
} from '@satchel/api';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type AuditContext, SET_AUDIT_CONTEXT } from '../history/audit-context.js';
import { FileRefusal, refusal } from '../http/http-error.js';
import type { UploadedFile } from '../http/uploaded-file.js';
import { csvRowBatches } from './csv-rows.js';
import { csvTextDecoder } from './csv-text.js';
import { problemsQuery } from './database-checks.js';
import {
  copyIntoStaging,
  createStagingTable,
  STAGING_TABLE,
  type StagingOptions,
  stagingLines,
} from './staging.js';
import { type WriteCounts, writeStaged } from './write-staged.js';

export interface ProductCsvImport extends WriteCounts {
  readonly type: ProductCsvType;
  /** Data rows in the file. */
  readonly rows: number;
}

export interface ImportRequest extends StagingOptions {
  readonly file: UploadedFile;
  /** Who imports: the whole file is one history entry naming every row it wrote. */
  readonly audit: AuditContext;
  /** The merchant of a merchant file (main, variant, variant_update). */
  readonly merchantId?: string | undefined;
  /** Told the data rows read so far as the file goes through (an import run as a job). */
  readonly onRowsRead?: (rowsRead: number) => Promise<void>;
}

/** How often an import's progress is reported at most. */
const PROGRESS_EVERY_MS = 500;

/** A problem as the checks find it (problemsQuery): worded here, in the server's English. */
interface ProblemRow {
  readonly row: number;
  readonly column: string;
  readonly code: ProductCsvProblemCode;
  readonly values: FileIssue['values'] | null;
  readonly total: string;
}

const problemsRefusal = (problems: readonly ProblemRow[]): FileRefusal => {
  const total = Number(problems[0]!.total);
  return new FileRefusal(
    refusalMessages[errorCodes.csvProblems](total, problems.length),
    problems.map(({ row, column, code, values }) => ({
      row,
      column,
      message: wordProblem(productCsvMessages, code, values ?? []),
      code,
      ...(values && { values }),
    })),
    errorCodes.csvProblems,
    [total, problems.length],
  );
};

/**
 * Passes batches of rows on, reporting the data rows read so far to `report` when there is one:
 * after the first batch, then at most every PROGRESS_EVERY_MS, and once all are read. The next
 * batch waits for the report, so reports never pile up.
 */
function rowProgress(report: ((rowsRead: number) => Promise<void>) | undefined): Transform {
  // The first row of the first batch is the header.
  let rows = -1;
  let reportedAt = Number.NEGATIVE_INFINITY;
  const reportDue = (done: (error?: Error | null) => void, atEnd: boolean) => {
    if (!report || (!atEnd && performance.now() - reportedAt < PROGRESS_EVERY_MS)) {
      done();
      return;
    }
    reportedAt = performance.now();
    report(Math.max(rows, 0)).then(() => done(), done);
  };
  return new Transform({
    objectMode: true,
    transform(batch: string[][], _encoding, done) {
      rows += batch.length;
      this.push(batch);
      reportDue(done, false);
    },
    flush: (done) => reportDue(done, true),
  });
}

/**
 * Imports one product CSV file whole or not at all, in the transaction `client` has begun, with
 * flat memory: the file streams through the text and row checks into a temporary staging table
 * (COPY), the database checks run on it set-based, and only a file without a single problem is
 * written. Anything else throws, for the caller to roll back: FileRefusal (400) listing every
 * problem, HttpError 413 or 415 for the file itself, or the file breaking off.
 */
export async function importInTransaction(
  client: pg.ClientBase,
  { file, merchantId, audit, onRowsRead, ...staging }: ImportRequest,
): Promise<ProductCsvImport> {
  await client.query(SET_AUDIT_CONTEXT, [JSON.stringify(audit)]);
  // One import at a time per merchant, so that two files cannot both pass the SKU checks.
  if (merchantId !== undefined) {
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `product-csv ${merchantId}`,
    ]);
  }
  await client.query(createStagingTable);
  const lines = stagingLines(staging);
  await pipeline(
    file.bytes,
    csvTextDecoder(),
    csvRowBatches(),
    rowProgress(onRowsRead),
    lines,
    client.query(copyFrom(copyIntoStaging)),
  );
  // Nothing is written unless the upload ended cleanly, with nothing after the file.
  await file.finish();
  const { type, header, rows } = lines.staged();
  if (rows === 0) {
    throw refusal(400, errorCodes.csvNoRows);
  }
  // A temporary table is never analysed by autovacuum; the checks' plans need its size.
  await client.query(`analyze ${STAGING_TABLE}`);
  const parameters = [
    header,
    productCsv.MAX_LISTED_PROBLEMS,
    ...(merchantId === undefined ? [] : [merchantId]),
  ];
  const problems = await client.query<ProblemRow>(problemsQuery(type), parameters);
  if (problems.rows.length > 0) throw problemsRefusal(problems.rows);
  const counts = await writeStaged(client, type, merchantId);
  return { type, rows, ...counts };
}

/**
 * Runs `work` in a transaction on a client of its own from `pool`: committed when it returns,
 * rolled back when it throws (the error passed on).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failure: Error) => {
      broken = failure;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is not given to the next request.
    client.release(broken);
  }
}

/** Imports one product CSV file whole or not at all, in one transaction (importInTransaction). */
export const importProductCsv = (pool: pg.Pool, request: ImportRequest) =>
  inTransaction(pool, (client) => importInTransaction(client, request));
