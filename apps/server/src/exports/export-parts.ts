import type { Readable } from 'node:stream';
import type { Db } from '../repos/db.js';
import { type ExportRun, writeExportPart } from '../repos/list-exports.js';
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
