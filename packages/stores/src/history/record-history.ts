import { history, readList } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createKeyedFeedStore } from '../data/create-feed-store.js';
import { forgetOnLogout } from '../data/logout-reset.js';
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
export const recordHistory = createKeyedFeedStore({
  fetchPage: async (key, page) => {
    const [kind, id] = key.split('/') as [history.HistoryKind, string];
    return readList(
      history.recordHistoryList,
      await api.call(history.record, {
        params: { kind, id },
        query: { page, limit: HISTORY_PAGE_SIZE },
      }),
    );
  },
  failureTitle: messages.history.fetchFailed,
  emptyMessage: messages.history.empty,
});

/** Opens the History view of a record, with its newest entries loaded afresh. */
export function openHistory(record: HistoryRecord): void {
  const open = $historyRecord.get();
  if (open) recordHistory.close(historyKey(open));
  $historyRecord.set(record);
  void recordHistory.open(historyKey(record));
}

export function closeHistory(): void {
  const open = $historyRecord.get();
  if (open) recordHistory.close(historyKey(open));
  $historyRecord.set(null);
}

forgetOnLogout(() => $historyRecord.set(null));
