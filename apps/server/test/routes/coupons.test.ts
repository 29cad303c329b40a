import { newId } from '@satchel/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertAdmin,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { spring: '', expired: '', freeDelivery: '', global: '', otherAdmin: '' };

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const day = (n: number) => new Date(`2026-02-0${n}T10:00:00Z`);

beforeAll(async () => {
  const { db, adminId } = server;
  ids.otherAdmin = (await insertAdmin(db)).id;
  ids.spring = (
    await insertCoupon(db, adminId, {
      code: 'SPRP10AAAA',
      name: 'Spring sale',
      expiresAt: hoursFromNow(48),
      usageLimit: 50,
      maxUsagePerUser: 2,
      createdAt: day(1),
    })
  ).id;
  ids.expired = (
    await insertCoupon(db, adminId, {
      code: 'OLDP20BBBB',
      name: 'Old offer',
      value: '20',
      expiresAt: hoursFromNow(-2),
      isActive: false,
      createdAt: day(2),
    })
  ).id;
  ids.freeDelivery = (
    await insertCoupon(db, ids.otherAdmin, {
      code: 'FREFD00CCCC',
      name: 'Free ride',
      type: 'free_delivery',
      value: '0',
      usageLimit: null,
      createdAt: day(3),
    })
  ).id;
  ids.global = (
    await insertCoupon(db, adminId, {
      code: 'ALLP05DDDD',
      name: 'For everyone',
      value: '5',
      global: true,
      createdAt: day(4),
    })
  ).id;
});

const list = (query = '') => call('GET', `/admin/get-all-coupons?${query}`);

/** The codes the list answers for `query`, in its order. */
const listed = async (query: string): Promise<string[]> => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().coupons.map((coupon: { code: string }) => coupon.code);
};

/** A sound create body; each test changes what it examines. */
const newCoupon = (changes: object = {}) => ({
  code: `NEWP10${newId().slice(0, 4).toUpperCase()}`,
  name: 'New term',
  type: 'percentage',
  value: 10,
  isActive: true,
  expiresAt: hoursFromNow(24).toISOString(),
  usageLimit: 100,
  maxUsagePerUser: 1,
  ...changes,
});

const create = (body: object, bearer?: string | null) =>
  call('POST', '/admin/generate-coupon', body, bearer);
const update = (id: string, body: object, bearer?: string | null) =>
  call('PATCH', `/admin/update-coupon/${id}`, body, bearer);

describe('GET /admin/get-all-coupons', () => {
  it('pages coupons in their envelope, oldest first by default', async () => {
    const response = await list('includeTotal=true&page=1&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCoupons: 4, totalPages: 2 });
    expect(body.coupons[0]).toEqual({
      id: ids.spring,
      code: 'SPRP10AAAA',
      name: 'Spring sale',
      createdBy: server.adminId,
      type: 'percentage',
      value: 10,
      isActive: true,
      expiresAt: expect.any(String),
      usageLimit: 50,
      usedCount: 0,
      maxUsagePerUser: 2,
      global: false,
      createdAt: day(1).toISOString(),
    });
    expect(body.coupons[1]).toMatchObject({ code: 'OLDP20BBBB', value: 20, isActive: false });
    expect(await listed('page=2&limit=2')).toEqual(['FREFD00CCCC', 'ALLP05DDDD']);
  });

  it('sorts newest first', async () => {
    expect(await listed('sort=-1')).toEqual([
      'ALLP05DDDD',
      'FREFD00CCCC',
      'OLDP20BBBB',
      'SPRP10AAAA',
    ]);
  });

  it('filters by code, name, type, isActive, expired and global', async () => {
    expect(await listed('code=p10')).toEqual(['SPRP10AAAA']);
    expect(await listed('name=FREE')).toEqual(['FREFD00CCCC']);
    expect(await listed('type=free_delivery')).toEqual(['FREFD00CCCC']);
    expect(await listed('isActive=false')).toEqual(['OLDP20BBBB']);
    expect(await listed('expired=true')).toEqual(['OLDP20BBBB']);
    // Not expired: a future expiry, or none at all.
    expect(await listed('expired=false')).toEqual(['SPRP10AAAA', 'FREFD00CCCC', 'ALLP05DDDD']);
    expect(await listed('global=true')).toEqual(['ALLP05DDDD']);
    expect(await listed('global=false&type=percentage&expired=false')).toEqual(['SPRP10AAAA']);
    expect(await listed('code=%25')).toEqual([]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const response = await list('name=nothing-like-this');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ coupons: [], totalCoupons: 0, totalPages: 0 });
  });

  it('refuses a bad query with a message naming the field', async () => {
    for (const query of ['type=cashback', 'expired=yes', 'global=1', 'isActive=on', 'colour=red']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(query.split('=')[0]!);
    }
  });

  it('needs a token', async () => {
    expect((await call('GET', '/admin/get-all-coupons', undefined, null)).statusCode).toBe(401);
  });
});

