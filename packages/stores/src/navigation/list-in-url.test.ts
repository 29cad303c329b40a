import { cleanStores } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { loadStores, visit } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const row = (n: number) => ({
  id: String(n).padStart(24, '0'),
  orderId: `SAT-2611-00000${n}`,
  orderTime: '2026-11-02 10:15:00',
  customer: `Customer ${n}`,
  address: 'Pune',
  status: 'placed',
  subTotal: 500,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
});

/** Answers every orders list and records its query; the charts get empty days. */
const ordersServer = () => {
  const lists: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://x');
      if (parsed.pathname.endsWith('/daily-totals')) {
        return new Response(JSON.stringify({ data: { days: [] } }), { status: 200 });
      }
      if (parsed.pathname.endsWith('/logout')) return new Response('{}', { status: 200 });
      lists.push(Object.fromEntries(parsed.searchParams));
      const body = { data: { orders: [row(1), row(2)], totalOrders: 42, totalPages: 21 } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return lists;
};

/** The Orders screen opened, as the console opens it. */
const openOrdersScreen = async () => {
  const stores = await loadStores();
  const unwatch = [stores.ordersList.$list.listen(() => {}), stores.$section.listen(() => {})];
  await stores.ordersList.open();
  return {
    ...stores,
    // Unmounted at once, not after nanostores' delay: a later test's URL changes must not reach
    // this test's stores (they would load through the real fetch).
    close: () => {
      for (const stop of unwatch) stop();
      cleanStores(stores.ordersList.$list, stores.$section, stores.$place);
    },
  };
};

const popState = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

startSignedIn();

describe("a list's place in the URL", () => {
  it('loads the query a copied link names', async () => {
    visit('/#/order-management?page=3&limit=20&status=delivered');
    const lists = ordersServer();
    const { ordersList, close } = await openOrdersScreen();

    expect(lists).toEqual([
      { status: 'delivered', page: '3', limit: '20', sort: '-1', includeTotal: 'true' },
    ]);
    expect(ordersList.$list.get().shown).toMatchObject({ page: 3, limit: 20 });
    close();
  });

  it('drops a limit the page-size select does not offer, keeping the rest of the link', async () => {
    visit('/#/order-management?page=2&limit=1000&status=delivered');
    const lists = ordersServer();
    const { ordersList, close } = await openOrdersScreen();

    expect(lists).toEqual([
      { status: 'delivered', includeTotal: 'true', page: '2', limit: '10', sort: '-1' },
    ]);
    expect(ordersList.$list.get().shown).toMatchObject({ page: 2, limit: 10 });
    expect(location.hash).toBe('#/order-management?page=2&status=delivered');
    close();
  });

  it('writes each applied query as a history entry, and Back returns to the one before', async () => {
    visit('/#/order-management');
    const lists = ordersServer();
    const { chooseOrderStatus, close, ordersList } = await openOrdersScreen();
    expect(location.hash).toBe('#/order-management');

    await chooseOrderStatus('delivered');
    ordersList.setPage(2);
    // Only applied queries reach the URL.
    expect(location.hash).toBe('#/order-management?status=delivered');
    await ordersList.apply({ customerName: 'Asha' });
    expect(location.hash).toBe('#/order-management?status=delivered&customerName=Asha');

    const popped = popState();
    history.back();
    await popped;

    await vi.waitFor(() =>
      expect(lists.at(-1)).toEqual({
        status: 'delivered',
        page: '1',
        limit: '10',
        sort: '-1',
        includeTotal: 'true',
      }),
    );
    expect(location.hash).toBe('#/order-management?status=delivered');
    close();
  });

  it('writes the first query applied after opening as its own entry: Back shows the list unfiltered', async () => {
    visit('/#/order-management');
    const lists = ordersServer();
    const { ordersList, close } = await openOrdersScreen();

    await ordersList.apply({ customerName: 'Asha' });
    expect(location.hash).toBe('#/order-management?customerName=Asha');

    const popped = popState();
    history.back();
    await popped;

    expect(location.hash).toBe('#/order-management');
    await vi.waitFor(() =>
      expect(lists.at(-1)).toEqual({ page: '1', limit: '10', sort: '-1', includeTotal: 'true' }),
    );
    close();
  });

  it('shows a list as it was left when its section is opened from the sidebar', async () => {
    visit('/#/order-management?page=4');
    const lists = ordersServer();
    const { close, openSection, ordersList } = await openOrdersScreen();

    openSection('/users');
    openSection('/order-management');
    await ordersList.open();

    expect(lists.at(-1)).toMatchObject({ page: '4' });
    expect(location.hash).toBe('#/order-management?page=4');
    close();
  });

  it('forgets every query on logout, keeping the section', async () => {
    visit('/#/order-management?page=4&status=cancelled');
    const lists = ordersServer();
    const { ordersList, $place, close, logout } = await openOrdersScreen();

    await logout();

    expect($place.get()).toEqual({ section: '/order-management', query: {}, open: null });
    expect(ordersList.$list.get().params).toMatchObject({ page: 1, filters: {} });
    await ordersList.open();
    expect(lists.at(-1)).toEqual({ page: '1', limit: '10', sort: '-1', includeTotal: 'true' });
    close();
  });
});
