import type { ListPage } from '@satchel/api';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession, isAnswer } from '../feedback/failures.js';
import { latestOnly } from './latest.js';
import { forgetOnLogout } from './logout-reset.js';
import { createPause } from './pause.js';
import type { ListItem } from './row-update.js';

/**
 * One page of a feed. `total` may be missing: some answers (the sold products) only say how
 * many pages there are.
 */
export type FeedPage<Item> = Omit<ListPage<Item>, 'total'> & { readonly total?: number };

/** A feed: the pages loaded so far of one query, appended in order. */
export interface FeedState<Item, Query> {
  /** The query the items answer (a keyed feed's: its key). */
  readonly query: Query;
  readonly items: readonly Item[];
  /** How many items the whole feed has; -1 when the answer does not say. */
  readonly total: number;
  /** The last page loaded; 0 before the first. */
  readonly page: number;
  readonly totalPages: number;
  /** The one rule: pages are left, and the last page brought items (an empty one ends it). */
  readonly hasMore: boolean;
  readonly loading: boolean;
}

export interface FeedOptions<Item, Query> {
  /**
   * Fetches page `page` (from 1) for `query`; throws ApiError on failure. Past page 1, `last` is
   * the last item shown, for a keyset read of the page after it (the query's `after`).
   */
  readonly fetchPage: (query: Query, page: number, last?: Item) => Promise<FeedPage<Item>>;
  /** The backend's "nothing matched" text, e.g. 'No competitions found': empty, not an error. */
  readonly emptyMessage?: string;
  /**
   * Title of the error dialog a failed load opens; the items shown stay. Without one a failed
   * load empties the feed without a word (spec part 2 §8) and it asks no more until restarted.
   */
  readonly failureTitle?: string;
  // Both texts are read when shown: a store made as its module loads gives them as getters of
  // the installed catalogue (messages/index.ts), which may be installed after.
}

const emptyFeed = <Item, Query>(query: Query): FeedState<Item, Query> => ({
  query,
  items: [],
  total: 0,
  page: 0,
  totalPages: 0,
  hasMore: false,
  loading: false,
});

/** Whether two queries ask the same: the same value for every key (queries are flat). */
const sameQuery = <Query>(a: Query, b: Query): boolean => {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
  );
};

/** Where one feed's state is kept: an atom of its own, or a key of a keyed feed. */
interface Slot<Item, Query> {
  /** The state; undefined once a keyed feed's key is closed (an answer then is nobody's). */
  get(): FeedState<Item, Query> | undefined;
  set(state: FeedState<Item, Query>): void;
}

/** Loads pages into a slot: page 1 replaces what is shown, later pages are appended. */
function pager<Item, Query>(options: FeedOptions<Item, Query>, slot: Slot<Item, Query>) {
  const nextRequest = latestOnly();
  const load = async (query: Query, page: number): Promise<void> => {
    const isCurrent = nextRequest();
    const before = page === 1 ? emptyFeed<Item, Query>(query) : (slot.get() ?? emptyFeed(query));
    slot.set({ ...before, loading: true });
    // Asked again, or closed meanwhile: this answer is nobody's.
    const current = () => (isCurrent() ? slot.get() : undefined);
    try {
      const answer = await options.fetchPage(query, page, before.items.at(-1));
      const shown = current();
      if (!shown) return;
      slot.set({
        query,
        // Appended to the items as they are now: a change shown meanwhile (a saved school) stays.
        items: [...shown.items, ...answer.items],
        total: answer.total ?? -1,
        page,
        totalPages: answer.totalPages,
        hasMore: page < answer.totalPages && answer.items.length > 0,
        loading: false,
      });
    } catch (error) {
      const shown = current();
      if (!shown) return;
      const empty = options.emptyMessage !== undefined && isAnswer(error, options.emptyMessage);
      if (empty || options.failureTitle === undefined) {
        slot.set(emptyFeed(query));
        return;
      }
      slot.set({ ...shown, loading: false });
      if (!endedSession(error)) showErrorDialog(options.failureTitle, error);
    }
  };
  return {
    load,
    /** The next page, appended; nothing while one loads or when none is left. */
    loadMore(): Promise<void> {
      const shown = slot.get();
      if (!shown || shown.loading || !shown.hasMore) return Promise.resolve();
      return load(shown.query, shown.page + 1);
    },
    /** Forgets any load under way: its answer is dropped. */
    drop: () => void nextRequest(),
  };
}

