import { type ApiError, dashboard } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { latestOnly } from '../data/latest.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { $permissions, allows } from '../session/permissions.js';
import { reloadOnChanges } from './dashboard-live.js';

export type QueueEntry = dashboard.QueueEntry;

export interface QueueState {
  /** The entries shown, oldest first. */
  readonly entries: readonly QueueEntry[];
  /** Whether more wait after the last shown. */
  readonly more: boolean;
  readonly loading: boolean;
  /** Whether the first answer has arrived. */
  readonly loaded: boolean;
}

const empty: QueueState = { entries: [], more: false, loading: false, loaded: false };
const $state = atom<QueueState>(empty);
// The next operator sees their own queue, never a glimpse of the last one's.
forgetOnLogout(() => $state.set(empty));
/** The assignment queue as the Dashboard shows it (watched only by a role reading orders). */
export const $queue = computed($state, (state) => state);

/** Whether the role may assign from the queue (the assign call needs orders:write). */
export const $mayAssign = computed($permissions, (permissions) =>
  allows(permissions, 'orders:write'),
);

const nextRead = latestOnly();

/**
 * Reads the queue again from its start, as many entries as are shown (a page at least): an
 * entry another operator took is gone, a new order joins at the end.
 */
async function reload(): Promise<void> {
  if (!allows($permissions.get(), 'orders:read')) return;
  const isCurrent = nextRead();
  const shown = $state.get().entries.length;
  const limit = Math.min(Math.max(shown, dashboard.QUEUE_PAGE_DEFAULT), dashboard.QUEUE_PAGE_MAX);
  $state.set({ ...$state.get(), loading: true });
  try {
    const page = await api.call(dashboard.queue, { query: { limit } });
    if (isCurrent()) {
      $state.set({ entries: page.entries, more: page.next !== null, loading: false, loaded: true });
    }
  } catch (error) {
    if (!isCurrent()) return;
    $state.set({ ...$state.get(), loading: false });
    showErrorDialog(messages.dashboard.loadFailed, error);
  }
}

/** Shows the next page after the last entry shown (Show more). */
export async function showMore(): Promise<void> {
  const { entries } = $state.get();
  const last = entries.at(-1);
  if (!last) return;
  const isCurrent = nextRead();
  $state.set({ ...$state.get(), loading: true });
  try {
    const page = await api.call(dashboard.queue, { query: { after: last.id } });
    if (isCurrent()) {
      $state.set({
        entries: [...entries, ...page.entries],
        more: page.next !== null,
        loading: false,
        loaded: true,
      });
    }
  } catch (error) {
    if (!isCurrent()) return;
    $state.set({ ...$state.get(), loading: false });
    showErrorDialog(messages.dashboard.loadFailed, error);
  }
}

/** Takes the entry out of what is shown (assigned here, or taken elsewhere). */
const drop = (id: string) => {
  const state = $state.get();
  $state.set({ ...state, entries: state.entries.filter((entry) => entry.id !== id) });
};

const taking = createAction({
  run: (entry: QueueEntry) =>
    api.call(dashboard.take, { params: { id: entry.id }, body: { items: entry.assignment ?? [] } }),
  success: (_, entry) => {
    drop(entry.id);
    return messages.dashboard.assigned(entry.orderId);
  },
  failure: (error, entry) => {
    if ((error as ApiError).status === 409) {
      // Another operator was first: the entry leaves, as it would a moment later anyway.
      drop(entry.id);
      showToast('warning', messages.dashboard.takenElsewhere(entry.orderId));
    } else showErrorDialog(messages.dashboard.assignFailed, error);
  },
});
/** True while an assignment is under way. */
export const $assigning = taking.$busy;

/** Assigns the entry's suggestion in one click (an entry without one is opened instead). */
export const assignSuggestion = (entry: QueueEntry): Promise<boolean> => taking.run(entry);

onMount($queue, () => {
  void reload();
  // An order assigned, cancelled or placed anywhere: the queue follows.
  return reloadOnChanges(['orders', 'merchants'], () => void reload());
});

export { reload as reloadQueue };
