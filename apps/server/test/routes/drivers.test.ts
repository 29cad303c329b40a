import { randomUUID } from 'node:crypto';
import { newId } from '@satchel/db';
import { driverSettlements, idempotencyKeys } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { signIn } from '../support/app.js';
import {
  insertAdmin,
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { ravi: '', sunil: '', amit: '' };

beforeAll(async () => {
  const { db } = server;
  const ravi = await insertDriver(db, {
    firstName: 'Ravi',
    lastName: 'Yadav',
    whatsappNumber: '9812345678',
    isAvailable: true,
    drivingLicencePhoto: 'private/drivers/ravi/licence.jpg',
    aadhaarPhoto: 'private/drivers/ravi/aadhaar.jpg',
    profilePicture: 'drivers/ravi.jpg',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const sunil = await insertDriver(db, {
    firstName: 'Sunil',
    lastName: 'Verma',
    status: 'pending',
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  const amit = await insertDriver(db, {
    firstName: 'Amit',
    lastName: 'Rawat',
    createdAt: new Date('2026-01-03T00:00:00Z'),
  });
  Object.assign(ids, { ravi: ravi.id, sunil: sunil.id, amit: amit.id });
  const customer = await insertCustomer(db);
  const merchant = await insertMerchant(db);
  const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
  const item = { productId: product.id, merchantId: merchant.id, price: '200.00', quantity: 1 };
  // Ravi earns 40.00 + 10.00 and collects the cash order's whole bill: 200 + 40 + 5 = 245.00.
  await insertOrder(db, customer.id, [item], {
    driverId: ravi.id,
    status: 'delivered',
    paymentMethod: 'cod',
    deliveryFee: '40.00',
    platformFee: '5.00',
  });
  await insertOrder(db, customer.id, [item], {
    driverId: ravi.id,
    status: 'delivered',
    paymentMethod: 'online',
    tip: '10.00',
  });
  // Not delivered yet: neither earned nor collected.
  await insertOrder(db, customer.id, [item], {
    driverId: ravi.id,
    status: 'outForDelivery',
    paymentMethod: 'cod',
    deliveryFee: '99.00',
  });
  // Amit's earnings, for the concurrent duplicates.
  await insertOrder(db, customer.id, [item], {
    driverId: amit.id,
    status: 'delivered',
    deliveryFee: '500.00',
  });
});

describe('GET /driver/list', () => {
  it('pages drivers in {drivers, total, totalPages} with what is due to and from each', async () => {
    const response = await call('GET', '/driver/list?includeTotal=true&page=1&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, totalPages: 2 });
    expect(body.drivers).toHaveLength(2);
    expect(body.drivers[0]).toEqual({
      id: ids.ravi,
      _id: ids.ravi,
      firstName: 'Ravi',
      lastName: 'Yadav',
      phone: expect.stringMatching(/^\d{10}$/),
      whatsappNumber: '9812345678',
      profilePicture: '/files/drivers/ravi.jpg',
      status: 'active',
      isGolden: false,
      isAvailable: true,
      isOutForDelivery: false,
      earning: 50,
      cashCollected: 245,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(body.drivers[1]).toMatchObject({ id: ids.sunil, earning: 0, cashCollected: 0 });
  });

  it('filters by name, phone, status and availability, and sorts newest first', async () => {
    const idsOf = async (query: string) =>
      (await call('GET', `/driver/list?${query}`))
        .json()
        .drivers.map((driver: { id: string }) => driver.id);
    expect(await idsOf('name=yad')).toEqual([ids.ravi]);
    expect(await idsOf('name=sunil')).toEqual([ids.sunil]);
    expect(await idsOf('name=ravi%20yadav')).toEqual([ids.ravi]);
    expect(await idsOf('name=ravi%20verma')).toEqual([]);
    expect(await idsOf('status=pending')).toEqual([ids.sunil]);
    expect(await idsOf('isAvailable=true')).toEqual([ids.ravi]);
    expect(await idsOf('isAvailable=false&sort=-1')).toEqual([ids.amit, ids.sunil]);
    const ravi = (await call('GET', `/driver/get-driver-by-id-auth/${ids.ravi}`)).json().data;
    expect(await idsOf(`phone=${ravi.phone.slice(-4)}`)).toContain(ids.ravi);
    expect((await call('GET', '/driver/list?status=retired')).statusCode).toBe(400);
    expect((await call('GET', '/driver/list?isAvailable=maybe')).statusCode).toBe(400);
    expect((await call('GET', '/driver/list', undefined, null)).statusCode).toBe(401);
  });
});

describe('GET /driver/get-driver-documents/:id', () => {
  it('answers short-lived signed links to private documents, null for missing ones', async () => {
    const response = await call('GET', `/driver/get-driver-documents/${ids.ravi}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      profilePicture: '/files/drivers/ravi.jpg',
      drivingLicencePhoto: expect.stringMatching(
        /^\/files\/private\/drivers\/ravi\/licence\.jpg\?expires=\d+&signature=[\w-]+$/,
      ),
      aadhaarPhoto: expect.stringMatching(/^\/files\/private\/drivers\/ravi\/aadhaar\.jpg\?/),
      vehicleRcPhoto: null,
    });
    expect((await call('GET', `/driver/get-driver-documents/${newId()}`)).statusCode).toBe(404);
    expect((await call('GET', '/driver/get-driver-documents/xyz')).statusCode).toBe(400);
    expect(
      (await call('GET', `/driver/get-driver-documents/${ids.ravi}`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('GET /driver/get-driver-by-id-auth/:id', () => {
  it('answers the driver with both kinds of money: total, settled and due', async () => {
    const response = await call('GET', `/driver/get-driver-by-id-auth/${ids.ravi}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.ravi,
      earning: 50,
      cashCollected: 245,
      accounts: {
        earning: { total: 50, settled: 0, due: 50 },
        cashCollected: { total: 245, settled: 0, due: 245 },
      },
    });
    const unknown = await call('GET', `/driver/get-driver-by-id-auth/${newId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Driver not found', code: 'driver.not_found' });
    expect(
      (await call('GET', `/driver/get-driver-by-id-auth/${ids.ravi}`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('PUT /driver/update-driver-status/:id', () => {
  it('changes the status', async () => {
    const path = `/driver/update-driver-status/${ids.sunil}`;
    const response = await call('PUT', path, { status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: expect.any(String), data: { id: ids.sunil } });
    expect(response.json().data.status).toBe('suspended');
    const listed = (await call('GET', '/driver/list?status=suspended')).json().drivers;
    expect(listed.map((driver: { id: string }) => driver.id)).toEqual([ids.sunil]);
    expect((await call('PUT', path, { status: 'incomplete' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/driver/update-driver-status/${newId()}`, { status: 'active' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', path, { status: 'active' }, null)).statusCode).toBe(401);
  });
});

describe('POST /driver/update-driver-amount', () => {
  type Body = { type: string; amount: number; driverId: string };
  const settle = (body: Body, key: string | null = randomUUID(), bearer?: string | null) =>
    call(
      'POST',
      '/driver/update-driver-amount',
      body,
      bearer,
      key === null ? {} : { 'idempotency-key': key },
    );
  const recorded = async (driverId: string) =>
    server.db.select().from(driverSettlements).where(eq(driverSettlements.driverId, driverId));
  const due = async (driverId: string) =>
    (await call('GET', `/driver/get-driver-by-id-auth/${driverId}`)).json().data;

  it('pays earnings, recorded with who and when, and answers the driver as now due', async () => {
    const response = await settle({ type: 'earning', amount: 20.5, driverId: ids.ravi });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Paid ₹20.50 of earnings to Ravi Yadav',
      data: expect.objectContaining({ id: ids.ravi, earning: 29.5, cashCollected: 245 }),
    });
    expect(await recorded(ids.ravi)).toEqual([
      expect.objectContaining({
        type: 'earning',
        amount: '20.50',
        settledBy: server.adminId,
        createdAt: expect.any(Date),
      }),
    ]);
    expect((await due(ids.ravi)).accounts.earning).toEqual({ total: 50, settled: 20.5, due: 29.5 });
  });

  it('records cash a driver hands in', async () => {
    const response = await settle({ type: 'cashCollected', amount: 45, driverId: ids.ravi });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Received ₹45.00 of collected cash from Ravi Yadav');
    expect((await due(ids.ravi)).cashCollected).toBe(200);
    // The list shows both settlements too (its dues read the kept settled totals).
    const listed = (await call('GET', '/driver/list?page=1&limit=10')).json().drivers;
    expect(listed.find((row: { id: string }) => row.id === ids.ravi)).toMatchObject({
      earning: 29.5,
      cashCollected: 200,
    });
  });

  it('refuses more than is due, and records nothing', async () => {
    const before = (await recorded(ids.ravi)).length;
    const earning = await settle({ type: 'earning', amount: 29.51, driverId: ids.ravi });
    expect(earning.statusCode).toBe(400);
    expect(earning.json()).toEqual({
      message: 'The amount is more than the ₹29.50 of earnings due to this driver',
      code: 'driver.amount_over_due',
    });
    const cash = await settle({ type: 'cashCollected', amount: 200.01, driverId: ids.ravi });
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual({
      message: 'The amount is more than the ₹200.00 of collected cash this driver has to hand in',
      code: 'driver.amount_over_due',
    });
    expect(await recorded(ids.ravi)).toHaveLength(before);
  });

  it('answers a retry with the same key as the first time, and records nothing new', async () => {
    const key = randomUUID();
    const body = { type: 'earning', amount: 9.5, driverId: ids.ravi };
    const first = await settle(body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const count = (await recorded(ids.ravi)).length;
    const retry = await settle(body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await recorded(ids.ravi)).toHaveLength(count);
    // The body's keys in another order ask the same.
    const reordered = await settle({ driverId: ids.ravi, amount: 9.5, type: 'earning' }, key);
    expect(reordered.json()).toEqual(first.json());
    expect(await recorded(ids.ravi)).toHaveLength(count);
  });

  it('refuses the same key with another body (422), recording nothing', async () => {
    const key = randomUUID();
    expect((await settle({ type: 'earning', amount: 1, driverId: ids.ravi }, key)).statusCode).toBe(
      200,
    );
    const count = (await recorded(ids.ravi)).length;
    for (const other of [
      { type: 'earning', amount: 2, driverId: ids.ravi },
      { type: 'cashCollected', amount: 1, driverId: ids.ravi },
    ]) {
      const response = await settle(other, key);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await recorded(ids.ravi)).toHaveLength(count);
  });

  it('records exactly one settlement of 20 concurrent duplicates, all answered alike', async () => {
    const key = randomUUID();
    const body = { type: 'earning', amount: 100, driverId: ids.amit };
    const answers = await Promise.all(Array.from({ length: 20 }, () => settle(body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(19);
    expect(await recorded(ids.amit)).toEqual([expect.objectContaining({ amount: '100.00' })]);
    expect((await due(ids.amit)).earning).toBe(400);
  });

  it("keeps one administrator's keys apart from another's", async () => {
    const key = randomUUID();
    const body = { type: 'earning', amount: 1, driverId: ids.amit };
    const other = { username: 'accounts', password: 'another long password' };
    await insertAdmin(server.db, {
      username: other.username,
      passwordHash: await hashPassword(other.password),
    });
    const otherToken = await signIn(server.app, other);
    expect((await settle(body, key)).statusCode).toBe(200);
    const theirs = await settle(body, key, otherToken);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const keys = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys.map((row) => row.scope)).toEqual([
      'POST /api/v1/driver/update-driver-amount',
      'POST /api/v1/driver/update-driver-amount',
    ]);
    expect((await due(ids.amit)).earning).toBe(398);
  });

  it('uses up no key on a refusal: the same key goes through once the amount is due', async () => {
    const key = randomUUID();
    const body = { type: 'earning', amount: 397.5, driverId: ids.amit };
    expect((await settle({ ...body, amount: 1000 }, key)).statusCode).toBe(400);
    expect((await settle(body, key)).statusCode).toBe(200);
    expect((await due(ids.amit)).earning).toBe(0.5);
  });

  it('answers 404 for an unknown driver and records nothing', async () => {
    const driverId = newId();
    const key = randomUUID();
    const response = await settle({ type: 'earning', amount: 1, driverId }, key);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Driver not found', code: 'driver.not_found' });
    expect(
      await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toEqual([]);
  });

  it('refuses a bad type, a bad amount or id, and a missing or malformed key', async () => {
    const valid = { type: 'earning', amount: 1, driverId: ids.ravi };
    const refused = async (body: object, key: string | null = randomUUID()) => {
      const response = await settle(body as Body, key);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json().message as string;
    };
    expect(await refused({ ...valid, type: 'bonus' })).toMatch(/type/);
    expect(await refused({ ...valid, amount: 0 })).toMatch(/amount/);
    expect(await refused({ ...valid, amount: -5 })).toMatch(/amount/);
    expect(await refused({ ...valid, amount: 1.005 })).toBe(
      'amount must have at most two decimals',
    );
    expect(await refused({ ...valid, amount: '1' })).toMatch(/amount/);
    expect(await refused({ ...valid, driverId: 'xyz' })).toMatch(/driverId/);
    expect(await refused({ ...valid, extra: true })).toMatch(/extra/);
    expect(await refused(valid, null)).toMatch(/idempotency-key/);
    expect(await refused(valid, '')).toMatch(/idempotency-key/);
    expect(await refused(valid, 'x'.repeat(256))).toMatch(/idempotency-key/);
  });

  it('needs a token', async () => {
    const response = await settle(
      { type: 'earning', amount: 1, driverId: ids.ravi },
      randomUUID(),
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});
