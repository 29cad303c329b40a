import { settingNames } from '@satchel/api';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

/**
 * The settings an Administrator changed (issue 30), one row per setting; a setting without a row
 * has its declared default (`settingDefinitions` of @satchel/api). Recorded in history.
 */
export const settings = pgTable(
  'settings',
  {
    name: text('name').primaryKey(),
    /** The value as the wire carries it: a number, or null for an optional setting left off. */
    value: jsonb('value').$type<number | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [oneOf('settings_name_known', table.name, settingNames)],
);
