import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../id.js';
import { administrators } from './auth.js';
import { createdAtColumn } from './columns.js';

/*
 * Two-step sign-in (issue 30, migration 0029): a time-based one-time code (RFC 6238) after the
 * password, and recovery codes for an operator without their authenticator. Both tables are
 * recorded in history under the operator's account, their secrets never (the trigger leaves
 * those columns out).
 */

/**
 * An operator's authenticator secret: pending while `confirmed_at` is null (set up, no code
 * entered yet), in force once confirmed. The secret is answered once, when setup starts.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  adminId: text('admin_id')
    .primaryKey()
    .references(() => administrators.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAtColumn(),
});

/** An operator's recovery codes, by their SHA-256, each good once (`used_at`). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('recovery_codes_admin_code_key').on(table.adminId, table.codeHash),
    index('recovery_codes_admin_id_idx').on(table.adminId),
  ],
);
