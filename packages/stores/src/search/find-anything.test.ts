import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const hit = (id: string, title: string) => ({
  kind: 'users',
  id: id.padStart(24, '0'),
  title,
  detail: '9876543210',
});

/** The searches among what the stores sent (signing in, the session's checks). */
const searches = (server: ReturnType<typeof fakeFetch>) =>
  server.sent.filter((sent) => sent.url.includes('/search?'));

startSignedIn();
afterEach(() => vi.useRealTimers());

describe('find anything', () => {
  it('asks once the typing pauses, for the last text only, with the phone as typed', async () => {
    const server = fakeFetch({ status: 200, body: { hits: [hit('1', 'Asha Verma')] } });
    const { findAnything } = await loadStores();
    vi.useFakeTimers();
    findAnything.setFindQuery('+91 98');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS - 1);
    findAnything.setFindQuery('+91 987');
    expect(findAnything.$foundRecords.get().loading).toBe(true);
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS - 1);
    expect(searches(server)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();

    expect(searches(server)).toHaveLength(1);
    const url = new URL(searches(server)[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/search');
    expect(url.searchParams.get('q')).toBe('+91 987');
    await vi.waitFor(() => expect(findAnything.$foundRecords.get().loading).toBe(false));
    expect(findAnything.$foundRecords.get()).toEqual({
      query: '+91 987',
      hits: [hit('1', 'Asha Verma')],
      loading: false,
    });
  });

  it('shows only the newest answer: an older search still out is abandoned', async () => {
    const server = fakeFetch(
      { status: 200, body: { hits: [hit('1', 'Old answer')] } },
      { status: 200, body: { hits: [hit('2', 'New answer')] } },
    );
    const { findAnything } = await loadStores();
    server.hold();
    vi.useFakeTimers();
    findAnything.setFindQuery('asha');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS);
    findAnything.setFindQuery('asha v');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS);
    vi.useRealTimers();
    expect(searches(server)).toHaveLength(2);
    server.release();

    await vi.waitFor(() => expect(findAnything.$foundRecords.get().loading).toBe(false));
    expect(findAnything.$foundRecords.get().hits.map((found) => found.title)).toEqual([
      'New answer',
    ]);
  });

  it('asks nothing for a blank text, and closing forgets what was found', async () => {
    const server = fakeFetch({ status: 200, body: { hits: [hit('1', 'Asha Verma')] } });
    const { findAnything } = await loadStores();
    findAnything.openPalette();
    vi.useFakeTimers();
    findAnything.setFindQuery('   ');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS);
    expect(searches(server)).toHaveLength(0);
    expect(findAnything.$foundRecords.get().loading).toBe(false);

    findAnything.setFindQuery('asha');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(findAnything.$foundRecords.get().hits).toHaveLength(1));
    findAnything.closePalette();
    expect(findAnything.$paletteOpen.get()).toBe(false);
    expect(findAnything.$findQuery.get()).toBe('');
    expect(findAnything.$foundRecords.get().hits).toEqual([]);
  });

  it('says so when the search fails', async () => {
    fakeFetch({ status: 500, body: { message: 'boom' } });
    const { findAnything, $toasts } = await loadStores();
    vi.useFakeTimers();
    findAnything.setFindQuery('asha');
    vi.advanceTimersByTime(findAnything.FIND_PAUSE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(findAnything.$foundRecords.get().loading).toBe(false));
    expect($toasts.get().map((toast) => toast.message)).toContain('Search Failed');
  });
});
