import { listExports as exportContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
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
 * `done`. A run claims the export (`run`) and starts its file afresh; each part it writes moves
 * `rows_written` in the same transaction, and only while the export is still that run's, so a
 * run that lost the export (its job was run again elsewhere) stops instead of mixing files.
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
    /** The run writing the file now: a random token each run of the job claims it with. */
    run: text('run'),
    createdAt: createdAtColumn(),
    finishedAt: finishedAtColumn(),
  },
  (table) => [
    idCheck('list_exports', table.id),
    oneOf('list_exports_state', table.state, exportContract.exportStates),
    index('list_exports_created_at').on(table.createdAt),
    // The Dashboard counts the exports in progress off this index (migration 0027).
    index('list_exports_running_idx').on(table.createdAt).where(sql`${table.state} = 'running'`),
  ],
);

/**
 * An export's file, in parts of a few megabytes each (part 0 is the header line). Stored as they
 * come (migration 0026 sets the column's storage to EXTERNAL): compressing CSV on the way in would
 * cost more time than the export itself.
 */
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
