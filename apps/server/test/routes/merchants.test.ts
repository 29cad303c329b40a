import { businessDay } from '@satchel/api';
import { newId } from '@satchel/db';
import { merchantSettlements } from '@satchel/db/schema';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { sharma: '', gupta: '' };

/** 10 March 2026, 10:00 in India. */
const march10 = new Date('2026-03-10T04:30:00Z');
const march11 = new Date('2026-03-11T04:30:00Z');

beforeAll(async () => {
  const { db } = server;
  const sharma = await insertMerchant(db, {
    storeName: 'Sharma Book Depot',
    whatsappNumber: '9812345678',
    street: 'Karol Bagh',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110005',
    gstPhoto: 'merchants/gst.svg',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const gupta = await insertMerchant(db, {
    storeName: 'Gupta Stationers',
    gstNumber: '07ABCDE1234F1Z5',
    status: 'pending',
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  ids.sharma = sharma.id;
  ids.gupta = gupta.id;
  const category = await insertCategory(db);
  const notebook = await insertProduct(db, sharma.id, category.id, {
    title: 'Long notebook, 172 pages',
  });
  await insertProduct(db, sharma.id, category.id, {
    title: '=HYPERLINK("http://evil")',
    sku: 'EVIL-1',
  });
  const customer = await insertCustomer(db);
  const item = { productId: notebook.id, merchantId: sharma.id, price: '100.00', quantity: 2 };
  await insertOrder(db, customer.id, [item], { status: 'delivered', createdAt: march10 });
  await insertOrder(db, customer.id, [{ ...item, quantity: 1 }], {
    status: 'delivered',
    createdAt: march11,
  });
  await insertOrder(db, customer.id, [item], { status: 'placed', createdAt: march11 });
});

describe('GET /merchants/merchent-for-admin', () => {
  it('pages merchants in the wire envelope with id and _id and a one-line address', async () => {
    const response = await call(
      'GET',
      '/merchants/merchent-for-admin?includeTotal=true&page=1&limit=10',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalMerchent: 2, totalPages: 1 });
    expect(body.merchants[0]).toMatchObject({
      id: ids.sharma,
      _id: ids.sharma,
      storeName: 'Sharma Book Depot',
      whatsappNumber: '9812345678',
      gstNumber: null,
      address: 'Karol Bagh, New Delhi, Delhi 110005',
      status: 'active',
    });
  });

  it('filters by status and needs a token', async () => {
    const pending = (await call('GET', '/merchants/merchent-for-admin?status=pending')).json();
    expect(pending.merchants.map((merchant: { id: string }) => merchant.id)).toEqual([ids.gupta]);
    expect((await call('GET', '/merchants/merchent-for-admin', undefined, null)).statusCode).toBe(
      401,
    );
  });
});

describe('one merchant', () => {
  it('GET /merchants/:id answers it, 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await call('GET', `/merchants/${ids.gupta}`)).json().data.storeName).toBe(
      'Gupta Stationers',
    );
    const unknown = await call('GET', `/merchants/${newId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Merchant not found', code: 'merchant.not_found' });
    expect((await call('GET', '/merchants/xyz')).statusCode).toBe(400);
    expect((await call('GET', `/merchants/${ids.gupta}`, undefined, null)).statusCode).toBe(401);
  });

  it('GET /merchants/get-merchant-documents/:id answers links to the four files', async () => {
    const response = await call('GET', `/merchants/get-merchant-documents/${ids.sharma}`);
    expect(response.json()).toEqual({
      data: {
        storePhoto: null,
        // A public key's link is its path; private documents are in test/files/private-files.
        gstPhoto: '/files/merchants/gst.svg',
        panPhoto: null,
        bankPassbookOrBlankCheckPhoto: null,
      },
    });
    expect((await call('GET', `/merchants/get-merchant-documents/${newId()}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/merchants/get-merchant-documents/${ids.sharma}`, undefined, null))
        .statusCode,
    ).toBe(401);
  });

  it('PUT /merchants/update-merchant-status/:id changes the status', async () => {
    const path = `/merchants/update-merchant-status/${ids.gupta}`;
    const response = await call('PUT', path, { status: 'incomplete' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('incomplete');
    expect((await call('GET', `/merchants/${ids.gupta}`)).json().data.status).toBe('incomplete');
    expect((await call('PUT', path, { status: 'closed' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/merchants/update-merchant-status/${newId()}`, { status: 'active' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', path, { status: 'active' }, null)).statusCode).toBe(401);
  });

  it('refuses a status not offered for the merchant, as a bulk run skips it', async () => {
    // Gupta is known by GST number alone: inactive is not offered; Sharma has WhatsApp.
    const refused = await call('PUT', `/merchants/update-merchant-status/${ids.gupta}`, {
      status: 'inactive',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'inactive is not offered for a merchant without a WhatsApp number',
      code: 'merchant.status_not_offered',
    });
    expect((await call('GET', `/merchants/${ids.gupta}`)).json().data.status).not.toBe('inactive');

    const sharma = `/merchants/update-merchant-status/${ids.sharma}`;
    const made = await call('PUT', sharma, { status: 'inactive' });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.status).toBe('inactive');
    expect((await call('PUT', sharma, { status: 'active' })).statusCode).toBe(200);
  });
});

describe('GET /catalogs/products/get-products-csv/:id', () => {
  it("answers the merchant's products as CSV, formulas neutralised", async () => {
    const response = await call('GET', `/catalogs/products/get-products-csv/${ids.sharma}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    expect(header).toContain('SKU');
    const titles = rows.map((row) => row[header!.indexOf('Title')]);
    expect(titles).toEqual(['Long notebook, 172 pages', `'=HYPERLINK("http://evil")`]);
  });

  it('answers 404 for an unknown merchant and 401 without a token', async () => {
    const unknown = await call('GET', `/catalogs/products/get-products-csv/${newId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Merchant not found', code: 'merchant.not_found' });
    expect(
      (await call('GET', `/catalogs/products/get-products-csv/${ids.sharma}`, undefined, null))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /sales/orders/merchant-earning-record', () => {
  const report = (query: string) => call('GET', `/sales/orders/merchant-earning-record?${query}`);
  const earnings = (csv: string) => {
    const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    return rows.map((row) => row[header!.indexOf('Earning')]);
  };

  it('lists the delivered earnings of one day or of a range', async () => {
    const day = await report('singleDate=2026-03-10');
    expect(day.statusCode).toBe(200);
    expect(day.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(earnings(day.body)).toEqual(['200.00']);

    const range = await report('startDate=2026-03-10&endDate=2026-03-11');
    expect(earnings(range.body)).toEqual(['200.00', '100.00']);
    // Times are India's, as everywhere in the console (the order list's orderTime form).
    const [header, first] = Papa.parse<string[]>(range.body, { skipEmptyLines: true }).data;
    // 04:30 UTC is 10:00 in India.
    expect(first![header!.indexOf('Delivered At')]).toBe('2026-03-10 10:00:00');
    const another = await report(`startDate=2026-03-10&endDate=2026-03-11&merchantId=${ids.gupta}`);
    expect(another.statusCode).toBe(404);
  });

  it('answers 404 with a message when nothing was delivered', async () => {
    const response = await report('singleDate=2026-03-12');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    // Today by default: nothing was delivered today in this data.
    expect((await report('')).statusCode).toBe(404);
  });

  it('refuses future days, a date with a range, half a range and an end before the start', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
    const future = businessDay(tomorrow);
    for (const query of [
      `singleDate=${future}`,
      'singleDate=2026-03-10&startDate=2026-03-01&endDate=2026-03-11',
      'startDate=2026-03-01',
      'startDate=2026-03-11&endDate=2026-03-10',
      'singleDate=2026-02-31',
      'singleDate=yesterday',
    ]) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('needs a token', async () => {
    expect(
      (
        await call(
          'GET',
          '/sales/orders/merchant-earning-record?singleDate=2026-03-10',
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /merchants/get-merchant-earnings/:id', () => {
  const earnings = (id: string, bearer?: string | null) =>
    call('GET', `/merchants/get-merchant-earnings/${id}`, undefined, bearer);

  it('answers what the merchant earned from delivered orders, was paid, and is due', async () => {
    // Two delivered orders (2 × 100 and 1 × 100); the placed one earns nothing yet.
    const response = await earnings(ids.sharma);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { earned: 300, settled: 0, due: 300 } });
    expect((await earnings(ids.gupta)).json()).toEqual({
      data: { earned: 0, settled: 0, due: 0 },
    });
  });

  it('answers 404 for an unknown merchant, 400 for a malformed id, 401 without a token', async () => {
    const unknown = await earnings(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Merchant not found', code: 'merchant.not_found' });
    expect((await earnings('not-an-id')).statusCode).toBe(400);
    expect((await earnings(ids.sharma, null)).statusCode).toBe(401);
  });
});

describe('POST /admin/create-transaction', () => {
  const settle = (transactionId: string, transactionAmount: number, merchantId = ids.sharma) =>
    call('POST', '/admin/create-transaction', { transactionId, transactionAmount, merchantId });
  const recorded = async () =>
    (await server.db.select().from(merchantSettlements)).filter(
      (row) => row.merchantId === ids.sharma,
    );

  it('records a settlement with who made it and when', async () => {
    const response = await settle('UTR-0001', 120.5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Earning settled' });
    expect(await recorded()).toEqual([
      expect.objectContaining({
        transactionId: 'UTR-0001',
        amount: '120.50',
        settledBy: server.adminId,
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it('refuses a transaction id already used (409) and records nothing', async () => {
    const response = await settle('UTR-0001', 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/UTR-0001/);
    expect(await recorded()).toHaveLength(1);
  });

  it('records exactly one of concurrent submissions with the same transaction id', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => settle('UTR-RACE', 10)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await recorded()).filter((row) => row.transactionId === 'UTR-RACE')).toHaveLength(1);
  });

  it('refuses more than is due', async () => {
    // Earned 300.00; 130.50 settled so far, so 169.50 is due.
    const due = await call('GET', `/merchants/get-merchant-earnings/${ids.sharma}`);
    expect(due.json()).toEqual({ data: { earned: 300, settled: 130.5, due: 169.5 } });
    const response = await settle('UTR-TOO-MUCH', 169.51);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/169\.50/);
    expect((await settle('UTR-EXACT', 169.5)).statusCode).toBe(200);
  });

  it('refuses bad input, an unknown merchant and a missing token', async () => {
    const missing = await call('POST', '/admin/create-transaction', {
      transactionId: 'X',
      merchantId: ids.sharma,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/transactionAmount/);
    expect((await settle('UTR-NEG', -5)).statusCode).toBe(400);
    expect((await settle('', 5)).statusCode).toBe(400);
    const unknown = await settle('UTR-GHOST', 5, newId());
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/admin/create-transaction',
          { transactionId: 'UTR-ANON', transactionAmount: 1, merchantId: ids.sharma },
          null,
        )
      ).statusCode,
    ).toBe(401);
  });
});
