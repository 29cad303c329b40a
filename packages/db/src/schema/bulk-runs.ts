import { bulkRuns as bulkRunContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import { createdAtColumn, finishedAtColumn, idColumn, jobStateColumn, oneOf } from './columns.js';

/**
 * One change of every row matching a list's filters (issue #29): what it does, how far it got.
 * Its rows (`bulk_run_rows`) are fixed when it begins and record what each was before, so
 * that a revert (a run naming this one in `reverts_run_id`) puts back exactly what it changed.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: idColumn(),
    /** The contract's action, e.g. `users.status`. */
    action: text('action').notNull(),
    /** What the action sets: a status, 'true'/'false', a coupon's id. */
    value: text('value').notNull(),
    /** The list's filters as the start call took them. */
    filters: jsonb('filters').notNull(),
    administratorId: text('administrator_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    state: jobStateColumn(bulkRunContract.bulkRunStates, 'queued'),
    /** Asked by the cancel call; the run stops before its next batch. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** A revert names the run it reverts; a run is reverted at most once. */
    revertsRunId: text('reverts_run_id')
      .unique('bulk_runs_reverts_run_id_key')
      .references((): AnyPgColumn => bulkRuns.id, { onDelete: 'restrict' }),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdAt: createdAtColumn(),
    finishedAt: finishedAtColumn(),
    /**
     * The history entry of the run (`audit_events`), made by its start: every batch adds the
     * rows it changes to it, so that the whole run is one entry naming all its rows.
     */
    auditEventId: text('audit_event_id'),
  },
  (table) => [
    oneOf('bulk_runs_state_check', table.state, bulkRunContract.bulkRunStates),
    check('bulk_runs_counts_check', sql`${table.done} <= ${table.total}`),
    // An Audit entry finds its run (migration 0041).
    index('bulk_runs_audit_event_idx').on(table.auditEventId),
    // The Dashboard counts the runs in progress off this index (migration 0027).
    index('bulk_runs_in_progress_idx')
      .on(table.createdAt)
      .where(sql`${table.state} in ('queued', 'running')`),
  ],
);

/**
 * A run's rows in the order it works them (`position` from 1). `outcome` is null until its
 * batch commits: `changed` (with `before`), `unchanged` (already as asked) or `skipped` (with
 * `reason`). A revert's rows carry their own `target` (the recorded before) and `expect` (what
 * the reverted run set, which the row must still hold).
 */
export const bulkRunRows = pgTable(
  'bulk_run_rows',
  {
    runId: text('run_id')
      .notNull()
      .references(() => bulkRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rowId: text('row_id').notNull(),
    target: text('target'),
    expect: text('expect'),
    outcome: text('outcome', { enum: ['changed', 'unchanged', 'skipped'] }),
    before: text('before'),
    reason: text('reason'),
  },
  (table) => [
    primaryKey({ name: 'bulk_run_rows_pkey', columns: [table.runId, table.position] }),
    index('bulk_run_rows_skipped_idx')
      .on(table.runId, table.position)
      .where(sql`${table.outcome} = 'skipped'`),
    oneOf('bulk_run_rows_outcome_check', table.outcome, ['changed', 'unchanged', 'skipped']),
  ],
);
