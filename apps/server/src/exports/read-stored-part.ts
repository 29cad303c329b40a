import type { SQLWrapper } from 'drizzle-orm';
import type pg from 'pg';
import { copyOut, copyStatement } from './copy-out.js';

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
 * One stored part of a file (an export's, an import's upload), selected by `query` (one bytea
 * column of at most one row) and read by a binary COPY: the bytes as stored, where a query would
 * carry them as hex of twice their size, to decode again here (seven times slower in all). The
 * part is read whole before its connection goes back, so a slow reader never holds one.
 */
export async function readStoredPart(
  pool: pg.Pool,
  query: SQLWrapper,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  const copied = await copyOut(pool, copyStatement(query, 'binary'));
  for await (const chunk of copied) chunks.push(chunk as Buffer);
  return onlyValueOf(Buffer.concat(chunks));
}
