import { viewListKinds, type views } from '@satchel/api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import { createdAtColumn, idCheck, idColumn, oneOf } from './columns.js';

const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Saved views of the console's lists (issue 29): a named query (filters, sort, page size) and
 * columns of one list (a table list, or Sales Track's merchant rows: `viewListKinds`), private
 * to its owner or shared with every operator.
 */
export const listViews = pgTable(
  'list_views',
  {
    id: idColumn(),
    list: text('list').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    query: jsonb('query').$type<views.ViewQuery>().notNull(),
    columns: jsonb('columns').$type<views.ListColumns>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    idCheck('list_views', table.id),
    oneOf('list_views_list_check', table.list, viewListKinds),
    // One name per owner and list: "Pending this week" means one thing to its owner.
    uniqueIndex('list_views_owner_name_key').on(table.ownerId, table.list, table.name),
    index('list_views_shared_idx').on(table.list, table.name).where(sql`${table.shared}`),
  ],
);

/** An operator's own settings of one list: the view it opens with, and their columns. */
export const listSettings = pgTable(
  'list_settings',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    defaultViewId: text('default_view_id').references(() => listViews.id, {
      onDelete: 'set null',
    }),
    /** Null: the table's own columns. */
    columns: jsonb('columns').$type<views.ListColumns>(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.adminId, table.list] }),
    oneOf('list_settings_list_check', table.list, viewListKinds),
  ],
);
