import { allPermissions, roles as apiRoles, builtInRoles } from '@satchel/api';
import { administrators, builtInRoleIds, customers, products, roles } from '@satchel/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { login } from '../support/app.js';
import {
  insertAdmin,
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { operatorsOfEveryRole, operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
let operators: Awaited<ReturnType<typeof operatorsOfEveryRole>>;
let merchantId: string;
let productId: string;

beforeAll(async () => {
  const { db } = server;
  operators = await operatorsOfEveryRole(db);
  const merchant = await insertMerchant(db);
  merchantId = merchant.id;
  productId = (await insertProduct(db, merchant.id, (await insertCategory(db)).id)).id;
});

const settleMerchant = (token: string, body: object = {}) =>
  call(
    'POST',
    '/admin/create-transaction',
    { transactionId: 'TXN-1', transactionAmount: 1, merchantId, ...body },
    token,
  );

describe('the role of an operator', () => {
  it('is Administrator for the first administrator, who may do everything, as before roles', async () => {
    const me = await call('GET', '/admin/me');
    expect(me.statusCode).toBe(200);
    const { adminInfo } = me.json().data;
    expect(adminInfo.role).toEqual({ id: builtInRoleIds.administrator, name: 'Administrator' });
    expect([...adminInfo.permissions].sort()).toEqual([...allPermissions].sort());
  });

  it('is given with what it allows at sign-in, so the console shows only that', async () => {
    const { db } = server;
    const password = 'a long enough password';
    const [operator] = await db
      .insert(administrators)
      .values({
        username: 'cataloguer',
        passwordHash: await hashPassword(password),
        roleId: builtInRoleIds.catalogue,
      })
      .returning();
    const response = await login(server.app, { username: 'cataloguer', password });
    expect(response.statusCode).toBe(200);
    const { adminInfo } = response.json().data;
    expect(adminInfo).toMatchObject({
      id: operator!.id,
      username: 'cataloguer',
      role: { id: builtInRoleIds.catalogue, name: 'Catalogue' },
    });
    expect([...adminInfo.permissions].sort()).toEqual(
      [...builtInRoles.catalogue.permissions].sort(),
    );
  });
});

describe('a call the role does not allow', () => {
  it('is refused with 403, naming the role and what it may not do', async () => {
    const response = await settleMerchant(operators.catalogue.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Your role (Catalogue) does not allow this: you may not settle settlements (settlements:settle).',
      code: 'role.not_permitted',
    });
  });

  it('is refused before its input is read: a bad body is still a 403, not a 400', async () => {
    const response = await settleMerchant(operators.viewer.token, { transactionAmount: -5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('role.not_permitted');
  });

  it('changes nothing', async () => {
    const { db } = server;
    const customer = await insertCustomer(db, { status: 'active' });
    const refused = await call(
      'PUT',
      `/user/status/${customer.id}`,
      { status: 'suspended' },
      operators.viewer.token,
    );
    expect(refused.statusCode).toBe(403);
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.status).toBe('active');
  });

  it('lets each role do what it holds', async () => {
    expect((await settleMerchant(operators.finance.token)).statusCode).not.toBe(403);
    const list = '/catalogs/products/get-products-admin';
    expect((await call('GET', list, undefined, operators.catalogue.token)).statusCode).toBe(200);
    expect((await call('GET', list, undefined, operators.viewer.token)).statusCode).toBe(200);
    expect((await call('GET', list, undefined, operators.support.token)).statusCode).toBe(403);
    const disable = await call(
      'PATCH',
      `/catalogs/products/admin-product-disabled/${productId}`,
      { adminDisabled: true },
      operators.catalogue.token,
    );
    expect(disable.statusCode).toBe(200);
    const [product] = await server.db.select().from(products).where(eq(products.id, productId));
    expect(product!.adminDisabled).toBe(true);
  });

  it('still answers 401 first to a caller without a good token', async () => {
    const response = await settleMerchant('not-a-token');
    expect(response.statusCode).toBe(401);
  });
});

describe("a list's exports, bulk runs and views", () => {
  const userColumns = [{ id: 'name', heading: 'Name', format: { kind: 'text' } }];

  it("need the list's export permission to export it", async () => {
    const exportUsers = (token: string) =>
      call('POST', '/exports', { list: 'users', query: {}, columns: userColumns }, token);
    expect((await exportUsers(operators.support.token)).statusCode).toBe(200);
    const viewer = await exportUsers(operators.viewer.token);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toContain('you may not export any list ({list}:export)');
    const catalogue = await exportUsers(operators.catalogue.token);
    expect(catalogue.statusCode).toBe(403);
    expect(catalogue.json().message).toContain('you may not export users (users:export)');
  });

  it("need the list's bulk permission for a bulk run, its status, cancel and revert", async () => {
    const preview = (token: string, body: object) =>
      call('POST', '/bulk-runs/preview', body, token);
    const suspendUsers = { action: 'users.status', filters: {}, status: 'suspended' };
    const disableProducts = { action: 'products.adminDisabled', filters: {}, adminDisabled: true };
    expect((await preview(operators.support.token, suspendUsers)).statusCode).toBe(200);
    const refused = await preview(operators.support.token, disableProducts);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('products:bulk');
    expect((await preview(operators.catalogue.token, disableProducts)).statusCode).toBe(200);

    const start = await call('POST', '/bulk-runs', disableProducts, operators.catalogue.token, {
      'idempotency-key': 'roles-test-run',
    });
    expect(start.statusCode).toBe(200);
    const runId = start.json().data.id;
    const status = (token: string) => call('GET', `/bulk-runs/${runId}`, undefined, token);
    expect((await status(operators.catalogue.token)).statusCode).toBe(200);
    const support = await status(operators.support.token);
    expect(support.statusCode).toBe(403);
    expect(support.json().message).toContain('products:bulk');
    expect((await status(operators.finance.token)).statusCode).toBe(403);
  });

  it('need only reading the list for its views and settings', async () => {
    const views = (list: string, token: string) =>
      call('GET', `/admin/list-views/${list}`, undefined, token);
    expect((await views('products', operators.catalogue.token)).statusCode).toBe(200);
    expect((await views('products', operators.viewer.token)).statusCode).toBe(200);
    const refused = await views('users', operators.catalogue.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users:read');
  });
});

describe('custom roles', () => {
  it('allow what they hold, and a change of them holds from the next call', async () => {
    const created = await call('POST', '/admin/roles', {
      name: 'User readers',
      permissions: ['users:read'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'User readers', builtIn: false, operators: 0 });
    const operator = await operatorWithRole(server.db, role.id);
    const customer = await insertCustomer(server.db);
    const suspend = () =>
      call('PUT', `/user/status/${customer.id}`, { status: 'suspended' }, operator.token);

    expect((await call('POST', '/user/get-user-admin', undefined, operator.token)).statusCode).toBe(
      200,
    );
    expect((await suspend()).statusCode).toBe(403);

    const changed = await call('PUT', `/admin/roles/${role.id}`, {
      permissions: ['users:read', 'users:write'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ operators: 1 });
    expect((await suspend()).statusCode).toBe(200);

    // Given another role, the operator has its permissions at once.
    const assigned = await call('PUT', `/admin/administrators/${operator.id}/role`, {
      roleId: builtInRoleIds.viewer,
    });
    expect(assigned.statusCode).toBe(200);
    expect((await suspend()).statusCode).toBe(403);
    const me = (await call('GET', '/admin/me', undefined, operator.token)).json().data.adminInfo;
    expect(me.role.name).toBe('Viewer');
  });

  it('see what they act on: an approver opens the approvals list without being given read', async () => {
    const created = await call('POST', '/admin/roles', {
      name: 'Approvers only',
      permissions: ['settlements:approve'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect([...role.permissions].sort()).toEqual(['settlements:approve', 'settlements:read']);
    const operator = await operatorWithRole(server.db, role.id);
    const approvalsList = await call('GET', '/settlement-approvals', undefined, operator.token);
    expect(approvalsList.statusCode).toBe(200);

    const changed = await call('PUT', `/admin/roles/${role.id}`, {
      permissions: ['users:write'],
    });
    expect([...changed.json().data.permissions].sort()).toEqual(['users:read', 'users:write']);
  });

  it('are listed after the built-in ones, with how many operators hold each', async () => {
    const response = await call('GET', '/admin/roles');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as { name: string; builtIn: boolean }[];
    expect(listed.slice(0, 5).map((role) => role.name)).toEqual([
      'Administrator',
      'Finance',
      'Catalogue',
      'Support',
      'Viewer',
    ]);
    expect(listed.slice(5).every((role) => !role.builtIn)).toBe(true);
  });

  it('refuse a name another role has, in any case', async () => {
    const response = await call('POST', '/admin/roles', { name: 'finance', permissions: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A role named finance already exists',
      code: 'role.duplicate_name',
    });
  });

  it('refuse one more role than the console keeps, naming how many it keeps', async () => {
    const { db } = server;
    const kept = (await db.select({ id: roles.id }).from(roles)).length;
    const filler = await db
      .insert(roles)
      .values(
        Array.from({ length: apiRoles.MAX_ROLES - kept }, (_, index) => ({
          name: `Filler ${index}`,
        })),
      )
      .returning({ id: roles.id });
    try {
      const response = await call('POST', '/admin/roles', { name: 'One more', permissions: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'There are already 100 roles; delete one first',
        code: 'role.too_many',
      });
    } finally {
      await db.delete(roles).where(
        inArray(
          roles.id,
          filler.map(({ id }) => id),
        ),
      );
    }
  });

  it('are deleted only when nobody holds them; built-in roles never change', async () => {
    const role = (
      await call('POST', '/admin/roles', { name: 'Short-lived', permissions: ['sales:read'] })
    ).json().data;
    const holder = await operatorWithRole(server.db, role.id);
    const held = await call('DELETE', `/admin/roles/${role.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      message: 'Operators hold this role; give them another first',
      code: 'role.in_use',
    });
    await call('PUT', `/admin/administrators/${holder.id}/role`, {
      roleId: builtInRoleIds.viewer,
    });
    expect((await call('DELETE', `/admin/roles/${role.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/roles/${role.id}`)).json()).toEqual({
      message: 'Role not found',
      code: 'role.not_found',
    });

    const builtIn = `/admin/roles/${builtInRoleIds.viewer}`;
    expect((await call('PUT', builtIn, { permissions: allPermissions })).statusCode).toBe(409);
    expect((await call('DELETE', builtIn)).statusCode).toBe(409);
  });

  it('cannot take the role of the last enabled Administrator away', async () => {
    const { db } = server;
    // Every other Administrator of this database is disabled or holds another role.
    const others = await db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.roleId, builtInRoleIds.administrator));
    for (const { id } of others.filter(({ id }) => id !== server.adminId)) {
      await db
        .update(administrators)
        .set({ disabledAt: new Date() })
        .where(eq(administrators.id, id));
    }
    const demote = await call('PUT', `/admin/administrators/${server.adminId}/role`, {
      roleId: builtInRoleIds.viewer,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      message:
        'This is the last enabled Administrator: give another operator the Administrator role first',
      code: 'role.last_administrator',
    });

    const second = await insertAdmin(db);
    expect(second.roleId).toBe(builtInRoleIds.administrator);
    const now = await call('PUT', `/admin/administrators/${second.id}/role`, {
      roleId: builtInRoleIds.finance,
    });
    expect(now.statusCode).toBe(200);
  });

  it('are given only by an operator who may change the team', async () => {
    const response = await call(
      'PUT',
      `/admin/administrators/${operators.viewer.id}/role`,
      { roleId: builtInRoleIds.administrator },
      operators.viewer.token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('team:write');
  });
});
