import { productCsvColumns } from '@satchel/api';
import { orderItemPossibleMerchants, orderItems } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { ASSIGN_PATH, csvText, upload } from '../support/product-csv.js';
import { useRouteApp } from '../support/route-app.js';

/**
 * Offers made by the bulk-assign CSV make their merchants possible merchants of orders for the
 * product: found for the order, assignable, and shown on the order's details.
 */
const server = useRouteApp();
const { call } = server;
const ids = {
  order: '',
  pen: '',
  book: '',
  owner: '',
  bookSeller: '',
  stored: '',
  supplier: '',
  short: '',
  empty: '',
  leaving: '',
};

const storeNamesOf = (matches: { storeName: string }[]) => matches.map((m) => m.storeName);
const findMerchants = async () => {
  const response = await call('GET', `/sales/orders/find-merchants/${ids.order}`);
  expect(response.statusCode).toBe(200);
  return response.json().possibleMerchants;
};

beforeAll(async () => {
  const { db } = server;
  const [owner, bookSeller, stored, supplier, short, empty, leaving] = await Promise.all(
    [
      'Owner Pens',
      'Book Seller',
      'Stored And Offering',
      'Offering Supplier',
      'Short Stock',
      'Empty Stock',
      'Leaving Merchant',
    ].map((storeName) =>
      // The leaving one is made inactive below: offered only to a merchant with WhatsApp.
      insertMerchant(
        db,
        storeName === 'Leaving Merchant'
          ? { storeName, whatsappNumber: '9812300007' }
          : { storeName },
      ),
    ),
  );
  const category = await insertCategory(db);
  const pen = await insertProduct(db, owner!.id, category.id, { title: 'Gel pen' });
  const book = await insertProduct(db, bookSeller!.id, category.id, { title: 'Maths atlas' });
  const customer = await insertCustomer(db);
  const order = await insertOrder(db, customer.id, [
    { productId: pen.id, price: '10.00', quantity: 3 },
    { productId: book.id, price: '300.00', quantity: 1 },
  ]);
  const [penItem, bookItem] = order.items;
  await db.insert(orderItemPossibleMerchants).values([
    { orderItemId: penItem!.id, orderCreatedAt: penItem!.orderCreatedAt, merchantId: owner!.id },
    { orderItemId: penItem!.id, orderCreatedAt: penItem!.orderCreatedAt, merchantId: stored!.id },
    {
      orderItemId: bookItem!.id,
      orderCreatedAt: bookItem!.orderCreatedAt,
      merchantId: bookSeller!.id,
    },
  ]);

  const offers = await upload(
    server,
    ASSIGN_PATH,
    csvText(productCsvColumns.assign, [
      { productId: pen.id, merchantId: supplier!.id, price: '9.50', stock: '3' },
      { productId: pen.id, merchantId: stored!.id, price: '9.00', stock: '40' },
      { productId: pen.id, merchantId: short!.id, price: '8.00', stock: '2' },
      { productId: pen.id, merchantId: empty!.id, price: '8.00', stock: '0' },
      { productId: pen.id, merchantId: leaving!.id, price: '8.00', stock: '50' },
    ]),
  );
  expect(offers.statusCode).toBe(200);
  const leaves = await call('PUT', `/merchants/update-merchant-status/${leaving!.id}`, {
    status: 'inactive',
  });
  expect(leaves.statusCode).toBe(200);

  Object.assign(ids, {
    order: order.order.id,
    pen: pen.id,
    book: book.id,
    owner: owner!.id,
    bookSeller: bookSeller!.id,
    stored: stored!.id,
    supplier: supplier!.id,
    short: short!.id,
    empty: empty!.id,
    leaving: leaving!.id,
  });
});

describe('possible merchants from bulk-assigned offers', () => {
  it('finds an active merchant whose offer covers the quantity, beside the stored ones, each once', async () => {
    const matches = await findMerchants();
    expect(storeNamesOf(matches)).toEqual([
      'Book Seller',
      'Offering Supplier',
      'Owner Pens',
      'Stored And Offering',
    ]);
    expect(matches).toContainEqual({
      merchantId: ids.supplier,
      storeName: 'Offering Supplier',
      phone: expect.any(String),
      matchedProducts: [{ id: ids.pen, title: 'Gel pen' }],
    });
    expect(matches.find((m: { merchantId: string }) => m.merchantId === ids.stored)).toEqual(
      expect.objectContaining({ matchedProducts: [{ id: ids.pen, title: 'Gel pen' }] }),
    );
  });

  it('leaves out an inactive merchant and an offer whose stock is zero or short of the quantity', async () => {
    const found = (await findMerchants()).map((m: { merchantId: string }) => m.merchantId);
    for (const left of [ids.leaving, ids.empty, ids.short]) expect(found).not.toContain(left);
  });

  it('lists the offering merchant on the order item, beside the stored ones', async () => {
    const order = (await call('GET', `/sales/orders/details/${ids.order}`)).json().data;
    expect(storeNamesOf(order.items[0].possibleMerchants)).toEqual([
      'Offering Supplier',
      'Owner Pens',
      'Stored And Offering',
    ]);
    expect(storeNamesOf(order.items[1].possibleMerchants)).toEqual(['Book Seller']);
  });

  it('refuses merchants whose offer does not count, and assigns one whose offer does', async () => {
    const assign = (penMerchant: string) =>
      call('POST', `/sales/orders/assign-merchants-by-admin/${ids.order}`, {
        items: [
          { productId: ids.pen, merchantId: penMerchant },
          { productId: ids.book, merchantId: ids.bookSeller },
        ],
      });
    for (const refused of [ids.leaving, ids.empty, ids.short]) {
      const response = await assign(refused);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Merchant ${refused} cannot supply product ${ids.pen}`);
    }
    const assigned = await server.db
      .select({ merchantId: orderItems.merchantId })
      .from(orderItems)
      .where(eq(orderItems.orderId, ids.order));
    expect(assigned).toEqual([{ merchantId: null }, { merchantId: null }]);

    const response = await assign(ids.supplier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Merchants assigned to 2 products' });
    const order = (await call('GET', `/sales/orders/details/${ids.order}`)).json().data;
    expect(order.items.map((item: { merchantId: string }) => item.merchantId)).toEqual([
      ids.supplier,
      ids.bookSeller,
    ]);
  });
});
