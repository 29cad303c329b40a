import { HttpError } from '../http/http-error.js';
import { missingIds, type TableWithId } from '../repos/by-id.js';
import type { Db } from '../repos/db.js';

/**
 * Refuses with `status` and "`what` not found: <ids>" when some of `ids` name no row of
 * `table`: a request naming rows by id is told exactly which ones do not exist.
 */
export async function refuseMissingIds(
  db: Db,
  table: TableWithId,
  ids: readonly string[],
  status: 400 | 404,
  what: string,
): Promise<void> {
  const missing = await missingIds(db, table, ids);
  if (missing.length > 0) throw new HttpError(status, `${what} not found: ${missing.join(', ')}`);
}