describe('POST /admin/generate-coupon', () => {
  it('creates a coupon authored by the signed-in administrator, and lists it', async () => {
    const body = newCoupon({ code: 'TERP15ZZ99', name: '  Term start ', value: 15 });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      code: 'TERP15ZZ99',
      name: 'Term start',
      createdBy: server.adminId,
      type: 'percentage',
      value: 15,
      isActive: true,
      expiresAt: body.expiresAt,
      usageLimit: 100,
      usedCount: 0,
      maxUsagePerUser: 1,
      global: false,
    });
    expect(await listed('code=TERP15ZZ99')).toEqual(['TERP15ZZ99']);
    expect((await call('DELETE', `/admin/delete-coupon/${data.id}`)).statusCode).toBe(200);
  });

  it('keeps a never-expiring, unlimited free delivery coupon', async () => {
    const response = await create(
      newCoupon({ type: 'free_delivery', value: 0, expiresAt: null, usageLimit: null }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'free_delivery',
      value: 0,
      expiresAt: null,
      usageLimit: null,
    });
  });

  it('refuses a code already in use with 409', async () => {
    const response = await create(newCoupon({ code: 'SPRP10AAAA' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The coupon code SPRP10AAAA is already in use',
      code: 'coupon.duplicate_code',
    });
  });

  it('refuses with 400 every coupon the form refuses, with the form’s message', async () => {
    const cases: [object, string][] = [
      [{ name: '  ' }, 'Coupon name is required'],
      [{ name: 'ab' }, 'Coupon name must be at least 3 characters'],
      [{ value: 0 }, 'Percentage must be greater than 0'],
      [{ value: -4 }, 'Percentage must be greater than 0'],
      [{ value: 100 }, 'Percentage must be less than 100'],
      [{ value: 12.5 }, 'Percentage must be a whole number'],
      [{ type: 'free_delivery', value: 10 }, 'A free delivery coupon has value 0'],
      [{ usageLimit: 0 }, 'Usage limit must be greater than 0'],
      [{ maxUsagePerUser: 0 }, 'Max usage per user must be greater than 0'],
      [{ usageLimit: 3, maxUsagePerUser: 4 }, 'Max usage per user cannot exceed total usage limit'],
      [{ usageLimit: 2_000_000 }, 'Usage limit must be at most 1000000'],
      [{ code: '' }, 'Coupon code is required'],
      [{ code: 'new-10' }, 'Coupon code is 3 to 12 capital letters or digits'],
      [{ expiresAt: hoursFromNow(-1).toISOString() }, 'The expiry must be in the future'],
    ];
    for (const [changes, message] of cases) {
      const response = await create(newCoupon({ name: 'Refused one', ...changes }));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    expect(await listed('name=Refused')).toEqual([]);
  });

  it('refuses what the schema does not take, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ type: 'cashback' }, /type/],
      [{ usageLimit: 2.5 }, /usageLimit/],
      [{ value: '10' }, /value/],
      [{ expiresAt: 'tomorrow' }, /expiresAt/],
      [{ global: true }, /global is not a field/],
      [{ createdBy: server.adminId }, /createdBy is not a field/],
      [{ name: 'x'.repeat(101) }, /name/],
    ];
    for (const [changes, message] of cases) {
      const response = await create(newCoupon(changes));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { code: _code, ...withoutCode } = newCoupon();
    expect((await create(withoutCode)).json()).toEqual({
      message: 'code is required',
      code: expect.any(String),
    });
  });

  it('needs a token', async () => {
    expect((await create(newCoupon(), null)).statusCode).toBe(401);
  });
});

