import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';

/*
 * The history of every change (issue #30, migration 0023): written by PostgreSQL triggers on
 * every recorded table, in the writing transaction, and append-only for every role (an UPDATE,
 * DELETE or TRUNCATE is refused by triggers). Who writes is what the transaction says in its
 * `satchel.audit` setting (apps/server/src/history). No foreign keys: history outlives what it
 * names, and must never be deleted with it.
 */

/**
 * One change: one transaction's writes (a form saved, a status set, a settlement, a CSV import,
 * a sign-in), or a whole bulk run. `kind` and `record_id` are the first record it touched (a
 * bulk run names none: its rows are its changes); `action` is the call that made it
 * (`users.setStatus`), or the statement's kind (`update`) for a write outside any call.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // Made by the database (the trigger inserts it): 24 hex characters like every record id.
    id: text('id').primaryKey().default(sql`left(replace(gen_random_uuid()::text, '-', ''), 24)`),
    createdAt: createdAtColumn(),
    /** Null for a write no operator made (a migration, the demo loader, a maintenance script). */
    administratorId: text('administrator_id'),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    recordId: text('record_id'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (table) => [
    index('audit_events_created_at_idx').on(table.createdAt, table.id),
    index('audit_events_administrator_idx').on(table.administratorId, table.createdAt, table.id),
    index('audit_events_kind_idx').on(table.kind, table.createdAt, table.id),
    index('audit_events_action_idx').on(table.action, table.createdAt, table.id),
    // The Audit list's filters together (migration 0041): each combination in time order.
    index('audit_events_administrator_kind_idx').on(
      table.administratorId,
      table.kind,
      table.createdAt,
      table.id,
    ),
    index('audit_events_administrator_action_idx').on(
      table.administratorId,
      table.action,
      table.createdAt,
      table.id,
    ),
    index('audit_events_kind_action_idx').on(table.kind, table.action, table.createdAt, table.id),
    index('audit_events_administrator_kind_action_idx').on(
      table.administratorId,
      table.kind,
      table.action,
      table.createdAt,
      table.id,
    ),
    // An operator's own sign-in history (issue 30, migration 0029): their account's entries.
    index('audit_events_account_idx')
      .on(table.recordId, table.createdAt)
      .where(sql`${table.kind} = 'administrators'`),
  ],
);

/**
 * One row's change within an event: the record it belongs to (`kind`, `record_id`: an order's
 * item belongs to its order), the table and row it is (`source`, `row_id`), and its fields
 * before and after: only the changed ones for an update, the whole row for an insert (no
 * before) or a delete (no after). Secrets (password and token hashes) are never recorded.
 */
export const auditChanges = pgTable(
  'audit_changes',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    source: text('source').notNull(),
    rowId: text('row_id'),
    operation: text('operation', { enum: ['insert', 'update', 'delete'] }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_changes_event_idx').on(table.eventId, table.position),
    index('audit_changes_record_idx').on(table.kind, table.recordId, table.eventId),
  ],
);
