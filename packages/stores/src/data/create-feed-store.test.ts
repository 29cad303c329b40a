import { ApiError } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, closeDialog } from '../feedback/dialog.js';
import { createFeedStore, createKeyedFeedStore, type FeedPage } from './create-feed-store.js';
import { forgetEverything } from './logout-reset.js';

interface Card {
  id: string;
  name: string;
}

const pageOf = (totalPages: number, ...ids: string[]): FeedPage<Card> => ({
  items: ids.map((id) => ({ id, name: `Card ${id}` })),
  total: 30,
  totalPages,
});
const ids = (items: readonly Card[]) => items.map((item) => item.id);

/** Fetches recorded and answered by hand, in any order. */
const recorder = <Query>() => {
  const calls: {
    query: Query;
    page: number;
    answer: (page: FeedPage<Card>) => Promise<void>;
    fail: (error: unknown) => Promise<void>;
  }[] = [];
  /** Lets the store take an answer (a few microtasks; no timer, so fake timers may run). */
  const settled = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  const fetchPage = vi.fn(
    (query: Query, page: number) =>
      new Promise<FeedPage<Card>>((answer, fail) => {
        calls.push({
          query,
          page,
          answer: (value) => {
            answer(value);
            return settled();
          },
          fail: (error) => {
            fail(error);
            return settled();
          },
        });
      }),
  );
  return { calls, fetchPage };
};

const setUp = (options: { failureTitle?: string } = {}) => {
  const { calls, fetchPage } = recorder<{ name: string }>();
  const feed = createFeedStore<Card, { name: string }>({
    initialQuery: { name: '' },
    fetchPage,
    emptyMessage: 'No cards found',
    ...options,
  });
  return { feed, calls, state: () => feed.$feed.get() };
};

beforeEach(() => closeDialog('close'));
afterEach(() => vi.useRealTimers());