/** A feed of one query at a time (a searched list that grows as the operator scrolls). */
export interface FeedStore<Item, Query> {
  readonly $feed: ReadableAtom<FeedState<Item, Query>>;
  /** Page 1 of `query` (by default the current one) in place of what is shown. */
  restart(query?: Query): Promise<void>;
  /**
   * The search box changed: restarts with `query` once typing pauses (500 ms), unless the feed
   * already answers it (the text typed away and back).
   */
  search(query: Query): void;
  /** The next page, appended; nothing while one loads or when none is left. */
  loadMore(): Promise<void>;
  /** Shows an item as the server now has it, in its place. */
  replaceItem(next: Item): void;
  /** Takes a deleted item away. */
  removeItem(id: string): void;
}

/**
 * The feed mode of the paging primitive (design.md §3): pages are appended as the operator
 * scrolls, a search or filter restarts from page 1, and only the newest load's answer is shown.
 * It shares with the paged lists the stale-answer guard, the empty-message rule, the 401 rule
 * and the logout reset.
 */
export function createFeedStore<Item extends ListItem, Query>(
  options: FeedOptions<Item, Query> & { readonly initialQuery: Query },
): FeedStore<Item, Query> {
  const initial = emptyFeed<Item, Query>(options.initialQuery);
  const $state = atom<FeedState<Item, Query>>(initial);
  const pages = pager(options, $state);
  const searchPause = createPause();
  const restart = (query: Query = $state.get().query): Promise<void> => {
    searchPause.cancel();
    return pages.load(query, 1);
  };
  forgetOnLogout(() => {
    searchPause.cancel();
    pages.drop();
    $state.set(initial);
  });
  const setItems = (items: readonly Item[], total: number) =>
    $state.set({ ...$state.get(), items, total });
  return {
    $feed: computed($state, (state) => state),
    restart,
    search: (query) =>
      searchPause.run(() => {
        if (!sameQuery(query, $state.get().query)) void restart(query);
      }),
    loadMore: pages.loadMore,
    replaceItem(next) {
      const { items, total } = $state.get();
      setItems(
        items.map((item) => (item.id === next.id ? next : item)),
        total,
      );
    },
    removeItem(id) {
      const { items, total } = $state.get();
      setItems(
        items.filter((item) => item.id !== id),
        total > 0 ? total - 1 : total,
      );
    },
  };
}

/** A feed per record (a competition's products): open keys hold their pages. */
export interface KeyedFeedStore<Item> {
  /** The open feeds by key; a closed key has no entry. */
  readonly $feeds: ReadableAtom<Readonly<Record<string, FeedState<Item, string>>>>;
  /** Opens the key's feed with its first page, loaded afresh. */
  open(key: string): Promise<void>;
  close(key: string): void;
  /** Closes an open key, opens a closed one. */
  toggle(key: string): Promise<void>;
  loadMore(key: string): Promise<void>;
  /** An open key's feed starts again from page 1 (its records changed); a closed one stays so. */
  refresh(key: string): Promise<void>;
}

/** The keyed variant of the feed: one feed per record, each with its own stale-answer guard. */
export function createKeyedFeedStore<Item extends ListItem>(
  options: FeedOptions<Item, string>,
): KeyedFeedStore<Item> {
  const $feeds = atom<Readonly<Record<string, FeedState<Item, string>>>>({});
  const pagers = new Map<string, ReturnType<typeof pager<Item, string>>>();
  const pagerOf = (key: string) => {
    let found = pagers.get(key);
    if (!found) {
      found = pager(options, {
        get: () => $feeds.get()[key],
        set: (state) => $feeds.set({ ...$feeds.get(), [key]: state }),
      });
      pagers.set(key, found);
    }
    return found;
  };
  const close = (key: string) => {
    const { [key]: _closed, ...open } = $feeds.get();
    $feeds.set(open);
  };
  const open = (key: string) => pagerOf(key).load(key, 1);
  forgetOnLogout(() => {
    for (const keyed of pagers.values()) keyed.drop();
    $feeds.set({});
  });
  return {
    $feeds: computed($feeds, (feeds) => feeds),
    open,
    close,
    toggle(key) {
      if (!(key in $feeds.get())) return open(key);
      close(key);
      return Promise.resolve();
    },
    loadMore: (key) => pagerOf(key).loadMore(),
    refresh: (key) => (key in $feeds.get() ? open(key) : Promise.resolve()),
  };
}
