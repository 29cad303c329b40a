import { businessDay, type ListKind, type listExports } from '@satchel/api';
import { csvLines } from '../http/csv.js';
import type { RegisteredList } from '../http/register-list.js';
import type { Db } from '../repos/db.js';
import type { ExportLayout } from './export-columns.js';
import { type ExportQuery, readRowBatch } from './list-rows.js';

/**
 * How exports run: a list matching at most `streamRows` rows is answered at once as the file;
 * a larger one runs as a job, writing `batchRows` rows per part of its stored file. Both read the
 * list `batchRows` rows at a time (a keyset read each), so memory stays flat at any size.
 */
export interface ExportLimits {
  /**
   * 10,000 by default: a file that size (about 1 MB of orders) arrives within a few seconds,
   * about as long as a request should keep the operator waiting; larger ones go to the job queue.
   */
  readonly streamRows: number;
  readonly batchRows: number;
}

export const defaultExportLimits: ExportLimits = { streamRows: 10_000, batchRows: 5_000 };

/** The file's name: the list and India's day (`orders-2026-11-26.csv`). */
export const exportFileName = (list: ListKind): string => `${list}-${businessDay()}.csv`;

/** The header of `Content-Disposition` that downloads the file under its name. */
export const attachmentOf = (fileName: string): string => `attachment; filename="${fileName}"`;

/** The whole file, a batch at a time: its header line, then each batch's lines. */
export async function* csvOfList(
  db: Db,
  list: RegisteredList,
  query: ExportQuery,
  layout: ExportLayout,
  batchRows: number,
): AsyncGenerator<string> {
  yield csvLines([layout.headings]);
  let after: string | undefined;
  for (;;) {
    const batch = await readRowBatch(db, list, query, after, batchRows);
    if (batch.rows.length > 0) yield csvLines(batch.rows.map(layout.cellsOf));
    if (batch.rows.length < batchRows || batch.lastId === undefined) return;
    after = batch.lastId;
  }
}

/** What an export's job reads from its record. */
export interface StoredExport {
  readonly list: ListKind;
  readonly query: ExportQuery;
  readonly columns: listExports.ExportColumn[];
}
