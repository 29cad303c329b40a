import { type ErrorCode, errorCodes, history, refusalMessages } from '@satchel/api';
import { auditChanges, bulkRuns } from '@satchel/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';
import { merchantStatusRefusal } from './merchant-status.js';

/**
 * Revert (issue #30): a status or a toggle put back as it was before one entry of a record's
 * history. What can be undone is what an operator flips without filling a form: a record's
 * status and its on/off switches, each a column of the record's own row with no other row
 * depending on it. A form's fields, money and an order's progress are not undone this way.
 */
interface RevertibleTable {
  /** The record's own table, as history names it (`audit_changes.source`). */
  readonly table: string;
  /** Its columns a revert may put back. */
  readonly columns: readonly string[];
  /** Why the record's rule refuses `values` on `row` (as the call setting them would), if it does. */
  readonly refusal?: (row: Row, values: Row) => string | undefined;
}

type Row = Readonly<Record<string, unknown>>;

const revertibleTables: Partial<Record<history.HistoryKind, RevertibleTable>> = {
  users: { table: 'customers', columns: ['status'] },
  merchants: {
    table: 'merchants',
    columns: ['status', 'is_golden'],
    refusal: (row, values) =>
      typeof values.status === 'string'
        ? merchantStatusRefusal(
            (row.whatsapp_number as string | null) ?? null,
            values.status as Parameters<typeof merchantStatusRefusal>[1],
          )
        : undefined,
  },
  drivers: { table: 'drivers', columns: ['status', 'is_golden'] },
  products: { table: 'products', columns: ['admin_disabled', 'status'] },
  coupons: { table: 'coupons', columns: ['is_active', 'global'] },
  banners: { table: 'banners', columns: ['status'] },
  schools: { table: 'schools', columns: ['status'] },
  bundles: { table: 'bundles', columns: ['status', 'set_status'] },
  competitions: { table: 'competitions', columns: ['status'] },
};

type RecordChange = Pick<
  typeof auditChanges.$inferSelect,
  'source' | 'operation' | 'before' | 'after'
>;

/** What tells whether a change can be reverted: its table, its operation, the fields it set. */
export interface ChangeOutline {
  readonly source: string;
  readonly operation: RecordChange['operation'];
  readonly fields: readonly string[];
}

export const outlineOf = (change: RecordChange): ChangeOutline => ({
  source: change.source,
  operation: change.operation,
  fields: Object.keys(change.after ?? {}),
});

/**
 * An entry's changes of a record, outlined (`ChangeOutline`), read beside the entry by the
 * statement that lists it: its changes of its own record (`kind`, `record_id`) in the order made,
 * at most `MAX_CHANGES_SHOWN` as a record's history shows them.
 */
