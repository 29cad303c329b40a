import { builtInRoleIds } from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertOrder } from '../support/factories.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const NOW = new Date('2026-04-15T06:30:00Z');
const HOUR_MS = 3_600_000;
const server = useRouteApp({ now: () => NOW });
const { call } = server;
let viewer = '';

beforeAll(async () => {
  const { db } = server;
  viewer = (await operatorWithRole(db, builtInRoleIds.viewer)).token;
  const customer = await insertCustomer(db);
  // Out for delivery for 2 and for 5 hours.
  for (const hours of [2, 5]) {
    await insertOrder(db, customer.id, [], {
      status: 'outForDelivery',
      createdAt: new Date(NOW.getTime() - hours * HOUR_MS),
    });
  }
});

const settingsOf = async (bearer?: string) =>
  (await call('GET', '/admin/settings', undefined, bearer)).json().data;

describe('settings', () => {
  it('are their defaults until an Administrator sets them: no approval threshold, 3 hours late', async () => {
    expect(await settingsOf()).toEqual({ settlementApprovalThreshold: null, lateDeliveryHours: 3 });
  });

  it('are read by every signed-in operator, and changed by an Administrator only', async () => {
    expect(await settingsOf(viewer)).toEqual({
      settlementApprovalThreshold: null,
      lateDeliveryHours: 3,
    });
    const refused = await call('PUT', '/admin/settings', { lateDeliveryHours: 5 }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'role.not_permitted',
      message: expect.stringContaining('settings:write'),
    });
    expect((await settingsOf()).lateDeliveryHours).toBe(3);
  });

  it('refuse values out of bounds, a third decimal, a fraction of an hour, an unknown name', async () => {
    for (const body of [
      { lateDeliveryHours: 0 },
      { lateDeliveryHours: 241 },
      { lateDeliveryHours: 2.5 },
      { lateDeliveryHours: null },
      { settlementApprovalThreshold: 0 },
      { settlementApprovalThreshold: 100.005 },
      { settlementApprovalThreshold: '100' },
      { approvalsOff: true },
    ]) {
      const response = await call('PUT', '/admin/settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        code: 'request.invalid',
      });
    }
    expect(await settingsOf()).toEqual({ settlementApprovalThreshold: null, lateDeliveryHours: 3 });
  });

  it('keep what an Administrator sets, each change in history with its before and after', async () => {
    const saved = await call('PUT', '/admin/settings', { settlementApprovalThreshold: 5000.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Settings saved',
      data: { settlementApprovalThreshold: 5000.5, lateDeliveryHours: 3 },
    });
    await call('PUT', '/admin/settings', { settlementApprovalThreshold: null });
    expect(await settingsOf()).toEqual({ settlementApprovalThreshold: null, lateDeliveryHours: 3 });
    const audit = (await call('GET', '/audit?kind=settings')).json().data;
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'settings.write',
        recordId: 'settlementApprovalThreshold',
      }),
      expect.objectContaining({
        action: 'settings.write',
        recordId: 'settlementApprovalThreshold',
      }),
    ]);
    const [latest] = audit.entries;
    const { changes } = (await call('GET', `/audit/${latest.id}`)).json().data;
    expect(changes).toEqual([
      expect.objectContaining({
        operation: 'update',
        before: { value: 5000.5 },
        after: { value: null },
      }),
    ]);
  });

  it("move the Dashboard's late deliveries", async () => {
    const before = (await call('GET', '/dashboard/waiting')).json();
    expect(before.lateAfterHours).toBe(3);
    expect(before.lateDeliveries.count).toBe(1);
    await call('PUT', '/admin/settings', { lateDeliveryHours: 1 });
    const after = (await call('GET', '/dashboard/waiting')).json();
    expect(after.lateAfterHours).toBe(1);
    expect(after.lateDeliveries.count).toBe(2);
  });
});
