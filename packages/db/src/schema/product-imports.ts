import { productCsv } from '@satchel/api';
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

/** The upload calls an import comes from: each takes its own file types (routes/product-csv.ts). */
export const productImportCalls = ['upload', 'variantUpdate', 'assign'] as const;

/**
 * A product CSV file too large to import while its call waits (productCsv.QUEUED_FROM_BYTES),
 * imported by a job: what the call was (its merchant, who asked and from where, for the
 * history entry), how far a run got, and the outcome. Its file is `product_import_parts` until
 * the import ends. A run imports the whole file in one transaction that also marks the import
 * `done`, so a run killed midway leaves nothing and the next starts afresh from the file.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: idColumn(),
    /** The operator it belongs to: only they see its progress and outcome. */
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    call: text('call', { enum: productImportCalls }).notNull(),
    /** The merchant of a merchant file (upload, variantUpdate). */
    merchantId: text('merchant_id'),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The upload's AuditContext: the history entry names its operator, request and address. */
    audit: jsonb('audit').notNull(),
    state: jobStateColumn(productCsv.importStates, 'queued'),
    /** The run reporting progress now: a random token each run of the job claims it with. */
    run: text('run'),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    /** `done`: the import's counts; `refused`: the refusal's message, code and problems. */
    outcome: jsonb('outcome'),
    createdAt: createdAtColumn(),
    finishedAt: finishedAtColumn(),
  },
  (table) => [
    idCheck('product_imports', table.id),
    oneOf('product_imports_state', table.state, productCsv.importStates),
    oneOf('product_imports_call', table.call, productImportCalls),
    index('product_imports_created_at').on(table.createdAt),
  ],
);

/** An import's file as it arrived, in parts of about a megabyte, from part 0. */
export const productImportParts = pgTable(
  'product_import_parts',
  {
    importId: text('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.part] })],
);
