import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { Db } from '../repos/db.js';
import { type ExportRun, exportPartQuery, writeExportPart } from '../repos/list-exports.js';
import { copyOut, copyStatement } from './copy-out.js';
import { csvRecordCounter } from './csv-records.js';

/**
 * Writes the CSV rows COPY streams into the run's parts of the file, about `partBytes` each,
 * each with its rows counted into the export's progress. One part is written while COPY goes
 * on with the next, so PostgreSQL never waits idle, and memory holds two parts at most. False
 * when the export stopped being this run's (another run claimed it): its rows are not wanted.
 */
export async function writeRowsInParts(
  db: Db,
  at: ExportRun,
  rows: Readable,
  partBytes: number,
): Promise<boolean> {
  const recordsOf = csvRecordCounter();
  let chunks: Buffer[] = [];
  let bytes = 0;
  let records = 0;
  let writing: Promise<boolean> = Promise.resolve(true);
  const nextPart = async () => {
    const content = Buffer.concat(chunks, bytes);
    const rowsInPart = records;
    chunks = [];
    bytes = 0;
    records = 0;
    if (!(await writing)) return false;
    writing = writeExportPart(db, at, content, rowsInPart);
    return true;
  };
  try {
    for await (const chunk of rows as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      bytes += chunk.length;
      records += recordsOf(chunk);
      if (bytes >= partBytes && !(await nextPart())) return false;
    }
    if (bytes > 0 && !(await nextPart())) return false;
    return await writing;
  } finally {
    // A part still being written when the rows broke off: settled before the run ends.
    await writing.catch(() => false);
  }
}

/**
 * The one value of a binary COPY of one bytea column of one row (PostgreSQL's binary COPY
 * format): after the header (signature, flags, extension) come the row's field count and the
 * value's length. Undefined when there was no row.
 */
function onlyValueOf(copied: Buffer): Buffer | undefined {
  const HEADER = 19;
  const rowAt = HEADER + copied.readUInt32BE(HEADER - 4);
  if (copied.readInt16BE(rowAt) === -1) return undefined;
  const length = copied.readInt32BE(rowAt + 2);
  return copied.subarray(rowAt + 6, rowAt + 6 + length);
}

/**
 * One part of an export's file, read by a binary COPY: the bytes as stored, where a query would
 * carry them as hex of twice their size, to decode again here (seven times slower in all). The
 * part is read whole before its connection goes back, so a slow download never holds one.
 */
export async function readExportPart(
  db: Db,
  pool: pg.Pool,
  id: string,
  part: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  const copied = await copyOut(pool, copyStatement(exportPartQuery(db, id, part), 'binary'));
  for await (const chunk of copied) chunks.push(chunk as Buffer);
  return onlyValueOf(Buffer.concat(chunks));
}
