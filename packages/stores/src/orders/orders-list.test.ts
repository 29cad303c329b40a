import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const row = (n: number, status = 'placed') => ({
  id: String(n).padStart(24, '0'),
  orderId: `SAT-2611-00000${n}`,
  orderTime: '2026-11-02 10:15:00',
  customer: `Customer ${n}`,
  address: '4 Park Street, Pune, Maharashtra 411001',
  status,
  subTotal: 500,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
});
const listAnswer = (rows = [row(1), row(2)]): FakeAnswer => ({
  status: 200,
  body: { data: { orders: rows, totalOrders: 42, totalPages: 5 } },
});
const days = [
  { day: '2026-11-01', totalSales: 1200.5, orderCount: 3 },
  { day: '2026-11-02', totalSales: 0, orderCount: 0 },
];
const chartsAnswer: FakeAnswer = { status: 200, body: { data: { days } } };

/**
 * Answers each call by its path (the list and the charts load together, in no fixed order) and
 * records the query of each.
 */
const routeFetch = (routes: { list: FakeAnswer; charts: FakeAnswer }) => {
  const sent: { path: string; query: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://x');
      sent.push({ path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) });
      const answer = parsed.pathname.endsWith('/daily-totals') ? routes.charts : routes.list;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return {
    lists: () => sent.filter((call) => call.path === '/api/v1/sales/orders').map((c) => c.query),
    charts: () => sent.filter((call) => call.path.endsWith('/daily-totals')).map((c) => c.query),
  };
};

startSignedIn();

describe('the orders list', () => {
  it('loads newest first, 10 a page, and reads the orders envelope', async () => {
    const server = routeFetch({ list: listAnswer(), charts: chartsAnswer });
    const { ordersList, refreshOrders } = await loadStores();

    await refreshOrders();

    expect(server.lists()).toEqual([{ includeTotal: 'true', page: '1', limit: '10', sort: '-1' }]);
    expect(ordersList.$list.get()).toMatchObject({ total: 42, totalPages: 5, loading: false });
    expect(ordersList.$list.get().items.map((order) => order.customer)).toEqual([
      'Customer 1',
      'Customer 2',
    ]);
  });

  it('offers the nine status buttons of the spec, All first', async () => {
    const { orderStatusFilters } = await loadStores();
    expect(orderStatusFilters()).toEqual([
      { label: 'All', value: 'all' },
      { label: 'Placed', value: 'placed' },
      { label: 'Merchant Accepted', value: 'merchantAccepted' },
      { label: 'Merchant Rejected', value: 'merchantRejected' },
      { label: 'Ready To Pick', value: 'readyToPick' },
      { label: 'Driver Accepted', value: 'driverAccepted' },
      { label: 'Out For Delivery', value: 'outForDelivery' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Cancelled', value: 'cancelled' },
    ]);
  });

  it('reloads list and charts for a chosen status, keeping page, size and sort', async () => {
    const server = routeFetch({ list: listAnswer(), charts: chartsAnswer });
    const { $chosenOrderStatus, $orderCharts, chooseOrderStatus, ordersList } = await loadStores();
    const watching = $orderCharts.listen(() => {});
    await vi.waitFor(() => expect($orderCharts.get().loading).toBe(false));
    ordersList.setLimit(20);
    ordersList.setPage(3);
    ordersList.setSort(1);

    await chooseOrderStatus('delivered');

    expect(server.lists()).toEqual([
      { status: 'delivered', includeTotal: 'true', page: '3', limit: '20', sort: '1' },
    ]);
    await vi.waitFor(() =>
      expect($orderCharts.get()).toEqual({ status: 'delivered', days, loading: false }),
    );
    expect(server.charts()).toEqual([
      { status: 'all', days: '30' },
      { status: 'delivered', days: '30' },
    ]);
    expect($chosenOrderStatus.get()).toBe('delivered');
    watching();
  });

  it('refreshes with the stored query and the chosen status, and resets to every status', async () => {
    const server = routeFetch({ list: listAnswer(), charts: chartsAnswer });
    const { $orderCharts, ordersList, chooseOrderStatus, refreshOrders } = await loadStores();
    const watching = $orderCharts.listen(() => {});
    await chooseOrderStatus('cancelled');
    await ordersList.apply({ customerName: ' Asha ', orderId: '   ' });

    await refreshOrders();
    await ordersList.reset();
    await vi.waitFor(() =>
      expect($orderCharts.get()).toMatchObject({ status: 'all', loading: false }),
    );
    watching();

    expect(server.lists().slice(2)).toEqual([
      {
        status: 'cancelled',
        customerName: 'Asha',
        includeTotal: 'true',
        page: '1',
        limit: '10',
        sort: '-1',
      },
      { includeTotal: 'true', page: '1', limit: '10', sort: '-1' },
    ]);
    expect(server.charts().map((query) => query.status)).toEqual([
      'all',
      'cancelled',
      'cancelled',
      'all',
    ]);
  });

  it('reads "No orders found" as an empty list, without a dialog', async () => {
    routeFetch({
      list: { status: 404, body: { message: 'No orders found' } },
      charts: chartsAnswer,
    });
    const { $dialog, ordersList, refreshOrders } = await loadStores();

    await refreshOrders();

    expect($dialog.get()).toBeNull();
    expect(ordersList.$list.get()).toMatchObject({ items: [], total: 0, loading: false });
  });

  it('opens "Orders Fetching Failed" with the server text when the list fails', async () => {
    routeFetch({ list: { status: 500, body: { message: 'Database down' } }, charts: chartsAnswer });
    const { $dialog, ordersList, refreshOrders } = await loadStores();

    await refreshOrders();

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Orders Fetching Failed',
      message: 'Database down',
    });
    expect(ordersList.$list.get().loading).toBe(false);
  });

  it('leaves the charts empty and only logs when their totals fail', async () => {
    routeFetch({ list: listAnswer(), charts: { status: 500, body: { message: 'boom' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $dialog, $orderCharts } = await loadStores();

    const watching = $orderCharts.listen(() => {});

    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect($orderCharts.get()).toEqual({ status: 'all', days: [], loading: false });
    watching();
    expect($dialog.get()).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
