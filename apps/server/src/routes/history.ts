import { errorCodes, history } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { listAnswer, registerList, splitListQuery } from '../http/register-list.js';
import {
  type AuditChange,
  type AuditListRow,
  findAuditEvent,
  type ListedAuditEvent,
  listAuditEvents,
  listRecordHistory,
  type RecordHistoryEntry,
} from '../repos/history.js';
import {
  currentEntryId,
  isRevertible,
  outlineOf,
  revertEntry,
  wireName,
} from '../repos/history-revert.js';
import { isoTime } from './wire-time.js';

/** A row's recorded fields under their wire names (history keeps the table's column names). */
const fieldsOnWire = (fields: Record<string, unknown> | null) =>
  fields &&
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [wireName(key), value]));

const changeOnWire = (change: Omit<AuditChange, 'position'>): history.FieldChange => ({
  source: change.source,
  rowId: change.rowId,
  operation: change.operation,
  before: fieldsOnWire(change.before),
  after: fieldsOnWire(change.after),
});

/** An entry as every history answer shows it, `revertible` as the caller found it. */
const entryOnWire = (event: ListedAuditEvent, revertible: boolean): history.AuditEntry => ({
  id: event.id,
  createdAt: isoTime(event.createdAt),
  administratorId: event.administratorId,
  administratorName: event.administratorName,
  action: event.action,
  // The triggers write only the kinds they are given (migration 0023): the contract's.
  kind: event.kind as history.HistoryKind,
  recordId: event.recordId,
  rows: event.rows,
  requestId: event.requestId,
  address: event.address,
  // A bulk run's entry is reverted as the whole run, never one record of it.
  revertible: event.revertibleRunId === null && revertible,
  revertibleRunId: event.revertibleRunId,
});

/** An entry of the Audit list: revertible by its changes of its own record. */
const auditEntryOnWire = (event: AuditListRow): history.AuditEntry =>
  entryOnWire(event, isRevertible(event.kind as history.HistoryKind, event.ownChanges));

/** An entry of the history of a `kind` record: revertible by its changes of that record. */
const historyEntryOnWire =
  (kind: history.HistoryKind) =>
  (entry: RecordHistoryEntry): history.HistoryEntry => ({
    ...entryOnWire(entry, isRevertible(kind, entry.changes.map(outlineOf))),
    changes: entry.changes.map(changeOnWire),
  });

/** The history of every change (issue #30): a record's history, the Audit list, one entry. */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  registerList(app, history.list, history.auditList, listAuditEvents, auditEntryOnWire);

  registerCall(app, history.record, async ({ params, query }) => {
    const { paging } = splitListQuery<typeof history.record>(query);
    const page = await listRecordHistory(db, params.kind, params.id, paging);
    return listAnswer(history.recordHistoryList, paging, page, historyEntryOnWire(params.kind));
  });

  registerCall(
    app,
    history.revert,
    async ({ params, body }) => {
      // The call's write scope: the revert and its own history entry commit together.
      const outcome = await revertEntry(db, params.kind, params.id, body.entryId);
      if ('status' in outcome) {
        throw new HttpError(outcome.status, outcome.message, {}, outcome.code);
      }
      return { data: { entryId: await currentEntryId(db), restored: outcome.restored } };
    },
    {
      recordList: async (request) =>
        history.resourceOfKind((request.params as { kind: history.HistoryKind }).kind),
    },
  );

  registerCall(app, history.entry, async ({ params, query }) => {
    const found = await findAuditEvent(db, params.id, query.after);
    if (!found) {
      throw refusal(404, errorCodes.historyEntryNotFound);
    }
    return {
      data: {
        entry: auditEntryOnWire(found.event),
        changes: found.changes.map((change) => ({
          position: change.position,
          kind: change.kind as history.HistoryKind,
          recordId: change.recordId,
          ...changeOnWire(change),
        })),
        more: found.more,
      },
    };
  });
};