describe('a feed', () => {
  it('appends each next page until the last one, then asks no more', async () => {
    const { feed, calls, state } = setUp();
    void feed.restart();
    expect(state()).toMatchObject({ loading: true, page: 0, hasMore: false });
    await calls[0]!.answer(pageOf(3, 'a', 'b'));
    expect(state()).toMatchObject({ page: 1, total: 30, hasMore: true, loading: false });

    void feed.loadMore();
    // A second ask while a page loads is no second request.
    void feed.loadMore();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ query: { name: '' }, page: 2 });
    await calls[1]!.answer(pageOf(3, 'c'));
    void feed.loadMore();
    await calls[2]!.answer(pageOf(3, 'd'));
    expect(ids(state().items)).toEqual(['a', 'b', 'c', 'd']);
    expect(state()).toMatchObject({ page: 3, hasMore: false });

    await feed.loadMore();
    expect(calls).toHaveLength(3);
  });

  it('ends with a page that brings nothing, whatever the page count says', async () => {
    const { feed, calls, state } = setUp();
    void feed.restart();
    await calls[0]!.answer(pageOf(3, 'a'));
    void feed.loadMore();
    await calls[1]!.answer(pageOf(3));
    expect(state()).toMatchObject({ page: 2, hasMore: false });
    expect(ids(state().items)).toEqual(['a']);
  });

  it('drops a stale answer: a restart wins over the page that was loading', async () => {
    const { feed, calls, state } = setUp();
    void feed.restart();
    await calls[0]!.answer(pageOf(2, 'a'));
    void feed.loadMore();
    void feed.restart({ name: 'oly' });
    await calls[2]!.answer(pageOf(1, 'x'));
    await calls[1]!.answer(pageOf(2, 'stale'));
    expect(state()).toMatchObject({ query: { name: 'oly' }, page: 1, loading: false });
    expect(ids(state().items)).toEqual(['x']);
  });

  it('restarts from page 1 for a search, once typing pauses, and not for what it shows', async () => {
    vi.useFakeTimers();
    const { feed, calls, state } = setUp();
    void feed.restart();
    await calls[0]!.answer(pageOf(2, 'a'));
    void feed.loadMore();
    await calls[1]!.answer(pageOf(2, 'b'));

    feed.search({ name: 'ol' });
    await vi.advanceTimersByTimeAsync(300);
    feed.search({ name: 'oly' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]).toMatchObject({ query: { name: 'oly' }, page: 1 });
    // The first page of the new search replaces the pages of the old one at once.
    expect(state()).toMatchObject({ items: [], page: 0, loading: true });
    await calls[2]!.answer(pageOf(1, 'o'));
    expect(ids(state().items)).toEqual(['o']);

    feed.search({ name: 'oly' });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(3);
  });

  it('reads the backend\'s "nothing matched" as empty; a coded answer is a failure', async () => {
    const { feed, calls, state } = setUp({ failureTitle: 'Card fetching Failed' });
    void feed.restart();
    await calls[0]!.fail(new ApiError(404, 'No cards found'));
    expect(state()).toMatchObject({ items: [], total: 0, hasMore: false, loading: false });
    expect($dialog.get()).toBeNull();

    void feed.restart();
    await calls[1]!.answer(pageOf(2, 'a'));
    void feed.loadMore();
    await calls[2]!.fail(new ApiError(404, 'No cards found', { code: 'resource.not_found' }));
    expect($dialog.get()).toMatchObject({ title: 'Card fetching Failed' });
    expect(state()).toMatchObject({ page: 1, hasMore: true, loading: false });
    expect(ids(state().items)).toEqual(['a']);
  });

  it('leaves a 401 to the session: no dialog', async () => {
    const { feed, calls, state } = setUp({ failureTitle: 'Card fetching Failed' });
    void feed.restart();
    await calls[0]!.fail(new ApiError(401, 'jwt expired'));
    expect($dialog.get()).toBeNull();
    expect(state().loading).toBe(false);
  });

  it('without a failure title, empties silently and asks no more until restarted', async () => {
    const { feed, calls, state } = setUp();
    void feed.restart();
    await calls[0]!.answer(pageOf(3, 'a'));
    void feed.loadMore();
    await calls[1]!.fail(new ApiError(500, 'Down'));
    expect(state()).toMatchObject({ items: [], page: 0, hasMore: false, loading: false });
    expect($dialog.get()).toBeNull();
    await feed.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('replaces and removes shown items by id, also while the next page loads', async () => {
    const { feed, calls, state } = setUp();
    void feed.restart();
    await calls[0]!.answer(pageOf(2, 'a', 'b'));
    void feed.loadMore();
    feed.replaceItem({ id: 'b', name: 'Renamed' });
    feed.removeItem('a');
    await calls[1]!.answer(pageOf(2, 'c'));
    expect(state().items).toEqual([
      { id: 'b', name: 'Renamed' },
      { id: 'c', name: 'Card c' },
    ]);
    expect(state().total).toBe(30);
  });

  it('forgets its query, its pages, a pending search and a load under way at logout', async () => {
    vi.useFakeTimers();
    const { feed, calls, state } = setUp();
    void feed.restart({ name: 'oly' });
    await calls[0]!.answer(pageOf(2, 'a'));
    void feed.loadMore();
    feed.search({ name: 'olympiad' });

    forgetEverything();
    await calls[1]!.answer(pageOf(2, 'late'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
    expect(state()).toEqual({
      query: { name: '' },
      items: [],
      total: 0,
      page: 0,
      totalPages: 0,
      hasMore: false,
      loading: false,
    });
  });
});

describe('a keyed feed', () => {
  const setUpKeyed = () => {
    const { calls, fetchPage } = recorder<string>();
    const feeds = createKeyedFeedStore<Card>({ fetchPage, failureTitle: 'Card fetching Failed' });
    return { feeds, calls, of: (key: string) => feeds.$feeds.get()[key] };
  };

  it('keeps one feed per key, each appending its own pages', async () => {
    const { feeds, calls, of } = setUpKeyed();
    void feeds.open('k1');
    void feeds.open('k2');
    await calls[1]!.answer(pageOf(1, 'z'));
    await calls[0]!.answer(pageOf(2, 'a'));
    void feeds.loadMore('k1');
    expect(calls[2]).toMatchObject({ query: 'k1', page: 2 });
    await calls[2]!.answer(pageOf(2, 'b'));
    expect(ids(of('k1')!.items)).toEqual(['a', 'b']);
    expect(ids(of('k2')!.items)).toEqual(['z']);
    await feeds.loadMore('k2');
    expect(calls).toHaveLength(3);
  });

  it('drops the answer of a key closed meanwhile, and of an older open', async () => {
    const { feeds, calls, of } = setUpKeyed();
    void feeds.toggle('k1');
    void feeds.toggle('k1');
    expect(of('k1')).toBeUndefined();
    await calls[0]!.answer(pageOf(1, 'late'));
    expect(of('k1')).toBeUndefined();

    void feeds.open('k1');
    void feeds.refresh('k1');
    await calls[2]!.answer(pageOf(1, 'new'));
    await calls[1]!.answer(pageOf(1, 'old'));
    expect(ids(of('k1')!.items)).toEqual(['new']);

    await feeds.refresh('k9');
    expect(calls).toHaveLength(3);
  });

  it('forgets every key at logout', async () => {
    const { feeds, calls } = setUpKeyed();
    void feeds.open('k1');
    forgetEverything();
    await calls[0]!.answer(pageOf(1, 'late'));
    expect(feeds.$feeds.get()).toEqual({});
  });
});
