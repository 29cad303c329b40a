import { bulkRuns as contract } from '@satchel/api';
import { bulkRunRows, bulkRuns } from '@satchel/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { continueAuditEvent } from '../history/audit-context.js';
import { bulkActions } from './bulk-actions.js';
import type { Db } from './db.js';
import { type FilterValues, filtersWhere } from './list-query.js';

export type BulkRunRow = typeof bulkRuns.$inferSelect;
type BulkRunState = contract.BulkRunState;

/** A run as its status call tells it: the run, its first skipped rows, the revert naming it. */
export interface BulkRunReport {
  readonly run: BulkRunRow;
  readonly skippedRows: contract.SkippedRow[];
  readonly revertedByRunId: string | null;
}

const finished: readonly BulkRunState[] = ['done', 'cancelled', 'failed'];

/** The list an action runs on: `users.status` → `users`. */
const listOfAction = (action: contract.BulkAction): string => action.split('.', 1)[0]!;

/** How many rows match a change, how many it would change and how many its rule would skip. */
export async function previewChange(
  db: Db,
  action: contract.BulkAction,
  param: string,
  filters: FilterValues,
): Promise<contract.BulkPreview> {
  const rules = bulkActions[action];
  const where = filtersWhere(rules.filters, filters) ?? sql`true`;
  const unchanged = rules.unchangedWhen(param);
  const refused = rules.refusedWhen(param) ?? sql`false`;
  const { rows } = await db.execute<{ matching: number; changing: number; skipping: number }>(sql`
    select count(*)::int as matching,
      count(*) filter (where not (${unchanged}) and not (${refused}))::int as changing,
      count(*) filter (where not (${unchanged}) and (${refused}))::int as skipping
    from ${rules.table} where ${where}`);
  return rows[0]!;
}

/** A queued run of `action` over the rows matching `filters`, or over a run's changes (a revert). */
export async function createRun(
  db: Db,
  values: {
    action: contract.BulkAction;
    param: string;
    filters: FilterValues;
    administratorId: string;
    revertsRunId?: string;
  },
): Promise<BulkRunRow> {
  const [run] = await db
    .insert(bulkRuns)
    .values({
      action: values.action,
      value: values.param,
      filters: values.filters,
      administratorId: values.administratorId,
      revertsRunId: values.revertsRunId ?? null,
      // The run's one history entry, made now by the operator's call (write-scope.ts); its
      // batches add their rows to it. It names the run's list, and no one record.
      auditEventId: sql`audit_event(${listOfAction(values.action)}, null, 'bulkRuns.start')`,
    })
    .returning();
  return run!;
}

export async function reportOf(db: Db, run: BulkRunRow): Promise<BulkRunReport> {
  const skipped = await db
    .select({ id: bulkRunRows.rowId, reason: bulkRunRows.reason })
    .from(bulkRunRows)
    .where(and(eq(bulkRunRows.runId, run.id), eq(bulkRunRows.outcome, 'skipped')))
    .orderBy(asc(bulkRunRows.position))
    .limit(contract.MAX_SKIPPED_SHOWN);
  const [revert] = await db
    .select({ id: bulkRuns.id })
    .from(bulkRuns)
    .where(eq(bulkRuns.revertsRunId, run.id));
  return {
    run,
    skippedRows: skipped.map((row) => ({ id: row.id, reason: row.reason ?? '' })),
    revertedByRunId: revert?.id ?? null,
  };
}

export async function findRun(db: Db, id: string): Promise<BulkRunRow | undefined> {
  const [run] = await db.select().from(bulkRuns).where(eq(bulkRuns.id, id));
  return run;
}

/**
 * Asks a run to stop: a queued one is cancelled at once, a running one before its next batch.
 * Undefined when there is no such run; the run unchanged when it has finished.
 */
export async function requestCancel(db: Db, id: string): Promise<BulkRunRow | undefined> {
  const [run] = await db
    .update(bulkRuns)
    .set({
      cancelRequested: true,
      state: sql`case when ${bulkRuns.state} = 'queued' then 'cancelled' else ${bulkRuns.state} end`,
      finishedAt: sql`case when ${bulkRuns.state} = 'queued' then now() else ${bulkRuns.finishedAt} end`,
    })
    .where(and(eq(bulkRuns.id, id), inArray(bulkRuns.state, ['queued', 'running'])))
    .returning();
  return run ?? findRun(db, id);
}

export const isFinished = (run: BulkRunRow): boolean => finished.includes(run.state);

/** The run locked for this transaction, so that two runners of one run take turns. */
export async function lockRun(tx: Db, id: string): Promise<BulkRunRow | undefined> {
  const [run] = await tx.select().from(bulkRuns).where(eq(bulkRuns.id, id)).for('update');
  return run;
}

const finish = (tx: Db, id: string, state: BulkRunState) =>
  tx.update(bulkRuns).set({ state, finishedAt: sql`now()` }).where(eq(bulkRuns.id, id));

/**
 * Fixes a queued run's rows, in one transaction: the rows matching its filters now (or, for a
 * revert, the rows the reverted run changed, each with the value to put back and the value it
 * must still hold), numbered in list order. Does nothing to a run past that point.
 */
