import { randomUUID } from 'node:crypto';
import { newId } from '@satchel/db';
import { orderItemPossibleMerchants } from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, logout } from '../support/app.js';
import {
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
  insertSchool,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';
import { entriesMadeBy, entryCount, historyOf } from './history-support.js';

const server = useRouteApp();
const { call } = server;
const ids = { customer: '', merchant: '', driver: '', product: '', category: '', coupon: '' };

beforeAll(async () => {
  const { db, adminId } = server;
  const customer = await insertCustomer(db);
  const merchant = await insertMerchant(db);
  const driver = await insertDriver(db);
  const category = await insertCategory(db);
  const product = await insertProduct(db, merchant.id, category.id);
  const item = { productId: product.id, merchantId: merchant.id, price: '200.00', quantity: 1 };
  // The driver earns 40.00 and the merchant is owed its sale: both may be settled.
  await insertOrder(db, customer.id, [item], {
    driverId: driver.id,
    status: 'delivered',
    deliveryFee: '40.00',
  });
  const coupon = await insertCoupon(db, adminId);
  Object.assign(ids, {
    customer: customer.id,
    merchant: merchant.id,
    driver: driver.id,
    product: product.id,
    category: category.id,
    coupon: coupon.id,
  });
});

/** What every entry of the signed-in administrator's calls says of who, from where. */
const byTheAdmin = () => ({
  administratorId: server.adminId,
  administratorName: ADMIN.username,
  requestId: expect.any(String),
  address: '127.0.0.1',
});

describe('a status change', () => {
  it.each([
    ['users', () => ids.customer, '/user/status/', 'customers', 'users.setStatus'],
    [
      'merchants',
      () => ids.merchant,
      '/merchants/update-merchant-status/',
      'merchants',
      'merchants.setStatus',
    ],
    ['drivers', () => ids.driver, '/driver/update-driver-status/', 'drivers', 'drivers.setStatus'],
  ])(
    'of %s leaves one entry with the status before and after',
    async (kind, idOf, path, source, action) => {
      const id = idOf();
      const made = await entriesMadeBy(server, kind, id, () =>
        call('PUT', `${path}${id}`, { status: 'suspended' }),
      );
      expect(made).toEqual([
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          ...byTheAdmin(),
          action,
          kind,
          recordId: id,
          rows: 1,
          revertible: true,
          revertibleRunId: null,
          changes: [
            {
              source,
              rowId: id,
              operation: 'update',
              before: { status: 'active' },
              after: { status: 'suspended' },
            },
          ],
        },
      ]);
    },
  );

  it('of nothing (the status it already has) leaves no entry', async () => {
    const made = await entriesMadeBy(server, 'users', ids.customer, () =>
      call('PUT', `/user/status/${ids.customer}`, { status: 'suspended' }),
    );
    expect(made).toEqual([]);
  });
});

describe('a write that fails', () => {
  it('leaves no entry: an unknown record, a refused settlement, a duplicate', async () => {
    const before = await entryCount(server);
    expect((await call('PUT', `/user/status/${newId()}`, { status: 'active' })).statusCode).toBe(
      404,
    );
    const tooMuch = await call(
      'POST',
      '/driver/update-driver-amount',
      { type: 'earning', amount: 1_000_000, driverId: ids.driver },
      undefined,
      { 'idempotency-key': randomUUID() },
    );
    expect(tooMuch.statusCode).toBe(400);
    const coupon = {
      code: 'HISTP10AAAA',
      name: 'Once only',
      type: 'percentage',
      value: 10,
      isActive: true,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      usageLimit: 10,
      maxUsagePerUser: 1,
    };
    expect((await call('POST', '/admin/generate-coupon', coupon)).statusCode).toBe(201);
    const afterCreate = await entryCount(server);
    expect(afterCreate).toBe(before + 1);
    expect((await call('POST', '/admin/generate-coupon', coupon)).statusCode).toBe(409);
    expect(await entryCount(server)).toBe(afterCreate);
  });
});

