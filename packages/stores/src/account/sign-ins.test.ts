import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

/** An entry of my sign-in history. */
const entry = (n: number) => ({
  id: n.toString(16).padStart(24, '0'),
  createdAt: `2026-11-27T10:${String(59 - n).padStart(2, '0')}:00.000Z`,
  action: 'admin.login',
  address: '127.0.0.1',
  administratorName: 'admin',
});

/** A page of `count` entries from `first`, of 25 in all (two pages of 20). */
const page = (first: number, count: number) => ({
  status: 200,
  body: {
    data: {
      entries: Array.from({ length: count }, (_, n) => entry(first + n)),
      total: 25,
      totalPages: 2,
    },
  },
});

startSignedIn();

describe('my sign-in history', () => {
  it('loads its newest page when shown, and the next after its last entry on Load more', async () => {
    const server = fakeFetch(page(1, 20), page(21, 5));
    const { account } = await loadStores();
    const unwatch = account.signIns.$feed.listen(() => {});
    await expect.poll(() => account.signIns.$feed.get().items).toHaveLength(20);
    expect(server.sent[0]!.url).toContain('/admin/account/sign-ins?page=1&limit=20');
    expect(account.signIns.$feed.get().hasMore).toBe(true);

    await account.signIns.loadMore();
    const next = new URL(server.sent[1]!.url, 'http://console');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      page: '2',
      limit: '20',
      after: entry(20).id,
    });
    const { items, hasMore } = account.signIns.$feed.get();
    expect(items.map((item) => item.id)).toEqual(
      Array.from({ length: 25 }, (_, n) => entry(n + 1).id),
    );
    expect(hasMore).toBe(false);
    unwatch();
  });
});
