import { businessDay, type ListKind, type listExports } from '@satchel/api';
import type pg from 'pg';
import { csvLine } from '../http/csv.js';
import type { Db } from '../repos/db.js';
import { copyOut } from './copy-out.js';
import { exportFieldOf } from './export-sources.js';
import { exportStatement } from './export-statement.js';
import type { ExportQuery } from './list-rows.js';

/**
 * How exports run: a list matching at most `streamRows` rows is answered at once as the file;
 * a larger one runs as a job, storing its file in parts of about `partBytes` each. Both stream
 * the rows from one COPY, so memory stays flat at any size.
 */
export interface ExportLimits {
  /**
   * 10,000 by default: a file that size (about 1 MB of orders) arrives within a second or two,
   * well inside what a request should keep the operator waiting; larger ones go to the queue.
   */
  readonly streamRows: number;
  /**
   * 1 MB by default: some 150 parts for a million orders (a transaction each), and no part
   * large enough to weigh on the server's memory while it is written or downloaded.
   */
  readonly partBytes: number;
}

export const defaultExportLimits: ExportLimits = { streamRows: 10_000, partBytes: 2 ** 20 };

/** The file's name: the list and India's day (`orders-2026-11-26.csv`). */
export const exportFileName = (list: ListKind): string => `${list}-${businessDay()}.csv`;

/** The header of `Content-Disposition` that downloads the file under its name. */
export const attachmentOf = (fileName: string): string => `attachment; filename="${fileName}"`;

/** An export's file: its header line, and the COPY that writes its rows. */
export interface ExportFile {
  readonly header: Buffer;
  readonly statement: string;
}

/**
 * The file of the operator's columns of the list of `kind`, matching `query`. Only the fields of
 * the list's rows (`rowFields`, what its page shows) can be exported: any other column is
 * refused with 400, before anything is read.
 */
export function exportFile(
  db: Db,
  kind: ListKind,
  query: ExportQuery,
  columns: readonly listExports.ExportColumn[],
  rowFields: ReadonlySet<string>,
): ExportFile {
  const { headings, statement } = exportStatement(db, kind, query, columns, (name) =>
    rowFields.has(name) ? exportFieldOf(kind, name) : undefined,
  );
  return { header: Buffer.from(csvLine(headings)), statement };
}

/** The whole file, streamed: its header line, then the rows as COPY writes them. */
export async function* streamedFile(pool: pg.Pool, { header, statement }: ExportFile) {
  yield header;
  yield* await copyOut(pool, statement);
}

/** What an export's job reads from its record. */
export interface StoredExport {
  readonly list: ListKind;
  readonly query: ExportQuery;
  readonly columns: listExports.ExportColumn[];
}
