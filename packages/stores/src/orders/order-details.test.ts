import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores, visit } from '../testing/load-stores.js';
import { orderAnswer } from '../testing/order-fixture.js';
import { startSignedIn } from '../testing/signed-in.js';

/** The stores with the order-details view watched, as the Orders screen does. */
const watched = async () => {
  const stores = await loadStores();
  const unwatch = stores.$openOrder.listen(() => {});
  return { ...stores, unwatch };
};

startSignedIn('/#/order-management');

describe('the order-details view', () => {
  it('opens an order, shows it once loaded, and names it in the URL', async () => {
    const server = fakeFetch(orderAnswer());
    server.hold();
    const { $openOrder, openOrder, unwatch } = await watched();

    openOrder('SAT-2611-000001');
    expect($openOrder.get()).toEqual({ id: 'SAT-2611-000001', order: null, loading: true });
    expect(location.hash).toBe('#/order-management?open=SAT-2611-000001');
    server.release();

    await vi.waitFor(() => expect($openOrder.get()?.loading).toBe(false));
    expect(server.sent[0]!.url).toBe('/api/v1/sales/orders/details/SAT-2611-000001');
    expect($openOrder.get()).toMatchObject({
      id: 'SAT-2611-000001',
      order: { orderId: 'SAT-2611-000001', status: 'placed' },
    });
    unwatch();
  });

  it('gives each order an address that opens it where the list stands, for a new tab or a copied link', async () => {
    visit('/#/order-management?status=placed&page=2');
    fakeFetch(orderAnswer());
    const { orderHref } = await loadStores();
    const href = orderHref('SAT-2611-000001');
    expect(href).toBe('#/order-management?status=placed&page=2&open=SAT-2611-000001');

    // Another tab: a page load at that address.
    visit(`/${href}`);
    const { $openOrder, unwatch } = await watched();
    await vi.waitFor(() => expect($openOrder.get()?.order?.orderId).toBe('SAT-2611-000001'));
    unwatch();
  });

  it('opens the order a copied link names', async () => {
    visit('/#/order-management?status=placed&open=SAT-2611-000001');
    const server = fakeFetch(orderAnswer());
    const { $openOrder, unwatch } = await watched();

    await vi.waitFor(() => expect($openOrder.get()?.order?.orderId).toBe('SAT-2611-000001'));
    expect(server.sent).toHaveLength(1);
    unwatch();
  });

  it('closes back to the list, and Back opens the order again', async () => {
    fakeFetch(orderAnswer());
    const { $openOrder, closeOrder, openOrder, unwatch } = await watched();
    openOrder('SAT-2611-000001');
    await vi.waitFor(() => expect($openOrder.get()?.loading).toBe(false));

    closeOrder();
    expect($openOrder.get()).toBeNull();
    expect(location.hash).toBe('#/order-management');

    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    history.back();
    await popped;
    expect($openOrder.get()?.id).toBe('SAT-2611-000001');
    unwatch();
  });

  it('says "Order details not found!" for an unknown order, and closing it closes the view', async () => {
    fakeFetch({ status: 404, body: { message: 'Order not found!' } });
    const { $dialog, $openOrder, closeDialog, openOrder, unwatch } = await watched();

    openOrder('SAT-0000');

    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        type: 'error',
        title: 'Order details not found!',
        message: 'Order not found!',
      }),
    );
    expect($openOrder.get()).not.toBeNull();
    closeDialog('close');
    expect($openOrder.get()).toBeNull();
    unwatch();
  });

  it("decides by our server's code when it sends one, whatever the text", async () => {
    fakeFetch(
      { status: 404, body: { message: 'No such order', code: 'resource.not_found' } },
      { status: 404, body: { message: 'Order not found!', code: 'server.internal' } },
    );
    const { $dialog, closeDialog, openOrder, unwatch } = await watched();

    openOrder('SAT-0001');
    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        title: 'Order details not found!',
        message: 'Order not found!',
      }),
    );
    closeDialog('close');
    openOrder('SAT-0002');
    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        title: 'Order Fetching Failed',
        message: 'Order not found!',
      }),
    );
    unwatch();
  });

  it('opens "Order Fetching Failed" for any other failure and keeps the view', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, $openOrder, closeDialog, openOrder, unwatch } = await watched();

    openOrder('SAT-2611-000001');

    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        title: 'Order Fetching Failed',
        message: 'Database down',
      }),
    );
    closeDialog('close');
    expect($openOrder.get()).toEqual({ id: 'SAT-2611-000001', order: null, loading: false });
    unwatch();
  });

  it('ignores the answer of an order closed while it loaded', async () => {
    const server = fakeFetch(orderAnswer());
    server.hold();
    const { $openOrder, closeOrder, openOrder, unwatch } = await watched();

    openOrder('SAT-2611-000001');
    closeOrder();
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect($openOrder.get()).toBeNull();
    unwatch();
  });
});
