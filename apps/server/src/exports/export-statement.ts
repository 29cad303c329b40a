import type { ListKind, listExports } from '@satchel/api';
import { asc, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../repos/db.js';
import { filtersWhere } from '../repos/list-query.js';
import { copyStatement } from './copy-out.js';
import { type ExportField, fileColumns } from './export-cells.js';
import { exportSources } from './export-sources.js';
import { type ExportQuery, pagingOf } from './list-rows.js';

/** The file's statement, and the headings of its columns. */
export interface ExportStatement {
  readonly headings: readonly string[];
  readonly statement: string;
}

/**
 * The `COPY … TO STDOUT` that writes the file's rows: the list's rows matching the query's
 * filters, in its order (`sort`, else the list's own), each as the file's cells (`fileColumns`
 * of the operator's columns, with the fields `fieldOf` finds), formatted by PostgreSQL as it
 * reads them. One statement, so the rows stream at the speed of PostgreSQL's own COPY, with
 * memory flat however many there are.
 */
export function exportStatement(
  db: Db,
  kind: ListKind,
  query: ExportQuery,
  columns: readonly listExports.ExportColumn[],
  fieldOf: (name: string) => ExportField | undefined,
): ExportStatement {
  const { table, rules, defaultSort = 1, beside } = exportSources[kind].source;
  const cells = fileColumns(columns, fieldOf);
  const { sort = defaultSort, filters } = pagingOf(query);
  const by = sort === -1 ? desc : asc;
  const rows = db
    .select(Object.fromEntries(cells.map((column, index) => [`c${index}`, column.cell])))
    .from(table as PgTable)
    .$dynamic();
  const file = (beside?.join ? beside.join(rows) : rows)
    .where(filtersWhere(rules, filters))
    .orderBy(by(table.createdAt), by(table.id));
  return {
    headings: cells.map((column) => column.heading),
    statement: copyStatement(file, 'csv'),
  };
}
