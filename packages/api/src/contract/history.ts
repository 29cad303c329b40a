import { type Static, Type } from 'typebox';
import type { Resource } from '../domain/permissions.js';
import { defineCall } from './call.js';
import { Id, ListQuery, Nullable } from './common.js';
import { listEnvelope } from './list.js';

/**
 * The history of every change (issue #30): one entry per change (a form saved, a status set, a
 * settlement, an import, a bulk run, a sign-in or sign-out), who made it, when, from where, and
 * each record's fields before and after. Entries are never changed or removed.
 */

/** The kinds of record history names (the wire's list names, and the operators' accounts). */
export const historyKinds = [
  'users',
  'merchants',
  'drivers',
  'products',
  'categories',
  'banners',
  'coupons',
  'schools',
  'bundles',
  'competitions',
  'orders',
  'administrators',
  'settings',
] as const;
export const HistoryKind = Type.Enum(historyKinds);
export type HistoryKind = Static<typeof HistoryKind>;

/**
 * The resource whose `write` a revert of a record of `kind` needs: the record's own section's
 * (a bundle is the Special Category's schools'; an operator's account is the Team's).
 */
export const resourceOfKind = (kind: HistoryKind): Resource =>
  kind === 'bundles' ? 'schools' : kind === 'administrators' ? 'team' : kind;

/** The longest action name (`users.setStatus`: the call that made the change). */
export const MAX_ACTION_LENGTH = 100;

