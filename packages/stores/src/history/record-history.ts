import { ApiError, bulkRuns, history, IDEMPOTENCY_KEY_HEADER, readList } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createKeyedFeedStore } from '../data/create-feed-store.js';
import { newIdempotencyKey } from '../data/idempotency-key.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { endedSession, refusalText } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';

/** Entries load 20 at a time, newest first; Load more appends the older ones. */
export const HISTORY_PAGE_SIZE = 20;

/** The record whose History view is open. */
export interface HistoryRecord {
  readonly kind: history.HistoryKind;
  readonly id: string;
  /** How the screen names it (a user's name, an order's number). */
  readonly title: string;
}

/** The record whose History view is open; null while closed. */
export const $historyRecord = atom<HistoryRecord | null>(null);

/** The feed's key of a record. */
export const historyKey = ({ kind, id }: Pick<HistoryRecord, 'kind' | 'id'>): string =>
  `${kind}/${id}`;

/** Each open record's history, by `historyKey`. */
export const recordHistory = createKeyedFeedStore<history.HistoryEntry>({
  fetchPage: async (key, page, last) => {
    const [kind, id] = key.split('/') as [history.HistoryKind, string];
    return readList(
      history.recordHistoryList,
      await api.call(history.record, {
        params: { kind, id },
        // The page after the last entry shown (a keyset read): entries made meanwhile shift nothing.
        query: { page, limit: HISTORY_PAGE_SIZE, ...(last && { after: last.id }) },
      }),
    );
  },
  get failureTitle() {
    return messages.history.fetchFailed;
  },
  get emptyMessage() {
    return messages.history.empty;
  },
});

/** A revert of an entry of the open record: going, or refused (with the server's words). */
export type RevertState =
  | { readonly entryId: string; readonly going: true }
  | { readonly entryId: string; readonly going: false; readonly problem: string };

/** The open record's last revert while it is going or refused; null otherwise. */
export const $revert = atom<RevertState | null>(null);

/**
 * Puts back what `entry` changed of `record`: its status or toggle, or, for a bulk run's entry,
 * the whole run (as a new run). The History view reverts an entry of its record, the Audit list
 * an entry of the entry's own record (none for a bulk run). The revert is itself a change, so an
 * open history of the record is read again and shows it on top; a refusal (the record changed
 * since) is kept at the entry, in the server's words. True when the revert was made or started.
 */
export async function revertEntry(
  entry: history.AuditEntry,
  record: Pick<HistoryRecord, 'kind' | 'id'> | null,
): Promise<boolean> {
  if ($revert.get()?.going || !(entry.revertibleRunId || (entry.revertible && record))) {
    return false;
  }
  $revert.set({ entryId: entry.id, going: true });
  try {
    if (entry.revertibleRunId) {
      await api.call(bulkRuns.revert, {
        params: { id: entry.revertibleRunId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      });
      showToast('success', messages.history.runRevertStarted);
    } else if (record) {
      await api.call(history.revert, {
        params: { kind: record.kind, id: record.id },
        body: { entryId: entry.id },
      });
      showToast('success', messages.history.reverted);
    }
    $revert.set(null);
    if (record) await recordHistory.refresh(historyKey(record));
    return true;
  } catch (error) {
    if (endedSession(error)) {
      $revert.set(null);
      return false;
    }
    const problem = error instanceof ApiError ? refusalText(error) : messages.history.revertFailed;
    $revert.set({ entryId: entry.id, going: false, problem });
    return false;
  }
}

/** Opens the History view of a record, with its newest entries loaded afresh. */
export function openHistory(record: HistoryRecord): void {
  const open = $historyRecord.get();
  if (open) recordHistory.close(historyKey(open));
  $historyRecord.set(record);
  $revert.set(null);
  void recordHistory.open(historyKey(record));
}

export function closeHistory(): void {
  const open = $historyRecord.get();
  if (open) recordHistory.close(historyKey(open));
  $historyRecord.set(null);
}

forgetOnLogout(() => {
  $historyRecord.set(null);
  $revert.set(null);
});
