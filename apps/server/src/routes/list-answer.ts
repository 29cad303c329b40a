import type { ListEnvelope, ListNames } from '@satchel/api';
import { writeList } from '@satchel/api';
import { HttpError } from '../http/http-error.js';
import type { ListQuery, ListResult } from '../repos/list-query.js';

/** The paging fields of a list call's query; everything else in it is a filter. */
export function splitListQuery<Query extends ListQuery & object>(
  query: Query,
): { paging: ListQuery; filters: Record<string, string | undefined> } {
  const { page, limit, sort, after, before, includeTotal: _counted, ...filters } = query;
  if (after !== undefined && before !== undefined) {
    throw new HttpError(400, 'A page starts after one row or before another, not both.');
  }
  // The envelope always carries its total, so the count is always made.
  return {
    paging: { page, limit, sort, after, before, includeTotal: true },
    filters: filters as Record<string, string | undefined>,
  };
}

/** A repository page in the call's wire envelope, each row shaped by `toWire`. */
export const listAnswer = <Names extends ListNames, Item, Row>(
  envelope: ListEnvelope<Names, Item>,
  result: ListResult<Row>,
  toWire: (row: Row) => Item,
) =>
  writeList(envelope, {
    items: result.rows.map(toWire),
    total: result.total ?? result.rows.length,
    totalPages: result.totalPages ?? 1,
  });

/** Times travel as ISO 8601 (design.md §4). */
export const isoTime = (time: Date): string => time.toISOString();
export const isoTimeOrNull = (time: Date | null): string | null => time?.toISOString() ?? null;
