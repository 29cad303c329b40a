import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertMerchant, insertProduct } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { vidya: '', notebook: '', ruled: '', pen: '', crayons: '' };

const day = (n: number) => new Date(`2026-02-0${n}T10:00:00Z`);

beforeAll(async () => {
  const { db } = server;
  const vidya = await insertMerchant(db, { storeName: 'Vidya Book House' });
  const pens = await insertMerchant(db, { storeName: 'Pen Corner' });
  ids.vidya = vidya.id;
  const category = await insertCategory(db);
  const notebook = await insertProduct(db, vidya.id, category.id, {
    sku: 'NB-200',
    title: 'Long Notebook 200 pages',
    brand: 'Classmate',
    price: '45.50',
    stock: 120,
    images: ['products/notebook front.png', 'products/notebook back.png'],
    createdAt: day(1),
  });
  const ruled = await insertProduct(db, vidya.id, category.id, {
    sku: 'NB-200-RULED',
    title: 'Long Notebook ruled',
    brand: 'Classmate',
    parentProductId: notebook.id,
    images: ['https://cdn.example.in/ruled.jpg'],
    createdAt: day(2),
  });
  const pen = await insertProduct(db, pens.id, category.id, {
    sku: 'PEN-1',
    title: 'Gel Pen',
    brand: 'Reynolds',
    adminDisabled: true,
    createdAt: day(3),
  });
  const crayons = await insertProduct(db, pens.id, category.id, {
    sku: 'CRY-12',
    title: 'Wax Crayons 12 shades',
    brand: 'Camlin',
    createdAt: day(4),
  });
  Object.assign(ids, {
    notebook: notebook.id,
    ruled: ruled.id,
    pen: pen.id,
    crayons: crayons.id,
  });
});

const list = (query = '') => call('GET', `/catalogs/products/get-products-admin?${query}`);

/** The ids the list answers for `query`, in its order. */
const listed = async (query: string): Promise<string[]> => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().products.map((product: { id: string }) => product.id);
};

describe('GET /catalogs/products/get-products-admin', () => {
  it('pages main products and variants in the wire envelope, oldest first by default', async () => {
    const response = await list('includeTotal=true&page=1&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalProducts: 4, totalPages: 2 });
    expect(body.products).toEqual([
      {
        id: ids.notebook,
        parentProductId: null,
        sku: 'NB-200',
        title: 'Long Notebook 200 pages',
        brand: 'Classmate',
        adminDisabled: false,
        productType: 'main',
        merchantId: ids.vidya,
        storeName: 'Vidya Book House',
        price: 45.5,
        stock: 120,
        // The first image, as the browser loads a stored public file.
        image: '/files/products/notebook%20front.png',
        parentSku: null,
        parentTitle: null,
      },
      expect.objectContaining({
        id: ids.ruled,
        parentProductId: ids.notebook,
        productType: 'variant',
        // An outside link travels as it is.
        image: 'https://cdn.example.in/ruled.jpg',
        parentSku: 'NB-200',
        parentTitle: 'Long Notebook 200 pages',
      }),
    ]);
    const page2 = (await list('page=2&limit=2')).json().products;
    expect(page2.map((product: { sku: string }) => product.sku)).toEqual(['PEN-1', 'CRY-12']);
    expect(page2[0]).toMatchObject({ storeName: 'Pen Corner', image: null });
  });

  it('sorts newest first', async () => {
    expect(await listed('sort=-1')).toEqual([ids.crayons, ids.pen, ids.ruled, ids.notebook]);
  });

  it('filters by parentProductId, sku, title, brand, productType and adminDisabled', async () => {
    expect(await listed(`parentProductId=${ids.notebook}`)).toEqual([ids.ruled]);
    expect(await listed('sku=nb-200')).toEqual([ids.notebook, ids.ruled]);
    expect(await listed('title=ruled')).toEqual([ids.ruled]);
    expect(await listed('brand=CAML')).toEqual([ids.crayons]);
    expect(await listed('productType=variant')).toEqual([ids.ruled]);
    expect(await listed('productType=main&brand=classmate')).toEqual([ids.notebook]);
    expect(await listed('adminDisabled=true')).toEqual([ids.pen]);
    expect(await listed('adminDisabled=false&sku=%20')).toEqual([
      ids.notebook,
      ids.ruled,
      ids.crayons,
    ]);
    // Wildcards in a filter match themselves only.
    expect(await listed('title=%25')).toEqual([]);
  });

  it('reads the page after or before a row named by after / before (keyset paging)', async () => {
    expect(await listed(`limit=1&page=2&after=${ids.notebook}`)).toEqual([ids.ruled]);
    expect(await listed(`limit=1&page=2&before=${ids.pen}`)).toEqual([ids.ruled]);
    expect(await listed(`limit=1&page=2&sort=-1&after=${ids.crayons}`)).toEqual([ids.pen]);
    const both = await list(`page=2&after=${ids.pen}&before=${ids.pen}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('A page starts after one row or before another, not both.');
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const response = await list('title=atlas');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [], totalProducts: 0, totalPages: 0 });
  });

  it('refuses a bad query with a message naming the field', async () => {
    for (const query of [
      'productType=bundle',
      'adminDisabled=yes',
      'limit=abc',
      'page=0',
      'sort=2',
      'after=NB-200',
      `sku=${'x'.repeat(101)}`,
      'color=red',
    ]) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(query.split('=')[0]!);
    }
  });

  it('needs a token', async () => {
    const response = await call('GET', '/catalogs/products/get-products-admin', undefined, null);
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /catalogs/products/admin-product-disabled/:id', () => {
  const toggle = (id: string, body: object, bearer?: string | null) =>
    call('PATCH', `/catalogs/products/admin-product-disabled/${id}`, body, bearer);

  it('disables a product and enables it again, as the list then shows', async () => {
    const disabled = await toggle(ids.crayons, { adminDisabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: 'Product disabled',
      data: { id: ids.crayons, adminDisabled: true, storeName: 'Pen Corner', sku: 'CRY-12' },
    });
    expect(await listed('adminDisabled=true')).toEqual([ids.pen, ids.crayons]);

    const enabled = await toggle(ids.crayons, { adminDisabled: false });
    expect(enabled.json()).toMatchObject({
      message: 'Product enabled',
      data: { id: ids.crayons, adminDisabled: false },
    });
    expect(await listed('adminDisabled=true')).toEqual([ids.pen]);
  });

  it('answers a variant with its parent', async () => {
    const response = await toggle(ids.ruled, { adminDisabled: false });
    expect(response.json().data).toMatchObject({
      parentSku: 'NB-200',
      image: 'https://cdn.example.in/ruled.jpg',
    });
  });

  it('answers 404 with a message for an unknown product', async () => {
    const response = await toggle('f'.repeat(24), { adminDisabled: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'product.not_found' });
  });

  it('refuses a bad body or id with a message naming the field', async () => {
    for (const body of [{}, { adminDisabled: 'true' }, { adminDisabled: true, status: 'x' }]) {
      const response = await toggle(ids.pen, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/adminDisabled|status/);
    }
    const badId = await toggle('NB-200', { adminDisabled: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id/);
    // Nothing changed.
    expect(await listed('adminDisabled=true')).toEqual([ids.pen]);
  });

  it('needs a token', async () => {
    expect((await toggle(ids.pen, { adminDisabled: false }, null)).statusCode).toBe(401);
  });
});
