import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const product = (n: number, adminDisabled = false) => ({
  id: String(n).padStart(24, '0'),
  parentProductId: null,
  sku: `NB-${n}`,
  title: `Notebook ${n}`,
  brand: 'Classmate',
  adminDisabled,
  productType: 'main',
  merchantId: 'b'.repeat(24),
  storeName: 'Vidya Book House',
  price: 45.5,
  stock: 120,
  image: null,
  parentSku: null,
  parentTitle: null,
});
const listAnswer = {
  status: 200,
  body: { products: [product(1), product(2)], totalProducts: 12, totalPages: 2 },
};
const disabledFlags = (items: readonly { adminDisabled: boolean }[]) =>
  items.map((item) => item.adminDisabled);

startSignedIn();

describe('the products list', () => {
  it('asks GET /catalogs/products/get-products-admin with the query and fills the table', async () => {
    const server = fakeFetch(listAnswer);
    const { productsList } = await loadStores();

    await productsList.apply({
      sku: 'NB',
      productType: 'main',
      adminDisabled: 'false',
      brand: ' ',
    });

    expect(server.sent[0]).toMatchObject({ method: 'GET', authorization: 'Bearer t0k3n' });
    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/catalogs/products/get-products-admin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sku: 'NB',
      productType: 'main',
      adminDisabled: 'false',
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect(productsList.$list.get()).toMatchObject({ total: 12, totalPages: 2, loading: false });
    expect(productsList.$list.get().items.map((item) => item.sku)).toEqual(['NB-1', 'NB-2']);
  });

  it('reads "No product found" as an empty list, without a dialog', async () => {
    fakeFetch({ status: 404, body: { message: 'No product found' } });
    const { $dialog, productsList } = await loadStores();

    await productsList.reload();

    expect($dialog.get()).toBeNull();
    expect(productsList.$list.get()).toMatchObject({ items: [], total: 0, loading: false });
  });

  it('opens "Product fetching Failed" with the server text when the list fails', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, productsList } = await loadStores();

    await productsList.reload();

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Product fetching Failed',
      message: 'Database down',
    });
  });
});

describe('the adminDisabled toggle', () => {
  it('shows the new state at once, then the server answer', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Product disabled', data: { ...product(2, true), stock: 119 } },
    });
    const { productsList, setProductAdminDisabled } = await loadStores();
    await productsList.reload();

    server.hold();
    const done = setProductAdminDisabled(product(2).id, true);
    expect(disabledFlags(productsList.$list.get().items)).toEqual([false, true]);
    server.release();
    expect(await done).toBe(true);

    expect(server.sent[1]).toMatchObject({
      method: 'PATCH',
      url: `/api/v1/catalogs/products/admin-product-disabled/${product(2).id}`,
      body: { adminDisabled: true },
    });
    expect(productsList.$list.get().items[1]).toMatchObject({ adminDisabled: true, stock: 119 });
  });

  it('puts the row back and opens "Product Disabled Failed" when the server refuses', async () => {
    fakeFetch(listAnswer, { status: 404, body: { message: 'Product not found' } });
    const { $dialog, productsList, setProductAdminDisabled } = await loadStores();
    await productsList.reload();

    expect(await setProductAdminDisabled(product(1).id, true)).toBe(false);

    expect(disabledFlags(productsList.$list.get().items)).toEqual([false, false]);
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Product Disabled Failed',
      message: 'Product not found',
    });
  });

  it('ends an expired session with its toast and no dialog', async () => {
    fakeFetch(listAnswer, { status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $isAuthenticated, $toasts, productsList, setProductAdminDisabled } =
      await loadStores();
    await productsList.reload();

    expect(await setProductAdminDisabled(product(1).id, true)).toBe(false);

    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
    expect($dialog.get()).toBeNull();
  });
});