describe('money', () => {
  it("a driver's settlement is one entry on the driver: the settlement made", async () => {
    const made = await entriesMadeBy(server, 'drivers', ids.driver, () =>
      call(
        'POST',
        '/driver/update-driver-amount',
        { type: 'earning', amount: 15.5, driverId: ids.driver },
        undefined,
        { 'idempotency-key': randomUUID() },
      ),
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ ...byTheAdmin(), action: 'drivers.settle', kind: 'drivers' });
    expect(made[0]!.changes).toEqual([
      {
        source: 'driver_settlements',
        rowId: expect.any(String),
        operation: 'insert',
        before: null,
        after: expect.objectContaining({
          driverId: ids.driver,
          type: 'earning',
          amount: 15.5,
          settledBy: server.adminId,
        }),
      },
    ]);
  });

  it("a merchant's settlement is one entry on the merchant", async () => {
    const made = await entriesMadeBy(server, 'merchants', ids.merchant, () =>
      call('POST', '/admin/create-transaction', {
        transactionId: 'UTR-HISTORY-1',
        transactionAmount: 50,
        merchantId: ids.merchant,
      }),
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ ...byTheAdmin(), action: 'merchants.createTransaction' });
    expect(made[0]!.changes).toEqual([
      expect.objectContaining({
        source: 'merchant_settlements',
        operation: 'insert',
        before: null,
        after: expect.objectContaining({
          transactionId: 'UTR-HISTORY-1',
          merchantId: ids.merchant,
          amount: 50,
        }),
      }),
    ]);
  });
});

describe('the catalogue', () => {
  it("a product's disabling, and enabling again", async () => {
    for (const [before, after] of [
      [false, true],
      [true, false],
    ]) {
      const made = await entriesMadeBy(server, 'products', ids.product, () =>
        call('PATCH', `/catalogs/products/admin-product-disabled/${ids.product}`, {
          adminDisabled: after,
        }),
      );
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ ...byTheAdmin(), action: 'products.setAdminDisabled' });
      expect(made[0]!.changes).toEqual([
        {
          source: 'products',
          rowId: ids.product,
          operation: 'update',
          before: { adminDisabled: before },
          after: { adminDisabled: after },
        },
      ]);
    }
  });

  it('a category made (an upload call, which opens its scope itself)', async () => {
    const { multipartBody } = await import('../support/multipart.js');
    const { payload, contentType } = await multipartBody([
      { field: 'name', content: 'history-pens' },
      { field: 'displayName', content: 'Pens' },
      { field: 'logoUrl', content: 'https://cdn.example.in/pens.png' },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/catalogs/categories',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${server.token}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id;
    const [made, ...older] = await historyOf(server, 'categories', id);
    expect(older).toEqual([]);
    expect(made).toMatchObject({ ...byTheAdmin(), action: 'categories.create', rows: 1 });
    expect(made!.changes).toEqual([
      expect.objectContaining({
        operation: 'insert',
        before: null,
        after: expect.objectContaining({ name: 'history-pens', displayName: 'Pens' }),
      }),
    ]);
  });
});

