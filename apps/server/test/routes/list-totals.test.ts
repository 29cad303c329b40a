import { customers, orders } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_UP_TO } from '../../src/repos/list-query.js';
import { insertCustomer, insertOrder } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const MATCHING = COUNTED_UP_TO + 50;

beforeAll(async () => {
  const { db } = server;
  await db.insert(customers).values(
    Array.from({ length: MATCHING }, (_, i) => ({
      name: `Manymatch ${i}`,
      phone: `8${String(i).padStart(9, '0')}`,
    })),
  );
  const customer = await insertCustomer(db, { name: 'Ordering Customer' });
  await insertOrder(db, customer.id, [], { customerName: customer.name });
  await db.execute(sql`analyze ${customers}, ${orders}`);
});

describe('a list total on the wire', () => {
  it('is flagged beside the total when it is an estimate, and exact with exactTotal=true', async () => {
    const estimated = await call('POST', '/user/get-user-admin?includeTotal=true&name=Manymatch');
    expect(estimated.statusCode).toBe(200);
    expect(estimated.json()).toMatchObject({ totalEstimated: true });
    expect(estimated.json().totalUsers).toBeGreaterThan(COUNTED_UP_TO);

    const exact = await call(
      'POST',
      '/user/get-user-admin?includeTotal=true&name=Manymatch&exactTotal=true',
    );
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({
      totalUsers: MATCHING,
      totalPages: Math.ceil(MATCHING / 10),
    });
    expect(exact.json()).not.toHaveProperty('totalEstimated');
  });

  it('carries no flag when exact, in a nested envelope too', async () => {
    const users = await call('POST', '/user/get-user-admin?includeTotal=true&status=active');
    expect(users.json()).toMatchObject({ totalUsers: MATCHING + 1 });
    expect(users.json()).not.toHaveProperty('totalEstimated');
    const found = (await call('GET', '/sales/orders?customerName=ordering')).json();
    expect(found.data).toMatchObject({ totalOrders: 1 });
    expect(found.data).not.toHaveProperty('totalEstimated');
  });

  it('refuses an exactTotal that is not a boolean', async () => {
    const response = await call('POST', '/user/get-user-admin?exactTotal=often');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String) });
  });
});
