import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import { createdAtColumn } from './columns.js';

/**
 * The first answer of each write sent with an Idempotency-Key, recorded in the transaction of
 * the write itself: the write and its answer commit together or not at all, so a request sent
 * again with the key (a retry, a second click) gets this answer instead of writing twice, on
 * whichever server instance it lands. Kept like the writes they answer: a row per write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The call, e.g. `POST /driver/update-driver-amount`: keys of different calls never meet. */
    scope: text('scope').notNull(),
    /** Whose key: one administrator's keys never answer another's requests. */
    administratorId: text('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of what the request asked; the same key asking something else is refused. */
    requestHash: text('request_hash').notNull(),
    /** The success body sent back, sent again as it is. */
    answer: jsonb('answer').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({
      name: 'idempotency_keys_pkey',
      columns: [table.scope, table.administratorId, table.key],
    }),
  ],
);
