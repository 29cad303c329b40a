import { listExports as exportContract } from '@satchel/api';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import {
  createdAtColumn,
  finishedAtColumn,
  idCheck,
  idColumn,
  jobStateColumn,
  oneOf,
} from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A large export of a list, run as a job: what it exports (the list, its filters and sort, the
 * columns) and how far it got. Its file is `list_export_parts`, offered only once `state` is
 * `done`. Each slice of rows adds a part and moves `rows_written`/`last_id` in one transaction,
 * so a job run again after its instance stopped resumes right after the last part written.
 */
export const listExports = pgTable(
  'list_exports',
  {
    id: idColumn(),
    /** The operator it belongs to: only they see its progress and get its link. */
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    /** The list's filters and sort, as the export's request gave them. */
    query: jsonb('query').notNull(),
    columns: jsonb('columns').notNull(),
    fileName: text('file_name').notNull(),
    state: jobStateColumn(exportContract.exportStates, 'running'),
    /** The rows that matched when it started (the progress figure's whole). */
    total: integer('total').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    /** The parts written: the next part's number. */
    parts: integer('parts').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** The id of the last row written: the keyset the next slice reads after. */
    lastId: text('last_id'),
    createdAt: createdAtColumn(),
    finishedAt: finishedAtColumn(),
  },
  (table) => [
    idCheck('list_exports', table.id),
    oneOf('list_exports_state', table.state, exportContract.exportStates),
    index('list_exports_created_at').on(table.createdAt),
  ],
);

/** An export's file, in parts of many rows each (part 0 is the header line). */
export const listExportParts = pgTable(
  'list_export_parts',
  {
    exportId: text('export_id')
      .notNull()
      .references(() => listExports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.part] })],
);
