import type { ListKind, ListPage } from '@satchel/api';
import type { MapStore } from 'nanostores';
import type { ListParams, PageCursor } from './list-params.js';
import { type ChangeNotice, watchChanges } from './live-changes.js';
import type { ListItem } from './row-update.js';

/** How long a row changed elsewhere stays marked. */
export const MARK_MS = 2000;
/** Notices are gathered this long before the list asks the server, so a burst costs one call. */
const GATHER_MS = 300;

/** What live rows add to a list's state. */
export interface LiveRowsState {
  /**
   * Rows newer than the shown top that match the shown query (newest first, page 1 only), at
   * most a page of them: "N new: Show". The shown rows stay where they are until Show.
   */
  readonly newRows: number;
  /** The ids of shown rows just changed by someone else, updated in place (for ~2 s). */
  readonly markedRows: readonly string[];
}

export const noLiveRows: LiveRowsState = { newRows: 0, markedRows: [] };

/** The parts of a list's state live rows read and write. */
type LiveState<Item> = LiveRowsState & {
  readonly shown: ListParams | null;
  readonly items: readonly Item[];
  readonly loading: boolean;
};

interface LiveList<Item extends ListItem, State extends LiveState<Item>> {
  readonly kind: ListKind;
  readonly $state: MapStore<State>;
  readonly fetchPage: (params: ListParams, cursor?: PageCursor) => Promise<ListPage<Item>>;
  /** The cursor the shown page was read with, to read it again the same way. */
  readonly shownCursor: () => PageCursor | undefined;
  /** Loads the shown query again (a reset: changes may have been missed). */
  readonly reload: () => Promise<void>;
}

const sameRow = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a list in step with other operators' changes (the console's change stream) while it is
 * watched, without moving a row under the operator's pointer: new rows are only counted, a
 * shown row that changed is replaced where it stands and marked, and a reset reloads. Answers
 * how to stop (for the list's onMount).
 */
export function followChanges<Item extends ListItem, State extends LiveState<Item>>(
  list: LiveList<Item, State>,
): () => void {
  let gathered: { newRows: boolean; shownRows: boolean } | null = null;
  let markTimer: ReturnType<typeof setTimeout> | undefined;

  /** Whether the shown page is the top of a newest-first list, where new rows would appear. */
  const atNewestTop = () => {
    const { shown, items } = list.$state.get();
    return shown !== null && shown.sort === -1 && shown.page === 1 && items.length > 0;
  };

  const countNewRows = async () => {
    const { shown, items } = list.$state.get();
    if (!atNewestTop() || !shown) return;
    // The rows right before the top one, in the shown order: newer ones (page 2 reads keyset).
    const page = await list.fetchPage({ ...shown, page: 2 }, { before: items[0]!.id });
    if (list.$state.get().shown === shown)
      list.$state.set({ ...list.$state.get(), newRows: page.items.length });
  };

  const refreshShownRows = async () => {
    const { shown } = list.$state.get();
    if (shown === null) return;
    const fresh = await list.fetchPage(shown, list.shownCursor());
    const now = list.$state.get();
    if (now.shown !== shown || now.loading) return;
    const byId = new Map(fresh.items.map((item) => [item.id, item]));
    const changed = now.items.filter((item) => {
      const row = byId.get(item.id);
      return row !== undefined && !sameRow(row, item);
    });
    if (changed.length === 0) return;
    const marked = new Set(changed.map((item) => item.id));
    list.$state.set({
      ...now,
      items: now.items.map((item) => (marked.has(item.id) ? byId.get(item.id)! : item)),
      markedRows: [...marked],
    });
    clearTimeout(markTimer);
    markTimer = setTimeout(
      () => list.$state.set({ ...list.$state.get(), markedRows: [] }),
      MARK_MS,
    );
  };

  const askServer = async () => {
    const asked = gathered;
    gathered = null;
    if (!asked) return;
    // A failed look is only a missed hint: the list says nothing and the next change asks again.
    await Promise.all([
      asked.newRows ? countNewRows().catch(() => {}) : undefined,
      asked.shownRows ? refreshShownRows().catch(() => {}) : undefined,
    ]);
  };

  const gather = (what: { newRows?: boolean; shownRows?: boolean }) => {
    if (gathered === null) {
      gathered = { newRows: false, shownRows: false };
      setTimeout(() => void askServer(), GATHER_MS);
    }
    gathered.newRows ||= what.newRows === true;
    gathered.shownRows ||= what.shownRows === true;
  };

  const onChange = (notice: ChangeNotice) => {
    const { shown, items } = list.$state.get();
    if (shown === null) return;
    if (notice.action === 'many') gather({ newRows: atNewestTop(), shownRows: true });
    else if (notice.action === 'insert') gather({ newRows: atNewestTop() });
    else if (items.some((item) => item.id === notice.id)) gather({ shownRows: true });
  };

  const stop = watchChanges({
    kind: list.kind,
    onChange,
    onReset: () => {
      if (list.$state.get().shown !== null) void list.reload();
    },
  });
  return () => {
    stop();
    clearTimeout(markTimer);
    gathered = null;
  };
}
