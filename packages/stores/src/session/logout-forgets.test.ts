import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStores } from '../testing/load-stores.js';

type Stores = Awaited<ReturnType<typeof loadStores>>;

const adminInfo = { id: '0123456789abcdef01234567', username: 'admin' };
const searched = 'Zephyrine';

/** One list or feed: how an operator searches it, and how the screen opens it again. */
interface Searchable {
  readonly name: string;
  search(stores: Stores): Promise<void> | void;
  open(stores: Stores): Promise<void> | void;
}

const list = (
  name: string,
  apply: (stores: Stores, entered: Record<string, string>) => Promise<void>,
  open: (stores: Stores) => Promise<void>,
  filter: string,
): Searchable => ({
  name,
  search: (stores) => apply(stores, { [filter]: searched }),
  open,
});

const searchables: readonly Searchable[] = [
  list(
    'users',
    (s, e) => s.usersList.apply(e),
    (s) => s.usersList.open(),
    'name',
  ),
  list(
    'merchants',
    (s, e) => s.merchantsList.apply(e),
    (s) => s.merchantsList.open(),
    'storeName',
  ),
  list(
    'drivers',
    (s, e) => s.driversList.apply(e),
    (s) => s.driversList.open(),
    'name',
  ),
  list(
    'orders',
    (s, e) => s.ordersList.apply(e),
    (s) => s.ordersList.open(),
    'customerName',
  ),
  list(
    'products',
    (s, e) => s.productsList.apply(e),
    (s) => s.productsList.open(),
    'title',
  ),
  list(
    'categories',
    (s, e) => s.categoriesList.apply(e),
    (s) => s.categoriesList.open(),
    'name',
  ),
  list(
    'banners',
    (s, e) => s.bannersList.apply(e),
    (s) => s.bannersList.open(),
    'title',
  ),
  list(
    'coupons',
    (s, e) => s.couponsList.apply(e),
    (s) => s.couponsList.open(),
    'name',
  ),
  {
    name: 'competitions',
    search: (s) => s.competitionsFeed.restart({ name: searched }),
    open: (s) => s.competitionsFeed.restart(),
  },
  {
    name: 'schools',
    search: (s) => s.typeSchoolSearch(searched),
    open: (s) => s.openSchools(),
  },
  {
    name: 'competition products',
    search: (s) => s.competitionProducts.open('c'.repeat(24)),
    open: () => undefined,
  },
  {
    name: 'sold products',
    search: (s) => {
      s.searchSoldProducts(searched);
      s.filterSoldProducts({ categoryId: 'c'.repeat(24), soldCountSort: 'low-to-high' });
    },
    open: (s) => s.openSoldProducts(),
  },
];

/** Answers every call with an empty page (whatever its envelope) and records what was asked. */
const emptyServer = () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(decodeURIComponent(url));
      return new Response(JSON.stringify({ data: { products: [], totalPages: 0 } }), {
        status: 200,
      });
    }),
  );
  return asked;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('logout', () => {
  it('forgets the search of every list and feed: the next operator finds none of it', async () => {
    vi.useFakeTimers();
    const asked = emptyServer();
    const stores = await loadStores();
    stores.setSession('t0k3n', adminInfo);
    for (const searchable of searchables) await searchable.search(stores);
    // The searches typed (schools, sold products) are sent once the typing pauses.
    await vi.advanceTimersByTimeAsync(500);
    expect(asked.filter((url) => url.includes(searched))).toHaveLength(11);
    expect(stores.$schoolSearchText.get()).toBe(searched);

    await stores.logout();
    stores.setSession('n3xt', adminInfo);
    asked.length = 0;
    for (const searchable of searchables) await searchable.open(stores);
    await vi.advanceTimersByTimeAsync(500);

    expect(asked.filter((url) => url.includes(searched) || url.includes('c'.repeat(24)))).toEqual(
      [],
    );
    // Every list and feed asked again, from the spec's defaults.
    expect(asked.filter((url) => !url.endsWith('/admin/logout'))).toHaveLength(
      searchables.length - 1,
    );
    expect(stores.$schoolSearchText.get()).toBe('');
    expect(stores.$soldProductsFilters.get()).toEqual({
      q: '',
      categoryId: '',
      soldCountSort: 'high-to-low',
    });
    expect(stores.competitionProducts.$feeds.get()).toEqual({});
    for (const $list of [
      stores.usersList.$list,
      stores.merchantsList.$list,
      stores.driversList.$list,
      stores.ordersList.$list,
      stores.productsList.$list,
      stores.categoriesList.$list,
      stores.bannersList.$list,
      stores.couponsList.$list,
    ]) {
      expect($list.get().params.filters).toEqual({});
    }
    for (const feed of [stores.competitionsFeed, stores.schoolsFeed, stores.soldProductsFeed]) {
      expect(JSON.stringify(feed.$feed.get().query)).not.toContain(searched);
    }
  });
});