export const ownChangesOutlined = (event: {
  readonly id: AnyPgColumn;
  readonly kind: AnyPgColumn;
  readonly recordId: AnyPgColumn;
}) => sql<ChangeOutline[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'source', own.source, 'operation', own.operation,
      'fields', coalesce((select jsonb_agg(field) from jsonb_object_keys(own.after) as field), '[]'::jsonb)
    ) order by own.position), '[]'::jsonb)
  from (select ${auditChanges.source} as source, ${auditChanges.operation} as operation,
      ${auditChanges.after} as after, ${auditChanges.position} as position
    from ${auditChanges}
    where ${auditChanges.eventId} = ${event.id} and ${auditChanges.kind} = ${event.kind}
      and ${auditChanges.recordId} = ${event.recordId}
    order by ${auditChanges.position}
    limit ${sql.raw(String(history.MAX_CHANGES_SHOWN))}) as own)`;

/** Whether an entry's changes of a `kind` record are nothing but revertible columns of its own row. */
export function isRevertible(
  kind: history.HistoryKind,
  changes: readonly ChangeOutline[],
): boolean {
  const rules = revertibleTables[kind];
  return (
    rules !== undefined &&
    changes.length > 0 &&
    changes.every(
      (change) =>
        change.operation === 'update' &&
        change.source === rules.table &&
        change.fields.every((field) => rules.columns.includes(field)),
    )
  );
}

/**
 * The record's fields an entry's changes of it set, each with its value before and after, when
 * they are nothing but revertible columns of its own row (`isRevertible`); undefined otherwise.
 */
export function revertibleFields(
  kind: history.HistoryKind,
  changes: readonly RecordChange[],
): { before: Row; after: Row } | undefined {
  if (!isRevertible(kind, changes.map(outlineOf))) return undefined;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const change of changes) {
    for (const [column, value] of Object.entries(change.after ?? {})) {
      // A row changed twice in one entry: its value before the first change, after the last.
      if (!(column in before)) before[column] = change.before?.[column];
      after[column] = value;
    }
  }
  return { before, after };
}

const reverts = alias(bulkRuns, 'reverts');

/**
 * The bulk run the entry `eventId` is, while the run can be reverted as a whole (finished, not a
 * revert itself, not reverted yet); null otherwise. Read beside the entry by its list's statement.
 */
export const revertibleRunOf = (eventId: AnyPgColumn) => sql<string | null>`(select ${bulkRuns.id}
  from ${bulkRuns}
  where ${bulkRuns.auditEventId} = ${eventId} and ${bulkRuns.revertsRunId} is null
    and ${bulkRuns.state} not in ('queued', 'running')
    and not exists (select from ${bulkRuns} as reverts where ${reverts.revertsRunId} = ${bulkRuns.id})
  limit 1)`;

/** Why a revert did not happen: the caller's answer (404, 409), its words and code, if its own. */
export interface RevertRefusal {
  readonly status: 404 | 409;
  readonly message: string;
  readonly code?: ErrorCode;
}

/** A column's name as the wire spells its field: `is_golden` → `isGolden`. */
export const wireName = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const shown = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * Puts the record `kind`/`id` back as it was before the entry `entryId`, in `tx` (a write scope,
 * so the revert is itself recorded). Refused, changing nothing, when the entry holds no change of
 * the record, when its changes are not a status or a toggle, when it is a bulk run's (reverted as
 * a whole), when the record's rule refuses the old value, and when the record has changed since:
 * a field that no longer holds the value the entry set is never overwritten.
 */
export async function revertEntry(
  tx: Db,
  kind: history.HistoryKind,
  id: string,
  entryId: string,
): Promise<{ restored: Row } | RevertRefusal> {
  const changes = await tx
    .select({
      source: auditChanges.source,
      operation: auditChanges.operation,
      before: auditChanges.before,
      after: auditChanges.after,
    })
    .from(auditChanges)
    .where(
      and(
        eq(auditChanges.eventId, entryId),
        eq(auditChanges.kind, kind),
        eq(auditChanges.recordId, id),
      ),
    )
    .orderBy(asc(auditChanges.position));
  if (changes.length === 0) {
    return { status: 404, message: 'This record has no such entry in its history' };
  }
  const [run] = await tx
    .select({ id: bulkRuns.id })
    .from(bulkRuns)
    .where(eq(bulkRuns.auditEventId, entryId));
  if (run) {
    return { status: 409, message: 'This change is a bulk run: revert the whole run instead' };
  }
  const fields = revertibleFields(kind, changes as RecordChange[]);
  const rules = revertibleTables[kind];
  if (!fields || !rules) {
    return { status: 409, message: 'Only a change of a status or a toggle can be reverted' };
  }
  const table = sql.identifier(rules.table);
  const { rows } = await tx.execute<{ row: Row }>(
    sql`select to_jsonb(t) as row from ${table} as t where t.id = ${id} for update`,
  );
  const row = rows[0]?.row;
  if (!row) {
    const code = errorCodes.historyRecordGone;
    return { status: 409, message: refusalMessages[code], code };
  }
  const changedSince = Object.entries(fields.after).filter(
    ([column, value]) => shown(row[column]) !== shown(value),
  );
  if (changedSince.length > 0) {
    const now = changedSince.map(([column]) => `${wireName(column)} is now ${shown(row[column])}`);
    return {
      status: 409,
      message: `This record has changed since: ${now.join(', ')}. Nothing was reverted.`,
    };
  }
  const refusal = rules.refusal?.(row, fields.before);
  if (refusal !== undefined) return { status: 409, message: refusal };
  // Each column takes its old value typed as the table types it (text, boolean).
  const old = sql`jsonb_populate_record(null::${table}, ${JSON.stringify(fields.before)}::jsonb)`;
  const columns = Object.keys(fields.before).map((column) => sql.identifier(column));
  await tx.execute(
    sql`update ${table} set (${sql.join(columns, sql`, `)}) = (select ${sql.join(columns, sql`, `)} from ${old} as old) where id = ${id}`,
  );
  return {
    restored: Object.fromEntries(
      Object.entries(fields.before).map(([column, value]) => [wireName(column), value ?? null]),
    ),
  };
}

/** The entry the transaction's writes made (the revert's own), once it has written. */
export async function currentEntryId(tx: Db): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`select current_setting('satchel.audit_event', true) as id`,
  );
  return rows[0]!.id;
}