describe('coupons, banners and competitions: made, changed, removed', () => {
  it('a coupon', async () => {
    const created = await call('POST', '/admin/generate-coupon', {
      code: 'HISTP10BBBB',
      name: 'Term start',
      type: 'percentage',
      value: 10,
      isActive: true,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      usageLimit: 10,
      maxUsagePerUser: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const changed = await entriesMadeBy(server, 'coupons', id, () =>
      call('PATCH', `/admin/update-coupon/${id}`, { name: 'Term end' }),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.changes).toEqual([
      expect.objectContaining({
        operation: 'update',
        before: { name: 'Term start' },
        after: { name: 'Term end' },
      }),
    ]);
    const removed = await entriesMadeBy(server, 'coupons', id, () =>
      call('DELETE', `/admin/delete-coupon/${id}`),
    );
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ action: 'coupons.remove' });
    expect(removed[0]!.changes).toEqual([
      expect.objectContaining({
        operation: 'delete',
        before: expect.objectContaining({ code: 'HISTP10BBBB', name: 'Term end' }),
        after: null,
      }),
    ]);
    const history = await historyOf(server, 'coupons', id);
    expect(history.map((entry) => entry.changes[0]!.operation)).toEqual([
      'delete',
      'update',
      'insert',
    ]);
  });

  it('a banner', async () => {
    const created = await call('POST', '/sales/banners', {
      title: 'Back to school',
      type: 'category',
      redirectId: ids.category,
      bannerUrl: 'https://cdn.example.in/back-to-school.png',
      status: 'active',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const changed = await entriesMadeBy(server, 'banners', id, () =>
      call('PUT', `/sales/banners/${id}`, { title: 'Back to college' }),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.changes).toEqual([
      expect.objectContaining({
        operation: 'update',
        before: { title: 'Back to school' },
        after: { title: 'Back to college' },
      }),
    ]);
    const removed = await entriesMadeBy(server, 'banners', id, () =>
      call('DELETE', `/sales/banners/${id}`),
    );
    expect(removed.map((entry) => entry.changes[0]!.operation)).toEqual(['delete']);
  });

  it('a competition, and the products linked to it', async () => {
    const base = '/catalogs/categories/special';
    const created = await call('POST', `${base}/competition`, {
      competitionName: 'Drawing contest',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const renamed = await entriesMadeBy(server, 'competitions', id, () =>
      call('PUT', `${base}/competition/${id}`, { competitionName: 'Painting contest' }),
    );
    expect(renamed[0]!.changes).toEqual([
      expect.objectContaining({
        operation: 'update',
        before: { name: 'Drawing contest' },
        after: { name: 'Painting contest' },
      }),
    ]);
    const linked = await entriesMadeBy(server, 'competitions', id, () =>
      call('POST', `${base}/competition/product/associate`, {
        productIds: [ids.product],
        competitionIds: [id],
      }),
    );
    expect(linked).toHaveLength(1);
    expect(linked[0]!.changes).toEqual([
      expect.objectContaining({
        source: 'competition_products',
        operation: 'insert',
        after: expect.objectContaining({ competitionId: id, productId: ids.product }),
      }),
    ]);
  });
});

describe('schools and bundles', () => {
  const address = { area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', zipCode: '560034' };

  it('a school made with its branches is one entry naming the school and each branch', async () => {
    const created = await call('POST', '/catalogs/categories/special/school', {
      schoolName: 'Sunrise Public History',
      displayName: 'Sunrise History',
      logo: 'https://cdn.example.in/schools/sunrise.png',
      branches: [{ address }, { address: { ...address, area: 'Indiranagar' } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const [made, ...older] = await historyOf(server, 'schools', id);
    expect(older).toEqual([]);
    expect(made).toMatchObject({ ...byTheAdmin(), action: 'schools.create', rows: 3 });
    expect(made!.changes.map((change) => [change.source, change.operation])).toEqual([
      ['schools', 'insert'],
      ['branches', 'insert'],
      ['branches', 'insert'],
    ]);
  });
});

describe('bundles', () => {
  it("a bundle made, and its status changed: the bundle's entries, before and after", async () => {
    const { school, branch } = await insertSchool(server.db, ['1']);
    const bundle = (status: string) => ({
      schoolId: school.id,
      branchId: branch.id,
      classLevel: '1',
      status,
      merchants: [{ merchantId: ids.merchant }],
      bookSet: { products: [{ productId: ids.product }] },
    });
    const created = await call('POST', '/catalogs/bundles', bundle('active'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const [made, ...older] = await historyOf(server, 'bundles', id);
    expect(older).toEqual([]);
    expect(made).toMatchObject({
      ...byTheAdmin(),
      action: 'schools.createBundle',
      kind: 'bundles',
    });
    expect(made!.changes.map((change) => [change.source, change.operation])).toEqual([
      ['bundles', 'insert'],
      ['bundle_products', 'insert'],
      ['bundle_merchants', 'insert'],
    ]);
    const changed = await entriesMadeBy(server, 'bundles', id, () =>
      call('PUT', `/catalogs/bundles/${id}`, bundle('inactive')),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.changes).toContainEqual(
      expect.objectContaining({
        source: 'bundles',
        operation: 'update',
        before: { status: 'active' },
        after: { status: 'inactive' },
      }),
    );
  });
});

describe('orders', () => {
  it("assigning merchants is one entry on the order naming each item's merchant", async () => {
    const { db } = server;
    const other = await insertMerchant(db);
    const category = await insertCategory(db);
    const pen = await insertProduct(db, other.id, category.id);
    const customer = await insertCustomer(db);
    const { order, items } = await insertOrder(db, customer.id, [
      { productId: ids.product, price: '10.00', quantity: 1 },
      { productId: pen.id, price: '5.00', quantity: 2 },
    ]);
    await db.insert(orderItemPossibleMerchants).values([
      {
        orderItemId: items[0]!.id,
        orderCreatedAt: items[0]!.orderCreatedAt,
        merchantId: ids.merchant,
      },
      { orderItemId: items[1]!.id, orderCreatedAt: items[1]!.orderCreatedAt, merchantId: other.id },
    ]);
    const made = await entriesMadeBy(server, 'orders', order.id, () =>
      call('POST', `/sales/orders/assign-merchants-by-admin/${order.id}`, {
        items: [
          { productId: ids.product, merchantId: ids.merchant },
          { productId: pen.id, merchantId: other.id },
        ],
      }),
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      ...byTheAdmin(),
      action: 'orders.assignMerchants',
      kind: 'orders',
      recordId: order.id,
    });
    const assigned = made[0]!.changes
      .filter((change) => change.source === 'order_items')
      .map((change) => [change.before?.merchantId, change.after?.merchantId]);
    expect(assigned).toEqual([
      [null, ids.merchant],
      [null, other.id],
    ]);
  });
});

describe('signing in and out', () => {
  it("are entries of the operator's own account, with no token in them", async () => {
    const signIn = await entriesMadeBy(server, 'administrators', server.adminId, () =>
      login(server.app, ADMIN, '10.9.8.7'),
    );
    expect(signIn).toHaveLength(1);
    expect(signIn[0]).toMatchObject({
      administratorId: server.adminId,
      action: 'admin.login',
      address: '10.9.8.7',
    });
    expect(signIn[0]!.changes).toEqual([
      expect.objectContaining({ source: 'sessions', operation: 'insert', before: null }),
    ]);
    expect(signIn[0]!.changes[0]!.after).not.toHaveProperty('tokenHash');
    const history = await historyOf(server, 'administrators', server.adminId);
    const token = (await login(server.app, ADMIN)).json().data.token;
    const signOut = await entriesMadeBy(server, 'administrators', server.adminId, () =>
      logout(server.app, token),
    );
    expect(history.length).toBeGreaterThan(0);
    expect(signOut).toHaveLength(1);
    expect(signOut[0]).toMatchObject({ administratorId: server.adminId, action: 'admin.logout' });
    expect(signOut[0]!.changes).toEqual([
      expect.objectContaining({
        source: 'sessions',
        operation: 'update',
        before: { revokedAt: null },
        after: { revokedAt: expect.any(String) },
      }),
    ]);
  });

  it("a refused sign-in is one entry of the account's, changing nothing; an unknown name none", async () => {
    const before = await entryCount(server);
    const refused = await login(server.app, { username: ADMIN.username, password: 'wrong one' });
    expect(refused.statusCode).toBe(401);
    expect(await entryCount(server)).toBe(before + 1);
    const unknown = await login(server.app, { username: 'nobody at all', password: 'wrong one' });
    expect(unknown.statusCode).toBe(401);
    expect(await entryCount(server)).toBe(before + 1);
    // The sign-in history of the account names it (issue 30): nobody proved who they were.
    const [failed] = (await server.call('GET', '/admin/account/sign-ins')).json().data.entries;
    expect(failed).toMatchObject({ action: 'admin.loginFailed', administratorName: null });
  });
});
