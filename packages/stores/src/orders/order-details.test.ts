import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { orderAnswer } from './order-fixture.js';

beforeEach(() => {
  localStorage.setItem('token', 't0k3n');
  localStorage.setItem('adminInfo', JSON.stringify({ id: 'a'.repeat(24), username: 'admin' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the order-details view', () => {
  it('opens an order and shows it once loaded', async () => {
    const server = fakeFetch(orderAnswer());
    server.hold();
    const { $openOrder, openOrder } = await loadStores();

    const opening = openOrder('SAT-2611-000001');
    expect($openOrder.get()).toEqual({ id: 'SAT-2611-000001', order: null, loading: true });
    server.release();
    await opening;

    expect(server.sent[0]!.url).toBe('/api/v1/sales/orders/details/SAT-2611-000001');
    expect($openOrder.get()).toMatchObject({
      id: 'SAT-2611-000001',
      loading: false,
      order: { orderId: 'SAT-2611-000001', status: 'placed' },
    });
  });

  it('closes back to the list', async () => {
    fakeFetch(orderAnswer());
    const { $openOrder, closeOrder, openOrder } = await loadStores();
    await openOrder('SAT-2611-000001');

    closeOrder();

    expect($openOrder.get()).toBeNull();
  });

  it('says "Order details not found!" for an unknown order, and closing it closes the view', async () => {
    fakeFetch({ status: 404, body: { message: 'Order not found!' } });
    const { $dialog, $openOrder, closeDialog, openOrder } = await loadStores();

    await openOrder('SAT-0000');

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Order details not found!',
      message: 'Order not found!',
    });
    expect($openOrder.get()).not.toBeNull();
    closeDialog('close');
    expect($openOrder.get()).toBeNull();
  });

  it('opens "Order Fetching Failed" for any other failure and keeps the view', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, $openOrder, closeDialog, openOrder } = await loadStores();

    await openOrder('SAT-2611-000001');

    expect($dialog.get()).toMatchObject({
      title: 'Order Fetching Failed',
      message: 'Database down',
    });
    closeDialog('close');
    expect($openOrder.get()).toEqual({ id: 'SAT-2611-000001', order: null, loading: false });
  });

  it('ignores the answer of an order closed while it loaded', async () => {
    const server = fakeFetch(orderAnswer());
    server.hold();
    const { $openOrder, closeOrder, openOrder } = await loadStores();

    const opening = openOrder('SAT-2611-000001');
    closeOrder();
    server.release();
    await opening;

    expect($openOrder.get()).toBeNull();
  });
});
