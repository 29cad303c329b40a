import type { Db } from '../repos/db.js';
import { writeImportPart } from '../repos/product-imports.js';

/** The size of a stored upload's parts: a few rows' worth of memory, few rows in the table. */
const PART_BYTES = 1024 * 1024;

/**
 * Stores an upload's file as it arrives, in parts of about PART_BYTES, for its import's job
 * (product_import_parts): in the database, so that any instance runs the job. Answers its size.
 * The upload's checks (413, a broken form) throw as the bytes are read.
 */
export async function storeUpload(
  tx: Db,
  importId: string,
  bytes: AsyncIterable<Buffer>,
): Promise<number> {
  let chunks: Buffer[] = [];
  let pending = 0;
  let part = 0;
  let total = 0;
  const writePart = async () => {
    await writeImportPart(tx, importId, part, Buffer.concat(chunks, pending));
    part += 1;
    chunks = [];
    pending = 0;
  };
  for await (const chunk of bytes) {
    chunks.push(chunk);
    pending += chunk.length;
    total += chunk.length;
    if (pending >= PART_BYTES) await writePart();
  }
  if (pending > 0) await writePart();
  return total;
}