export async function fixRows(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    if (run?.state !== 'queued') return;
    if (run.cancelRequested) return void (await finish(tx, id, 'cancelled'));
    const rules = bulkActions[run.action as contract.BulkAction];
    const { table } = rules;
    const inserted = run.revertsRunId
      ? await tx.execute(sql`
          insert into ${bulkRunRows} (run_id, position, row_id, target, expect)
          select ${id}, row_number() over (order by position), row_id, before,
            ${rules.target(run.value)}
          from ${bulkRunRows} where run_id = ${run.revertsRunId} and outcome = 'changed'`)
      : await tx.execute(sql`
          insert into ${bulkRunRows} (run_id, position, row_id)
          select ${id}, row_number() over (order by ${table.createdAt}, ${table.id}), ${table.id}
          from ${table}
          where ${filtersWhere(rules.filters, run.filters as FilterValues) ?? sql`true`}`);
    await tx
      .update(bulkRuns)
      .set({ state: 'running', total: inserted.rowCount ?? 0 })
      .where(eq(bulkRuns.id, id));
  });
}

type Outcome = 'changed' | 'unchanged' | 'skipped';

/**
 * Works the run's next `batchSize` rows in one transaction: each row's change, its recorded
 * outcome and value before, and the run's progress commit together, so a retried run never
 * redoes a row. Answers whether the run has finished (done, cancelled, or not running).
 */
export async function runBatch(db: Db, id: string, batchSize: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    if (run?.state !== 'running') return true;
    if (run.auditEventId) await continueAuditEvent(tx, run.auditEventId);
    if (run.cancelRequested) {
      await finish(tx, id, 'cancelled');
      return true;
    }
    const rows = await tx
      .select()
      .from(bulkRunRows)
      .where(and(eq(bulkRunRows.runId, id), sql`${bulkRunRows.position} > ${run.done}`))
      .orderBy(asc(bulkRunRows.position))
      .limit(batchSize);
    if (rows.length === 0) {
      await finish(tx, id, 'done');
      return true;
    }
    const rules = bulkActions[run.action as contract.BulkAction];
    const forwardTarget = rules.target(run.value);
    const current = await rules.current(
      tx,
      rows.map((row) => row.rowId),
      run.value,
      forwardTarget,
    );
    const outcomes = rows.map((row) => {
      const now = current.get(row.rowId);
      const target = row.target ?? forwardTarget;
      const outcome = (o: Outcome, reason: string | null = null) => ({
        position: row.position,
        id: row.rowId,
        target,
        outcome: o,
        before: now?.value ?? null,
        reason,
      });
      if (!now) return outcome('skipped', 'No longer exists');
      if (now.value === target) return outcome('unchanged');
      if (row.expect !== null && now.value !== row.expect) {
        return outcome('skipped', `Changed since the run (now ${now.value})`);
      }
      if (now.refusal) return outcome('skipped', now.refusal);
      return outcome('changed');
    });
    const changes = outcomes.filter((row) => row.outcome === 'changed');
    await rules.write(
      tx,
      run.value,
      changes.map((row) => ({ id: row.id, value: row.target })),
      run.administratorId,
    );
    await tx.execute(sql`
      update ${bulkRunRows} set outcome = o.outcome, before = o.before, reason = o.reason
      from unnest(${sql.param(outcomes.map((row) => row.position))}::int[],
        ${sql.param(outcomes.map((row) => row.outcome))}::text[],
        ${sql.param(outcomes.map((row) => row.before))}::text[],
        ${sql.param(outcomes.map((row) => row.reason))}::text[]) as o(position, outcome, before, reason)
      where run_id = ${id} and ${bulkRunRows.position} = o.position`);
    const count = (o: Outcome) => outcomes.filter((row) => row.outcome === o).length;
    const done = rows.at(-1)!.position;
    // The last batch ends the run in its own transaction.
    const last = done === run.total;
    await tx
      .update(bulkRuns)
      .set({
        done,
        changed: sql`${bulkRuns.changed} + ${count('changed')}`,
        skipped: sql`${bulkRuns.skipped} + ${count('skipped')}`,
        ...(last && { state: 'done' as const, finishedAt: sql`now()` }),
      })
      .where(eq(bulkRuns.id, id));
    return last;
  });
}

/** Marks a run that cannot go on as failed (its changed rows stay recorded, so revertible). */
export const failRun = (db: Db, id: string) =>
  db
    .update(bulkRuns)
    .set({ state: 'failed', finishedAt: sql`now()` })
    .where(and(eq(bulkRuns.id, id), inArray(bulkRuns.state, ['queued', 'running'])));

/** Whether the run has been asked to stop (read between a pause's looks). */
export async function cancelRequested(db: Db, id: string): Promise<boolean> {
  const [run] = await db
    .select({ cancelRequested: bulkRuns.cancelRequested })
    .from(bulkRuns)
    .where(eq(bulkRuns.id, id));
  return run?.cancelRequested ?? true;
}
