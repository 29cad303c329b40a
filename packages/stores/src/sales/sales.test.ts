import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const product = (n: number, soldCount: number) => ({
  id: String(n).padStart(24, '0'),
  title: `Crayons ${n}`,
  images: [],
  categoryId: 'c'.repeat(24),
  soldCount,
});
const page = (products: unknown[], totalPages: number) => ({
  status: 200,
  body: { data: { products, totalPages } },
});
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

startSignedIn();
afterEach(() => vi.useRealTimers());

describe('the sold products', () => {
  it('load page 1 of the chosen period when watched, then the next pages on request', async () => {
    const server = fakeFetch(page([product(1, 9)], 2), page([product(2, 4)], 2));
    const { soldProductsFeed, chooseSalesPeriod, openSoldProducts } = await loadStores();
    const { $feed } = soldProductsFeed;
    chooseSalesPeriod('month');
    const stop = $feed.listen(() => {});
    void openSoldProducts();
    await vi.waitFor(() => expect($feed.get().loading).toBe(false));
    expect(new URL(server.sent[0]!.url, 'http://x').pathname).toBe(
      '/api/v1/catalogs/products/sales-track',
    );
    expect(queryOf(server.sent[0]!.url)).toEqual({
      page: '1',
      limit: '10',
      soldCountSort: 'high-to-low',
      period: 'month',
    });

    void soldProductsFeed.loadMore();
    await vi.waitFor(() => expect($feed.get().items).toHaveLength(2));
    expect(queryOf(server.sent[1]!.url).page).toBe('2');
    // No page 3: the server said there are 2.
    void soldProductsFeed.loadMore();
    expect(server.sent).toHaveLength(2);
    stop();
  });

  it('search 500 ms after the last key, and filter at once', async () => {
    const server = fakeFetch(page([product(1, 9)], 1));
    const { soldProductsFeed, searchSoldProducts, filterSoldProducts, openSoldProducts } =
      await loadStores();
    const stop = soldProductsFeed.$feed.listen(() => {});
    void openSoldProducts();
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    vi.useFakeTimers();
    searchSoldProducts('cra');
    vi.advanceTimersByTime(300);
    searchSoldProducts('cray');
    vi.advanceTimersByTime(499);
    expect(server.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(server.sent).toHaveLength(2);
    expect(queryOf(server.sent[1]!.url).q).toBe('cray');
    vi.useRealTimers();

    filterSoldProducts({ categoryId: 'c'.repeat(24), soldCountSort: 'low-to-high' });
    expect(server.sent).toHaveLength(3);
    expect(queryOf(server.sent[2]!.url)).toMatchObject({
      q: 'cray',
      filterByCategoryId: 'c'.repeat(24),
      soldCountSort: 'low-to-high',
      page: '1',
    });
    stop();
  });

  it('load afresh when the tab opens again right after a sign-out, while the feed is still watched', async () => {
    const server = fakeFetch(
      page([product(1, 9)], 1),
      { status: 200, body: { message: 'ok' } },
      page([], 0),
    );
    const { soldProductsFeed, openSoldProducts, logout } = await loadStores();
    // A store stays mounted for a moment after its last watcher leaves: still watched here.
    const stop = soldProductsFeed.$feed.listen(() => {});
    await openSoldProducts();
    expect(soldProductsFeed.$feed.get().items).toHaveLength(1);
    await logout();
    expect(soldProductsFeed.$feed.get().items).toEqual([]);
    await openSoldProducts();
    expect(server.sent.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([
      '/api/v1/catalogs/products/sales-track',
      '/api/v1/admin/logout',
      '/api/v1/catalogs/products/sales-track',
    ]);
    stop();
  });

  it('empty silently when a load fails', async () => {
    fakeFetch(page([product(1, 9)], 3), { status: 500, body: { message: 'Down' } });
    const { soldProductsFeed, chooseSalesPeriod, openSoldProducts } = await loadStores();
    const { $feed } = soldProductsFeed;
    const stop = $feed.listen(() => {});
    void openSoldProducts();
    await vi.waitFor(() => expect($feed.get().items).toHaveLength(1));
    chooseSalesPeriod('year');
    await vi.waitFor(() =>
      expect($feed.get()).toEqual({
        query: { q: '', categoryId: '', soldCountSort: 'high-to-low' },
        items: [],
        total: 0,
        page: 0,
        totalPages: 0,
        hasMore: false,
        loading: false,
      }),
    );
    stop();
  });
});

describe('the period figures', () => {
  it('follow the chosen period', async () => {
    const server = fakeFetch({ status: 200, body: { totalRevenue: 1234.5, totalOrders: 7 } });
    const { $salesSummary, chooseSalesPeriod } = await loadStores();
    chooseSalesPeriod('week');
    const stop = $salesSummary.listen(() => {});
    await vi.waitFor(() =>
      expect($salesSummary.get().data).toEqual({ totalRevenue: 1234.5, totalOrders: 7 }),
    );
    expect(server.sent[0]!.url).toContain('/sales/orders/revenue?period=week');
    stop();
  });
});
