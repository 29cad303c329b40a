import { builtInRoleIds } from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const made = { asha: '', ashaOrder: '', orderNumber: '', merchant: '', driver: '', product: '' };
const tokens = { catalogue: '', support: '' };

type Hit = { kind: string; id: string; title: string; detail: string; code?: string };
const find = async (q: string, bearer?: string) => {
  const response = await call('GET', `/search?q=${encodeURIComponent(q)}`, undefined, bearer);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: Hit[] }).hits;
};
const kindsOf = (hits: Hit[]) => [...new Set(hits.map((hit) => hit.kind))];

beforeAll(async () => {
  const { db } = server;
  const asha = await insertCustomer(db, { name: 'Asha Verma', phone: '9876512345' });
  made.asha = asha.id;
  // Another user whose phone starts alike, and one who shares nothing with her.
  await insertCustomer(db, { name: 'Ravi Kumar', phone: '9876599999' });
  await insertCustomer(db, { name: 'Meera Nair', phone: '7000000001' });
  const merchant = await insertMerchant(db, { storeName: 'Asha Book Depot', phone: '9123400000' });
  made.merchant = merchant.id;
  made.driver = (
    await insertDriver(db, { firstName: 'Sunil', lastName: 'Yadav', phone: '9555500000' })
  ).id;
  const category = await insertCategory(db);
  made.product = (
    await insertProduct(db, merchant.id, category.id, {
      sku: 'NAV-SQR-100',
      title: 'Square Ruled Notebook',
    })
  ).id;
  const { order } = await insertOrder(db, asha.id, [], {
    orderId: 'SAT-2611-000123',
    customerName: 'Asha Verma',
    customerPhone: '9876512345',
  });
  made.ashaOrder = order.id;
  made.orderNumber = order.orderId;
  tokens.catalogue = (await operatorWithRole(db, builtInRoleIds.catalogue)).token;
  tokens.support = (await operatorWithRole(db, builtInRoleIds.support)).token;
});

describe('GET /search', () => {
  it('finds a user and her orders by a phone typed as the console shows it', async () => {
    const hits = await find('+91 98765 1');
    expect(hits).toEqual([
      { kind: 'users', id: made.asha, title: 'Asha Verma', detail: '9876512345' },
      {
        kind: 'orders',
        id: made.ashaOrder,
        title: 'SAT-2611-000123',
        detail: 'Asha Verma · 9876512345',
        code: 'SAT-2611-000123',
      },
    ]);
  });

  it('finds every phone starting with the digits, of every kind', async () => {
    const hits = await find('98');
    expect(hits.filter((hit) => hit.kind === 'users').map((hit) => hit.title)).toEqual([
      'Asha Verma',
      'Ravi Kumar',
    ]);
    expect(kindsOf(await find('91234'))).toEqual(['merchants']);
    expect((await find('95555'))[0]).toMatchObject({ kind: 'drivers', title: 'Sunil Yadav' });
  });

  it("finds an order by the start of its number, in any case, and by its id's start", async () => {
    expect((await find('sat-2611-0001')).map((hit) => hit.id)).toEqual([made.ashaOrder]);
    const byId = await find(made.ashaOrder.slice(0, 10));
    expect(byId.find((hit) => hit.kind === 'orders')?.id).toBe(made.ashaOrder);
  });

  it('finds a name by any part of it, across kinds, grouped in the order of kinds', async () => {
    const hits = await find('asha');
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['users', 'Asha Verma'],
      ['merchants', 'Asha Book Depot'],
    ]);
  });

  it('finds a product by the start of its SKU or a word of its title', async () => {
    expect((await find('nav-sqr'))[0]).toMatchObject({
      kind: 'products',
      id: made.product,
      code: 'NAV-SQR-100',
    });
    expect((await find('ruled')).map((hit) => hit.id)).toEqual([made.product]);
  });

  it('lists a record found two ways once', async () => {
    // "9876512345" is both a phone and the start of no id; the user appears once.
    const hits = await find('9876512345');
    expect(hits.filter((hit) => hit.id === made.asha)).toHaveLength(1);
  });

  it('finds nothing for a text that matches nothing, and treats wildcards as text', async () => {
    expect(await find('zzqx')).toEqual([]);
    expect(await find('%%%')).toEqual([]);
    expect(await find('___')).toEqual([]);
  });

  it("searches only the kinds the operator's role may read", async () => {
    // Catalogue reads products and merchants, not users or orders.
    expect(kindsOf(await find('98', tokens.catalogue))).toEqual([]);
    expect(kindsOf(await find('asha', tokens.catalogue))).toEqual(['merchants']);
    // Support reads users, orders and drivers, not merchants or products.
    expect(kindsOf(await find('asha', tokens.support))).toEqual(['users']);
    expect(kindsOf(await find('nav-sqr', tokens.support))).toEqual([]);
  });

  it('refuses a missing, blank-length or too long text, and an unknown parameter, with 400', async () => {
    for (const path of [
      '/search',
      '/search?q=',
      `/search?q=${'a'.repeat(101)}`,
      '/search?q=a&x=1',
    ]) {
      const response = await call('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('refuses a caller without a token', async () => {
    expect((await call('GET', '/search?q=asha', undefined, null)).statusCode).toBe(401);
  });
});
