import { history as historyCalls, isCalendarDay } from '@satchel/api';
import { administrators, auditChanges, auditEvents } from '@satchel/db/schema';
import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../http/http-error.js';
import { withinBusinessDays } from './business-day.js';
import type { Db } from './db.js';
import { type ChangeOutline, ownChangesOutlined, revertibleRunOf } from './history-revert.js';
import {
  type Beside,
  exact,
  type FilterRule,
  type FilterRules,
  type FilterValuesOf,
  filtersWhere,
  type ListQuery,
  type ListResult,
  type ListSource,
  listPage,
} from './list-query.js';

export type AuditEvent = typeof auditEvents.$inferSelect;
export type AuditChange = typeof auditChanges.$inferSelect;

/**
 * What a history list shows beside an entry: its operator's name, how many rows it changed, and
 * the bulk run it is while the run can be reverted.
 */
interface EntryBeside {
  administratorName: string | null;
  rows: number;
  revertibleRunId: string | null;
}

export type ListedAuditEvent = AuditEvent & EntryBeside;

const entryBeside = {
  name: 'entry',
  fields: {
    administratorName: administrators.username,
    rows: sql<number>`(select count(*) from ${auditChanges} where ${auditChanges.eventId} = ${auditEvents.id})`.mapWith(
      Number,
    ),
    revertibleRunId: revertibleRunOf(auditEvents.id),
  },
  join: (rows) => rows.leftJoin(administrators, eq(administrators.id, auditEvents.administratorId)),
} satisfies Beside<EntryBeside>;

/** What the Audit list reads beside an entry, and its changes of its own record, outlined. */
interface AuditBeside extends EntryBeside {
  ownChanges: ChangeOutline[];
}

export type AuditListRow = AuditEvent & AuditBeside;

const auditBeside = {
  name: 'audit entry',
  fields: { ...entryBeside.fields, ownChanges: ownChangesOutlined(auditEvents) },
  join: entryBeside.join,
} satisfies Beside<AuditBeside>;

/** A business day of a date filter; a day that is no calendar day (2026-02-30) is refused. */
const calendarDay = (value: string): string => {
  if (!isCalendarDay(value)) throw new HttpError(400, `${value} is not a date`);
  return value;
};

/** The entries made on or after the business day. */
const fromDay: FilterRule = (value) =>
  withinBusinessDays(auditEvents.createdAt, calendarDay(value), '9999-12-31');

/** The entries made on or before the business day. */
const toDay: FilterRule = (value) =>
  withinBusinessDays(auditEvents.createdAt, '0001-01-01', calendarDay(value));

export const auditFilters = {
  administratorId: exact(auditEvents.administratorId),
  kind: exact(auditEvents.kind),
  action: exact(auditEvents.action),
  from: fromDay,
  to: toDay,
} satisfies FilterRules<typeof historyCalls.list>;

/** The Audit list's rows, newest first: what its pages and its exports read. */
export const auditSource: ListSource<typeof historyCalls.list, typeof auditEvents, AuditBeside> = {
  table: auditEvents,
  rules: auditFilters,
  defaultSort: -1,
  beside: auditBeside,
};

/**
 * One page of the Audit list, newest first. Its total is always counted up to a point and then
 * estimated (`listPage`), never counted whole: history grows without end (tens of millions).
 */
export const listAuditEvents = (
  db: Db,
  query: ListQuery,
  filters: FilterValuesOf<typeof historyCalls.list> = {},
): Promise<ListResult<AuditListRow>> =>
  listPage<typeof auditEvents, AuditBeside>(db, auditEvents, query, {
    where: filtersWhere(auditSource.rules, filters) ?? sql`true`,
    defaultSort: auditSource.defaultSort,
    beside: auditSource.beside,
  });

/** An entry of a record's history: the change, and what it did to that record. */
export type RecordHistoryEntry = ListedAuditEvent & {
  changes: Omit<AuditChange, 'position'>[];
};

/**
 * One page of a record's history, newest first: every entry that changed it (or one of its
 * parts: an order's items), each with that record's row changes in the order made (at most
 * `MAX_CHANGES_SHOWN` of one entry).
 */
export async function listRecordHistory(
  db: Db,
  kind: string,
  recordId: string,
  query: ListQuery,
): Promise<ListResult<RecordHistoryEntry>> {
  const ofRecord = and(eq(auditChanges.kind, kind), eq(auditChanges.recordId, recordId));
  const page = await listPage<typeof auditEvents, EntryBeside>(db, auditEvents, query, {
    where: sql`${auditEvents.id} in (select ${auditChanges.eventId} from ${auditChanges} where ${ofRecord})`,
    defaultSort: -1,
    beside: entryBeside,
  });
  const eventIds = page.rows.map((row) => row.id);
  const byEvent = new Map<string, Omit<AuditChange, 'position'>[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length > 0) {
    const { rows } = await db.execute<Omit<AuditChange, 'position'> & Record<string, unknown>>(sql`
      select event_id as "eventId", kind, record_id as "recordId", source, row_id as "rowId",
        operation, before, after
      from (
        select *, row_number() over (partition by event_id order by position) as nth
        from ${auditChanges}
        where ${and(ofRecord, inArray(auditChanges.eventId, eventIds))}
      ) as numbered
      where nth <= ${historyCalls.MAX_CHANGES_SHOWN}
      order by position`);
    for (const change of rows) byEvent.get(change.eventId)?.push(change);
  }
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, changes: byEvent.get(row.id) ?? [] })),
  };
}

/** One entry and a page of the row changes it made, after `position`; undefined when none. */
export async function findAuditEvent(
  db: Db,
  id: string,
  after = 0,
): Promise<{ event: AuditListRow; changes: AuditChange[]; more: boolean } | undefined> {
  const [event] = (await auditBeside
    .join(
      db
        .select({ ...getTableColumns(auditEvents), ...auditBeside.fields })
        .from(auditEvents)
        .$dynamic(),
    )
    .where(eq(auditEvents.id, id))) as AuditListRow[];
  if (!event) return undefined;
  const changes = await db
    .select()
    .from(auditChanges)
    .where(and(eq(auditChanges.eventId, id), gt(auditChanges.position, after)))
    .orderBy(asc(auditChanges.position))
    .limit(historyCalls.MAX_ENTRY_CHANGES + 1);
  return {
    event,
    changes: changes.slice(0, historyCalls.MAX_ENTRY_CHANGES),
    more: changes.length > historyCalls.MAX_ENTRY_CHANGES,
  };
}
