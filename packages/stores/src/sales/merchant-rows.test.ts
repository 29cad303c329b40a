import type { sales, views } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, type RoutedRequest, requestOf } from '../testing/fake-fetch.js';
import { loadStores, visit } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { openWatched } from '../testing/watched-list.js';

const row = (
  n: number,
  name: string,
  [fulfilledCount, acceptedCount, rejectedCount]: readonly [number, number, number],
): sales.MerchantSalesRow => ({
  id: String(n).padStart(24, 'a'),
  name,
  phone: `98765000${String(n).padStart(2, '0')}`,
  fulfilledCount,
  acceptedCount,
  rejectedCount,
});

/** A page of rows as the server answers it. */
const periodRows = [
  row(1, 'Meera Traders', [9, 9, 0]),
  row(2, 'Asha Books', [5, 6, 4]),
  row(3, 'Kiran Stationers', [5, 5, 1]),
  row(4, 'Ravi Traders', [1, 2, 7]),
];

/**
 * The merchant-sales-rows call (the rows `pageOf(query)` gives, as if 12 matched), views and
 * settings.
 */
const salesServer = (
  pageOf: (query: Record<string, string>) => sales.MerchantSalesRow[] = () => periodRows,
) => {
  const sent: RoutedRequest[] = [];
  const settings: views.ListSettings = { defaultViewId: null, columns: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = requestOf(url, init);
      sent.push(request);
      const { method, path, query, body } = request;
      if (path === '/sales/orders/merchant-sales-rows') {
        return jsonAnswer({ data: pageOf(query), total: 12, totalPages: 2 });
      }
      if (path === '/admin/list-settings/merchantSales') {
        if (method === 'PUT') Object.assign(settings, body);
        return jsonAnswer({ message: 'List settings saved', data: settings });
      }
      if (path === '/admin/list-views/merchantSales') {
        if (method === 'GET') return jsonAnswer({ data: [] });
        const created: views.ListView = {
          ...body,
          id: 'b'.repeat(24),
          list: 'merchantSales',
          owner: { id: 'c'.repeat(24), username: 'admin' },
          mine: true,
          updatedAt: '2026-11-27T10:00:00.000Z',
        };
        return jsonAnswer({ message: 'View saved', data: created }, 201);
      }
      return jsonAnswer({ message: 'Not found' }, 404);
    }),
  );
  return {
    sent,
    rowCalls: () => sent.filter((request) => request.path === '/sales/orders/merchant-sales-rows'),
  };
};

/** The Merchant tab as the console shows it: the rows, their views and columns watched. */
const openMerchantRows = async () => {
  const stores = await loadStores();
  const opened = await openWatched(stores.merchantSalesRows, stores.$place);
  return {
    ...stores,
    ...opened,
    names: () => opened.list.$list.get().items.map((item) => item.name),
  };
};

startSignedIn();
// The first test loads every store module: slow on a busy machine, never a failure.
vi.setConfig({ testTimeout: 60_000 });

describe("Sales Track's merchant rows", () => {
  it("ask the server for the period's page, most fulfilled first, 10 to a page by default", async () => {
    visit('/#/sales-track');
    const server = salesServer();
    const { list, names, close } = await openMerchantRows();
    expect(server.rowCalls()[0]!.query).toEqual({
      period: 'day',
      page: '1',
      limit: '10',
      sort: '-1',
    });
    expect(list.$list.get()).toMatchObject({ total: 12, totalPages: 2 });
    expect(names()).toEqual(['Meera Traders', 'Asha Books', 'Kiran Stationers', 'Ravi Traders']);

    list.setPage(2);
    await list.reload();
    expect(server.rowCalls().at(-1)!.query).toMatchObject({ page: '2' });
    close();
  });

  it('send the search and the count to go by, either way, and keep them in the URL', async () => {
    visit('/#/sales-track');
    const server = salesServer();
    const { list, close } = await openMerchantRows();

    await list.apply({ q: ' traders ' });
    expect(server.rowCalls().at(-1)!.query).toMatchObject({ q: 'traders', page: '1' });
    await list.apply({ q: '', orderBy: 'rejectedCount' });
    expect(server.rowCalls().at(-1)!.query).toEqual({
      period: 'day',
      page: '1',
      limit: '10',
      sort: '-1',
      orderBy: 'rejectedCount',
    });
    list.setSort(1);
    await list.reload();
    expect(server.rowCalls().at(-1)!.query).toMatchObject({ sort: '1', orderBy: 'rejectedCount' });
    // The query is in the URL, as every list's: a reload or a copied link shows the same rows.
    expect(location.hash).toBe('#/sales-track?sort=1&orderBy=rejectedCount');
    close();
  });

  it('show a new period from its first page, the query kept', async () => {
    visit('/#/sales-track');
    const server = salesServer(({ period }) =>
      period === 'month' ? periodRows : periodRows.slice(0, 1),
    );
    const { list, names, chooseSalesPeriod, close } = await openMerchantRows();
    await list.apply({ q: 'a' });
    list.setPage(2);
    await list.reload();
    expect(names()).toEqual(['Meera Traders']);

    chooseSalesPeriod('month');
    await vi.waitFor(() =>
      expect(server.rowCalls().at(-1)!.query).toMatchObject({ period: 'month', page: '1', q: 'a' }),
    );
    await vi.waitFor(() => expect(names()).toHaveLength(4));
    expect(list.$list.get().params).toMatchObject({ page: 1, filters: { q: 'a' } });
    close();
  });

  it('show no rows when the call fails, without a dialog', async () => {
    visit('/#/sales-track');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer({ message: 'Down' }, 503)),
    );
    const { list, $dialog, close } = await openMerchantRows();
    expect(list.$list.get()).toMatchObject({ items: [], total: 0, loading: false });
    expect($dialog.get()).toBeNull();
    close();
  });

  it('save their search, order, page size and columns as a view of merchantSales, never the period', async () => {
    visit('/#/sales-track');
    const server = salesServer();
    const { list, chooseSalesPeriod, close } = await openMerchantRows();
    chooseSalesPeriod('week');
    await list.apply({ q: 'traders', orderBy: 'rejectedCount' });
    list.setLimit(20);
    await list.reload();

    await list.setColumns({ order: ['name', 'rejectedCount'], hidden: ['phone'] });
    expect(
      server.sent.find(
        (request) =>
          request.path === '/admin/list-settings/merchantSales' && request.method === 'PUT',
      )!.body,
    ).toEqual({ columns: { order: ['name', 'rejectedCount'], hidden: ['phone'] } });
    expect(list.$columns.get()).toEqual({ order: ['name', 'rejectedCount'], hidden: ['phone'] });

    expect(await list.saveView('Rejecting traders', { shared: false })).toBe(true);
    expect(
      server.sent.find(
        (request) =>
          request.path === '/admin/list-views/merchantSales' && request.method === 'POST',
      )!.body,
    ).toEqual({
      name: 'Rejecting traders',
      shared: false,
      query: { limit: 20, sort: -1, filters: { q: 'traders', orderBy: 'rejectedCount' } },
      columns: { order: ['name', 'rejectedCount'], hidden: ['phone'] },
    });
    expect(location.hash).toContain(`view=${'b'.repeat(24)}`);
    close();
  });
});
