import { builtInRoleIds } from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';
import { entriesMadeBy, entryCount, historyOf } from './history-support.js';

const server = useRouteApp();
const { call } = server;
const ids = { merchant: '', category: '' };

beforeAll(async () => {
  ids.merchant = (await insertMerchant(server.db)).id;
  ids.category = (await insertCategory(server.db)).id;
});

const revert = (kind: string, id: string, entryId: string, bearer?: string) =>
  call('POST', `/history/${kind}/${id}/revert`, { entryId }, bearer);

const setUserStatus = (id: string, status: string) => call('PUT', `/user/status/${id}`, { status });

const userStatus = async (id: string): Promise<string> => {
  const [newest] = await historyOf(server, 'users', id);
  return newest!.changes[0]!.after!.status as string;
};

describe("reverting a user's status", () => {
  it('puts the status back, as a change of its own, recorded', async () => {
    const { id } = await insertCustomer(server.db);
    const [suspension] = await entriesMadeBy(server, 'users', id, () =>
      setUserStatus(id, 'suspended'),
    );
    expect(suspension).toMatchObject({ revertible: true, revertibleRunId: null });

    const [reverted] = await entriesMadeBy(server, 'users', id, () =>
      revert('users', id, suspension!.id),
    );
    expect(reverted).toMatchObject({
      action: 'history.revert',
      administratorId: server.adminId,
      kind: 'users',
      recordId: id,
      revertible: true,
      changes: [
        {
          source: 'customers',
          operation: 'update',
          before: { status: 'suspended' },
          after: { status: 'active' },
        },
      ],
    });
    // A second revert of the same entry finds the status no longer the one it set.
    const again = await revert('users', id, suspension!.id);
    expect(again.statusCode).toBe(409);
    expect(await userStatus(id)).toBe('active');
    const listed = await call('POST', `/user/get-user-admin?id=${id}`);
    expect(listed.json().users[0]).toMatchObject({ id, status: 'active' });
  });

  it('answers what it restored and the entry it made', async () => {
    const { id } = await insertCustomer(server.db);
    const [suspension] = await entriesMadeBy(server, 'users', id, () =>
      setUserStatus(id, 'inactive'),
    );
    const answer = await revert('users', id, suspension!.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const [newest] = await historyOf(server, 'users', id);
    expect(answer.json()).toEqual({
      data: { entryId: newest!.id, restored: { status: 'active' } },
    });
  });

  it('refuses, changing nothing, when the record has changed since', async () => {
    const { id } = await insertCustomer(server.db);
    const [suspension] = await entriesMadeBy(server, 'users', id, () =>
      setUserStatus(id, 'suspended'),
    );
    await entriesMadeBy(server, 'users', id, () => setUserStatus(id, 'inactive'));
    const entries = await entryCount(server);
    const answer = await revert('users', id, suspension!.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: 'This record has changed since: status is now "inactive". Nothing was reverted.',
    });
    expect(await entryCount(server)).toBe(entries);
    expect(await userStatus(id)).toBe('inactive');
  });
});

describe('reverting a toggle', () => {
  it("puts back a product's disabling", async () => {
    const product = await insertProduct(server.db, ids.merchant, ids.category);
    const [disabling] = await entriesMadeBy(server, 'products', product.id, () =>
      call('PATCH', `/catalogs/products/admin-product-disabled/${product.id}`, {
        adminDisabled: true,
      }),
    );
    const [reverted] = await entriesMadeBy(server, 'products', product.id, () =>
      revert('products', product.id, disabling!.id),
    );
    expect(reverted!.changes).toEqual([
      expect.objectContaining({ before: { adminDisabled: true }, after: { adminDisabled: false } }),
    ]);
  });

  it("puts back a coupon's activity", async () => {
    const coupon = await insertCoupon(server.db, server.adminId);
    const [deactivation] = await entriesMadeBy(server, 'coupons', coupon.id, () =>
      call('PATCH', `/admin/update-coupon/${coupon.id}`, { isActive: false }),
    );
    expect(deactivation!.changes).toEqual([
      expect.objectContaining({ before: { isActive: true }, after: { isActive: false } }),
    ]);
    const answer = await revert('coupons', coupon.id, deactivation!.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.restored).toEqual({ isActive: true });
    const listed = await call('GET', `/admin/get-all-coupons?code=${coupon.code}`);
    expect(listed.json().coupons[0]).toMatchObject({ id: coupon.id, isActive: true });
  });
});

describe('what cannot be reverted', () => {
  it("a form's change (a coupon's name): not offered, and refused", async () => {
    const coupon = await insertCoupon(server.db, server.adminId);
    const [renaming] = await entriesMadeBy(server, 'coupons', coupon.id, () =>
      call('PATCH', `/admin/update-coupon/${coupon.id}`, { name: 'Renamed' }),
    );
    expect(renaming).toMatchObject({ revertible: false, revertibleRunId: null });
    const answer = await revert('coupons', coupon.id, renaming!.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Only a change of a status or a toggle can be reverted');
  });

  it('a record deleted since: 409, with a code of its own', async () => {
    const coupon = await insertCoupon(server.db, server.adminId);
    const [deactivation] = await entriesMadeBy(server, 'coupons', coupon.id, () =>
      call('PATCH', `/admin/update-coupon/${coupon.id}`, { isActive: false }),
    );
    expect((await call('DELETE', `/admin/delete-coupon/${coupon.id}`)).statusCode).toBe(200);
    const answer = await revert('coupons', coupon.id, deactivation!.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      message: 'This record no longer exists',
      code: 'history.record_gone',
    });
  });

  it("an entry that is not the record's: 404", async () => {
    const { id } = await insertCustomer(server.db);
    const other = await insertCustomer(server.db);
    const [suspension] = await entriesMadeBy(server, 'users', other.id, () =>
      setUserStatus(other.id, 'suspended'),
    );
    const answer = await revert('users', id, suspension!.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      message: 'This record has no such entry in its history',
    });
  });
});

describe('who may revert', () => {
  it("needs the record's write permission: 403 without it, changing nothing", async () => {
    const { id } = await insertCustomer(server.db);
    const product = await insertProduct(server.db, ids.merchant, ids.category);
    const [suspension] = await entriesMadeBy(server, 'users', id, () =>
      setUserStatus(id, 'suspended'),
    );
    const [disabling] = await entriesMadeBy(server, 'products', product.id, () =>
      call('PATCH', `/catalogs/products/admin-product-disabled/${product.id}`, {
        adminDisabled: true,
      }),
    );
    const catalogue = await operatorWithRole(server.db, builtInRoleIds.catalogue);
    const viewer = await operatorWithRole(server.db, builtInRoleIds.viewer);

    const refused = await revert('users', id, suspension!.id, catalogue.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/may not change users/);
    expect((await revert('products', product.id, disabling!.id, viewer.token)).statusCode).toBe(
      403,
    );
    expect(await userStatus(id)).toBe('suspended');

    const allowed = await revert('products', product.id, disabling!.id, catalogue.token);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const [newest] = await historyOf(server, 'products', product.id);
    expect(newest).toMatchObject({ action: 'history.revert', administratorId: catalogue.id });
  });
});
