import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { ids, merchantsAnswer, orderAnswer } from '../testing/order-fixture.js';
import { startSignedIn } from '../testing/signed-in.js';

/**
 * The stores with the order open and the Assign Merchants modal watched, as the order-details
 * view does; `open` waits for the order.
 */
const withOrder = async () => {
  const stores = await loadStores();
  const unwatch = stores.$assignment.listen(() => {});
  const open = async () => {
    stores.openOrder(ids.order);
    await vi.waitFor(() => expect(stores.$openOrder.get()?.order).toBeTruthy());
  };
  const find = async () => {
    stores.findOrderMerchants(ids.order);
    await vi.waitFor(() => expect(stores.$assignment.get()?.products ?? null).not.toBeNull());
  };
  return { ...stores, open, find, unwatch };
};

startSignedIn('/#/order-management');

describe('merchant assignment', () => {
  it("lists each product once with the merchants matched for it, and counts what's chosen", async () => {
    const server = fakeFetch(orderAnswer(), merchantsAnswer);
    const { $assignment, $assignmentProgress, chooseMerchant, open, find } = await withOrder();
    await open();

    await find();

    expect(server.sent[1]!.url).toBe(`/api/v1/sales/orders/find-merchants/${ids.order}`);
    expect($assignment.get()?.products).toEqual([
      {
        productId: ids.notebook,
        title: 'Notebook',
        merchants: [{ merchantId: ids.vidya, storeName: 'Vidya Books' }],
      },
      {
        productId: ids.pen,
        title: 'Pen',
        merchants: [
          { merchantId: ids.vidya, storeName: 'Vidya Books' },
          { merchantId: ids.sharma, storeName: 'Sharma Stationers' },
        ],
      },
    ]);
    expect($assignmentProgress.get()).toEqual({ chosen: 0, total: 2, complete: false });
    chooseMerchant(ids.pen, ids.sharma);
    expect($assignmentProgress.get()).toEqual({ chosen: 1, total: 2, complete: false });
    chooseMerchant(ids.notebook, ids.vidya);
    expect($assignmentProgress.get()).toEqual({ chosen: 2, total: 2, complete: true });
  });

  it("starts with a product's current merchant chosen", async () => {
    fakeFetch(orderAnswer(ids.sharma), merchantsAnswer);
    const { $assignment, open, find } = await withOrder();
    await open();

    await find();

    expect($assignment.get()?.chosen).toEqual({ [ids.pen]: ids.sharma });
  });

  it('sends nothing until every product has a merchant', async () => {
    const server = fakeFetch(orderAnswer(), merchantsAnswer);
    const { assignOrderMerchants, chooseMerchant, open, find } = await withOrder();
    await open();
    await find();
    chooseMerchant(ids.pen, ids.sharma);

    expect(await assignOrderMerchants()).toBe(false);
    expect(server.sent).toHaveLength(2);
  });

  it("assigns, toasts the server's message, closes the modal and reloads the order", async () => {
    const server = fakeFetch(
      orderAnswer(),
      merchantsAnswer,
      { status: 200, body: { message: 'Merchants assigned to 2 products' } },
      orderAnswer(ids.sharma),
    );
    const { $assignment, $openOrder, $toasts, assignOrderMerchants, chooseMerchant, open, find } =
      await withOrder();
    await open();
    await find();
    chooseMerchant(ids.notebook, ids.vidya);
    chooseMerchant(ids.pen, ids.sharma);

    expect(await assignOrderMerchants()).toBe(true);

    expect(server.sent[2]).toMatchObject({
      method: 'POST',
      url: `/api/v1/sales/orders/assign-merchants-by-admin/${ids.order}`,
      body: {
        items: [
          { productId: ids.notebook, merchantId: ids.vidya },
          { productId: ids.pen, merchantId: ids.sharma },
        ],
      },
    });
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Merchants assigned to 2 products' },
    ]);
    expect($assignment.get()).toBeNull();
    expect(server.sent[3]!.url).toBe(`/api/v1/sales/orders/details/${ids.order}`);
    expect($openOrder.get()?.order?.items[1]?.merchantId).toBe(ids.sharma);
  });

  it("shows a refusal's text in an error dialog and keeps the modal", async () => {
    fakeFetch(orderAnswer(), merchantsAnswer, {
      status: 409,
      body: { message: 'Merchants cannot be assigned to a cancelled order' },
    });
    const { $assignment, $dialog, assignOrderMerchants, chooseMerchant, open, find } =
      await withOrder();
    await open();
    await find();
    chooseMerchant(ids.notebook, ids.vidya);
    chooseMerchant(ids.pen, ids.vidya);

    expect(await assignOrderMerchants()).toBe(false);

    expect($dialog.get()).toMatchObject({
      type: 'error',
      message: 'Merchants cannot be assigned to a cancelled order',
    });
    expect($assignment.get()).toMatchObject({ assigning: false, orderId: ids.order });
  });

  it('says "Couldn\'t find merchants for order!" when the matching fails', async () => {
    fakeFetch(orderAnswer(), { status: 500, body: { message: 'Database down' } });
    const { $assignment, $dialog, findOrderMerchants, open } = await withOrder();
    await open();

    findOrderMerchants(ids.order);

    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        title: "Couldn't find merchants for order!",
        message: 'Database down',
      }),
    );
    expect($assignment.get()).toBeNull();
  });
});