describe('PATCH /admin/update-coupon/:id', () => {
  it('answers 200 with the coupon as it was to a change of nothing (issue 27)', async () => {
    const before = (await create(newCoupon({ name: 'Unchanged' }))).json().data;
    for (const body of [{}, { type: before.type }]) {
      const response = await update(before.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Coupon updated', data: before });
    }
    expect((await update(newId(), {})).statusCode).toBe(404);
  });

  it('changes only the fields sent', async () => {
    const id = (await create(newCoupon({ name: 'Editable' }))).json().data.id;
    const expiresAt = hoursFromNow(72).toISOString();
    const response = await update(id, {
      name: 'Edited',
      value: 30,
      isActive: false,
      expiresAt,
      usageLimit: null,
      maxUsagePerUser: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      name: 'Edited',
      type: 'percentage',
      value: 30,
      isActive: false,
      expiresAt,
      usageLimit: null,
      maxUsagePerUser: 5,
    });
    const again = await update(id, { isActive: true, type: 'percentage' });
    expect(again.json().data).toMatchObject({ name: 'Edited', isActive: true, value: 30 });
  });

  it('keeps a free delivery coupon at 0 when no value is sent', async () => {
    const response = await update(ids.freeDelivery, { name: 'Free ride home', usageLimit: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'free_delivery',
      value: 0,
      name: 'Free ride home',
      usageLimit: 10,
      createdBy: ids.otherAdmin,
    });
  });

  it('refuses to change the type', async () => {
    const response = await update(ids.spring, { type: 'free_delivery', value: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The type of a coupon cannot be changed',
      code: expect.any(String),
    });
    expect((await list('code=SPRP10AAAA')).json().coupons[0]).toMatchObject({
      type: 'percentage',
      value: 10,
    });
  });

  it('judges the coupon as it would be: a max per user above the stored limit is refused', async () => {
    // Spring sale allows 50 uses.
    const above = await update(ids.spring, { maxUsagePerUser: 51 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      message: 'Max usage per user cannot exceed total usage limit',
      code: expect.any(String),
    });
    const lowered = await update(ids.spring, { usageLimit: 1 });
    expect(lowered.json()).toEqual({
      message: 'Max usage per user cannot exceed total usage limit',
      code: 'request.invalid',
    });
    for (const [body, message] of [
      [{ value: 100 }, 'Percentage must be less than 100'],
      [{ value: 0 }, 'Percentage must be greater than 0'],
      [{ name: 'no' }, 'Coupon name must be at least 3 characters'],
      [{ usageLimit: 0 }, 'Usage limit must be greater than 0'],
    ] as const) {
      const response = await update(ids.spring, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    expect((await list('code=SPRP10AAAA')).json().coupons[0]).toMatchObject({
      name: 'Spring sale',
      value: 10,
      usageLimit: 50,
      maxUsagePerUser: 2,
    });
  });

  it('lets an expired coupon be edited without a new expiry, and refuses one in the past', async () => {
    const before = (await list('code=OLDP20BBBB')).json().coupons[0].expiresAt;
    const renamed = await update(ids.expired, { name: 'Old offer, renamed' });
    expect(renamed.statusCode).toBe(200);
    // The expiry stays exactly as it was: the coupon is still expired.
    expect(renamed.json().data.expiresAt).toBe(before);
    expect((await list('code=OLDP20BBBB&expired=true')).json().coupons).toHaveLength(1);
    const past = await update(ids.expired, { expiresAt: hoursFromNow(-1).toISOString() });
    expect(past.json()).toEqual({
      message: 'The expiry must be in the future',
      code: expect.any(String),
    });
  });

  it('answers 404 for an unknown coupon and 400 for a bad id or body', async () => {
    const unknown = await update(newId(), { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Coupon not found', code: 'coupon.not_found' });
    expect((await update('SPRP10AAAA', { name: 'Bad id' })).statusCode).toBe(400);
    const code = await update(ids.spring, { code: 'OTHER123' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({
      message: 'code is not a field of this call',
      code: expect.any(String),
    });
  });

  it('needs a token', async () => {
    expect((await update(ids.spring, { name: 'No token' }, null)).statusCode).toBe(401);
  });
});

describe('DELETE /admin/delete-coupon/:id', () => {
  it('deletes a coupon once', async () => {
    const id = (await create(newCoupon({ name: 'Short lived' }))).json().data.id;
    const response = await call('DELETE', `/admin/delete-coupon/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Coupon deleted' });
    expect(await listed('name=Short lived')).toEqual([]);
    const again = await call('DELETE', `/admin/delete-coupon/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Coupon not found', code: 'coupon.not_found' });
  });

  it('refuses with 409 to delete a coupon that orders used, and keeps it (issue 27)', async () => {
    const { db } = server;
    const id = (await create(newCoupon({ name: 'Used once' }))).json().data.id;
    const customer = await insertCustomer(db);
    const merchant = await insertMerchant(db);
    const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
    await insertOrder(
      db,
      customer.id,
      [{ productId: product.id, merchantId: merchant.id, price: '45.00', quantity: 1 }],
      { couponId: id },
    );
    const response = await call('DELETE', `/admin/delete-coupon/${id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message: 'A coupon that orders used cannot be deleted; deactivate it instead',
      code: 'coupon.in_use',
    });
    expect(await listed('name=Used once')).toEqual([expect.any(String)]);
  });

  it('needs a token and a proper id', async () => {
    expect(
      (await call('DELETE', `/admin/delete-coupon/${ids.spring}`, undefined, null)).statusCode,
    ).toBe(401);
    expect((await call('DELETE', '/admin/delete-coupon/nope')).statusCode).toBe(400);
  });
});

describe('PATCH /admin/assign-coupon-all-user/:id', () => {
  const toggle = (id: string, bearer?: string | null) =>
    call('PATCH', `/admin/assign-coupon-all-user/${id}`, undefined, bearer);

  it('flips the global flag and answers the new state', async () => {
    const on = await toggle(ids.spring);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Coupon assigned to all users',
      data: { id: ids.spring, global: true },
    });
    expect(await listed('global=true')).toEqual(['SPRP10AAAA', 'ALLP05DDDD']);
    const off = await toggle(ids.spring);
    expect(off.json()).toMatchObject({
      message: 'Coupon no longer for all users',
      data: { id: ids.spring, global: false },
    });
    expect(await listed('global=true')).toEqual(['ALLP05DDDD']);
  });

  it('answers 404 for an unknown coupon, 401 without a token', async () => {
    const unknown = await toggle(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Coupon not found', code: 'coupon.not_found' });
    expect((await toggle(ids.spring, null)).statusCode).toBe(401);
  });
});
