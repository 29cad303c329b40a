import { pipeline } from 'node:stream/promises';
import { type ProductCsvType, productCsv } from '@satchel/api';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type AuditContext, SET_AUDIT_CONTEXT } from '../history/audit-context.js';
import { type FileIssue, FileRefusal, HttpError } from '../http/http-error.js';
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
  readonly merchantId?: string;
}

interface ProblemRow extends FileIssue {
  readonly total: string;
}

const refusal = (problems: readonly ProblemRow[]): FileRefusal => {
  const total = Number(problems[0]!.total);
  const listed = problems.length < total ? ` (the first ${problems.length} are listed)` : '';
  const count = total === 1 ? '1 problem' : `${total} problems`;
  return new FileRefusal(
    `Nothing was imported: the file has ${count}${listed}`,
    problems.map(({ row, column, message }) => ({ row, column, message })),
  );
};

/**
 * Imports one product CSV file whole or not at all, in one transaction and with flat memory:
 * the file streams from the request through the text and row checks into a temporary staging
 * table (COPY), the database checks run on it set-based, and only a file without a single
 * problem is written. Anything else rolls back: a 400 listing every problem (FileRefusal), a
 * 413 or 415 for the file itself, or the upload breaking off.
 */
export async function importProductCsv(
  pool: pg.Pool,
  { file, merchantId, audit, ...staging }: ImportRequest,
): Promise<ProductCsvImport> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
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
      lines,
      client.query(copyFrom(copyIntoStaging)),
    );
    // Nothing is written unless the upload ended cleanly, with nothing after the file.
    await file.finish();
    const { type, header, rows } = lines.staged();
    if (rows === 0) throw new HttpError(400, 'The file has no rows');
    // A temporary table is never analysed by autovacuum; the checks' plans need its size.
    await client.query(`analyze ${STAGING_TABLE}`);
    const parameters = [
      header,
      productCsv.MAX_LISTED_PROBLEMS,
      ...(merchantId === undefined ? [] : [merchantId]),
    ];
    const problems = await client.query<ProblemRow>(problemsQuery(type), parameters);
    if (problems.rows.length > 0) throw refusal(problems.rows);
    const counts = await writeStaged(client, type, merchantId);
    await client.query('commit');
    return { type, rows, ...counts };
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
