import { newId } from '@satchel/db';
import { couponAssignments } from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCoupon, insertCustomer } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { asha: '', ravi: '', meera: '', coupon: '' };

beforeAll(async () => {
  const { db } = server;
  ids.asha = (
    await insertCustomer(db, {
      name: 'Asha Verma',
      phone: '9876500001',
      email: 'asha@example.in',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    })
  ).id;
  ids.ravi = (
    await insertCustomer(db, {
      name: 'Ravi Kumar',
      phone: '9876500002',
      email: null,
      status: 'pending',
      website: 'https://ravi.example.in',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    })
  ).id;
  ids.meera = (
    await insertCustomer(db, {
      name: 'Meera Nair',
      phone: '9876500003',
      createdAt: new Date('2026-01-03T10:00:00Z'),
    })
  ).id;
  ids.coupon = (await insertCoupon(db, server.adminId, { code: 'BACK2SCHOOL' })).id;
});

describe('POST /user/get-user-admin', () => {
  it('pages users in the wire envelope, oldest first by default', async () => {
    const response = await call('POST', '/user/get-user-admin?includeTotal=true&page=1&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalUsers: 3, totalPages: 2 });
    expect(body.users.map((user: { name: string }) => user.name)).toEqual([
      'Asha Verma',
      'Ravi Kumar',
    ]);
    expect(body.users[1]).toEqual({
      id: ids.ravi,
      name: 'Ravi Kumar',
      phone: '9876500002',
      email: null,
      website: 'https://ravi.example.in',
      status: 'pending',
      lastLoggedAt: null,
      createdAt: '2026-01-02T10:00:00.000Z',
    });
  });

  it('sorts newest first and filters by name, phone and status', async () => {
    const newest = (await call('POST', '/user/get-user-admin?sort=-1')).json();
    expect(newest.users[0].name).toBe('Meera Nair');

    const named = (await call('POST', '/user/get-user-admin?name=nair')).json();
    expect(named).toMatchObject({ totalUsers: 1, users: [{ id: ids.meera }] });

    const pending = (await call('POST', '/user/get-user-admin?status=pending&phone=500002')).json();
    expect(pending.users.map((user: { id: string }) => user.id)).toEqual([ids.ravi]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const response = await call('POST', '/user/get-user-admin?name=nobody');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ users: [], totalUsers: 0, totalPages: 0 });
  });

  it('refuses a bad query with a message naming the field', async () => {
    for (const query of ['status=retired', 'limit=abc', 'page=0', 'sort=2']) {
      const response = await call('POST', `/user/get-user-admin?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(query.split('=')[0]!);
    }
  });

  it('needs a token', async () => {
    expect((await call('POST', '/user/get-user-admin', undefined, null)).statusCode).toBe(401);
  });
});

describe('GET /user/search', () => {
  it('finds users by any part of name, phone or email', async () => {
    const byPhone = (await call('GET', '/user/search?q=500003')).json();
    expect(byPhone.users.map((user: { id: string }) => user.id)).toEqual([ids.meera]);
    const byEmail = (await call('GET', '/user/search?q=ASHA@')).json();
    expect(byEmail.users.map((user: { id: string }) => user.id)).toEqual([ids.asha]);
    expect(byEmail.total).toBe(1);
    const shown = encodeURIComponent('+91 500003');
    const byShownPhone = (await call('GET', `/user/search?q=${shown}`)).json();
    expect(byShownPhone).toMatchObject({ users: [{ id: ids.meera }], total: 1 });
  });

  it('needs a text and a token', async () => {
    expect((await call('GET', '/user/search')).statusCode).toBe(400);
    expect((await call('GET', '/user/search?q=asha', undefined, null)).statusCode).toBe(401);
  });
});

describe('PUT /user/status/:id', () => {
  it('changes the status and answers the user', async () => {
    const response = await call('PUT', `/user/status/${ids.meera}`, { status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: ids.meera, status: 'suspended' } });
    const listed = (await call('POST', '/user/get-user-admin?status=suspended')).json();
    expect(listed.users.map((user: { id: string }) => user.id)).toEqual([ids.meera]);
  });

  it('refuses an unknown status, a malformed id, an unknown user and a missing token', async () => {
    const bad = await call('PUT', `/user/status/${ids.meera}`, { status: 'retired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    expect((await call('PUT', '/user/status/not-an-id', { status: 'active' })).statusCode).toBe(
      400,
    );
    const unknown = await call('PUT', `/user/status/${newId()}`, { status: 'active' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'user.not_found' });
    expect(
      (await call('PUT', `/user/status/${ids.meera}`, { status: 'active' }, null)).statusCode,
    ).toBe(401);
  });
});

describe('coupons for users', () => {
  it('GET /admin/get-all-coupons lists coupons in their envelope', async () => {
    const response = await call('GET', '/admin/get-all-coupons?expired=false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCoupons: 1,
      totalPages: 1,
      coupons: [
        { id: ids.coupon, code: 'BACK2SCHOOL', type: 'percentage', value: 10, expiresAt: null },
      ],
    });
    expect((await call('GET', '/admin/get-all-coupons', undefined, null)).statusCode).toBe(401);
  });

  it('POST /admin/coupon/assign-users assigns once per user', async () => {
    const first = await call('POST', '/admin/coupon/assign-users', {
      couponId: ids.coupon,
      userIds: [ids.asha, ids.ravi],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Coupon assigned to 2 users' });

    const again = await call('POST', '/admin/coupon/assign-users', {
      couponId: ids.coupon,
      userIds: [ids.ravi, ids.meera],
    });
    expect(again.json()).toEqual({ message: 'Coupon assigned to 1 users; 1 already had it' });
    const assigned = await server.db.select().from(couponAssignments);
    expect(assigned.map((row) => row.customerId).sort()).toEqual(
      [ids.asha, ids.ravi, ids.meera].sort(),
    );
  });

  it('refuses an unknown coupon or user, an empty selection and a missing token', async () => {
    const unknownCoupon = await call('POST', '/admin/coupon/assign-users', {
      couponId: newId(),
      userIds: [ids.asha],
    });
    expect(unknownCoupon.statusCode).toBe(404);
    expect(unknownCoupon.json()).toEqual({ message: 'Coupon not found', code: 'coupon.not_found' });

    const stranger = newId();
    const unknownUser = await call('POST', '/admin/coupon/assign-users', {
      couponId: ids.coupon,
      userIds: [ids.asha, stranger],
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual({
      message: `Users not found: ${stranger}`,
      code: expect.any(String),
    });

    const empty = await call('POST', '/admin/coupon/assign-users', {
      couponId: ids.coupon,
      userIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/userIds/);

    const anonymous = await call(
      'POST',
      '/admin/coupon/assign-users',
      { couponId: ids.coupon, userIds: [ids.asha] },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