/** One change as the Audit list shows it. */
export const AuditEntry = Type.Object({
  id: Id,
  createdAt: Type.String({ format: 'date-time' }),
  /** The operator who made it; null for a change no operator made (a maintenance script). */
  administratorId: Nullable(Id),
  administratorName: Nullable(Type.String()),
  /** The call that made it (`users.setStatus`, `admin.login`), or `insert`/`update`/`delete`. */
  action: Type.String({ maxLength: MAX_ACTION_LENGTH }),
  /** The kind of the first record it changed (a bulk run's: the list it ran on). */
  kind: HistoryKind,
  /** The first record it changed; null for a bulk run, which names its rows (`entry`). */
  recordId: Nullable(Type.String()),
  /** How many rows it changed: a record and its parts, every row of an import or a bulk run. */
  rows: Type.Integer({ minimum: 0 }),
  requestId: Nullable(Type.String()),
  /** The client's address as the server saw it (behind a trusted proxy: the forwarded one). */
  address: Nullable(Type.String()),
  /**
   * Whether `revert` may put the record back as it was before this entry: its changes of the
   * record are nothing but a status or a toggle of its own row (and it is no bulk run's). The
   * record is the entry's own (`kind`, `recordId`) in the Audit list, the record whose history
   * it is in a record's history.
   */
  revertible: Type.Boolean(),
  /**
   * The bulk run this entry is, while it can still be reverted as a whole (finished, not a
   * revert itself, not reverted yet): `bulk-runs/:id/revert` puts back all its rows.
   */
  revertibleRunId: Nullable(Id),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Fields of a row, by their wire names, as they were (or became). */
const Fields = Type.Record(Type.String(), Type.Unknown());

/** One row's change: only the changed fields of an update; the whole row made or removed. */
export const FieldChange = Type.Object({
  /** The table the row is in: the record's own, or a part of it (an order's items). */
  source: Type.String(),
  rowId: Nullable(Type.String()),
  operation: Type.Enum(['insert', 'update', 'delete']),
  before: Nullable(Fields),
  after: Nullable(Fields),
});
export type FieldChange = Static<typeof FieldChange>;

/** The most row changes one entry of a record's history carries (its record's, in order). */
export const MAX_CHANGES_SHOWN = 100;

/** One entry of a record's history: the change and what it did to that record. */
export const HistoryEntry = Type.Object({
  ...AuditEntry.properties,
  changes: Type.Array(FieldChange, { maxItems: MAX_CHANGES_SHOWN }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const recordHistoryList = listEnvelope(
  { items: 'data.entries', total: 'data.total', pages: 'data.totalPages' },
  HistoryEntry,
);

export const record = defineCall({
  method: 'GET',
  path: '/history/:kind/:id',
  summary: "A record's history, newest first",
  description:
    'Every change of the record (and of its parts: an order with its items), newest first, each with the fields it changed before and after. Pages as every list does (`page`, `limit`, `after`/`before`).',
  tags: ['history'],
  auth: true,
  permission: 'audit:read',
  params: Type.Object({ kind: HistoryKind, id: Id }),
  querystring: ListQuery,
  response: { 200: recordHistoryList.schema },
});

export const auditList = listEnvelope(
  { items: 'data.entries', total: 'data.total', pages: 'data.totalPages' },
  AuditEntry,
);

/** A business day (India's), as the Audit list's date filters take it. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const AuditListQuery = Type.Object({
  ...ListQuery.properties,
  administratorId: Type.Optional(Id),
  kind: Type.Optional(HistoryKind),
  action: Type.Optional(Type.String({ maxLength: MAX_ACTION_LENGTH })),
  /** The first business day shown (India's), included. */
  from: Type.Optional(Day),
  /** The last business day shown, included. */
  to: Type.Optional(Day),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const list = defineCall({
  method: 'GET',
  path: '/audit',
  summary: 'Every change, newest first, filtered by operator, kind of record, action and date',
  tags: ['history'],
  auth: true,
  permission: 'audit:read',
  querystring: AuditListQuery,
  response: { 200: auditList.schema },
});

export const RevertBody = Type.Object({
  /** The entry of the record's history to undo (its `id`). */
  entryId: Id,
});

export const revert = defineCall({
  method: 'POST',
  path: '/history/:kind/:id/revert',
  summary: 'Put back a status or a toggle as it was before one entry of its history',
  description:
    "Sets the record's fields the entry changed back to their values before it; the revert is " +
    'itself a change, recorded in history. Only an entry whose changes of the record are a ' +
    'status or a toggle of its own row can be reverted (otherwise 409). When the record has ' +
    'changed since (a field no longer holds the value the entry set), nothing is overwritten: ' +
    'the revert is refused with 409 and a message naming each such field and its value now. ' +
    'A bulk run is reverted as a whole by `bulk-runs/:id/revert`.',
  tags: ['history'],
  auth: true,
  permission: { list: 'record', action: 'write' },
  params: Type.Object({ kind: HistoryKind, id: Id }),
  body: RevertBody,
  response: {
    200: Type.Object({
      data: Type.Object({
        /** The revert's own entry in the record's history. */
        entryId: Id,
        /** The fields put back, by their wire names, with the values they now hold. */
        restored: Fields,
      }),
    }),
  },
});

/** The most row changes one page of an entry's changes carries. */
export const MAX_ENTRY_CHANGES = 100;

export const ChangedRecord = Type.Object({
  /** The change's position in all history, to read on from (`after`). */
  position: Type.Integer({ minimum: 1 }),
  kind: HistoryKind,
  recordId: Type.String(),
  ...FieldChange.properties,
});
export type ChangedRecord = Static<typeof ChangedRecord>;

export const entry = defineCall({
  method: 'GET',
  path: '/audit/:id',
  summary: 'One change with every row it touched, a page at a time',
  description:
    'The entry and its row changes in the order made, at most 100 a page: a bulk run or an import names every row here. `after` is the last position read.',
  tags: ['history'],
  auth: true,
  permission: 'audit:read',
  params: Type.Object({ id: Id }),
  querystring: Type.Object({
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  }),
  response: {
    200: Type.Object({
      data: Type.Object({
        entry: AuditEntry,
        changes: Type.Array(ChangedRecord, { maxItems: MAX_ENTRY_CHANGES }),
        /** Whether changes follow the last one here (read them `after` its position). */
        more: Type.Boolean(),
      }),
    }),
  },
});
