import { errorCodes, views } from '@satchel/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { signIn } from '../support/app.js';
import { insertAdmin } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

/** A second operator, signed in. */
let otherToken: string;

beforeAll(async () => {
  const other = { username: 'priya', password: 'another long password' };
  await insertAdmin(server.db, {
    username: other.username,
    passwordHash: await hashPassword(other.password),
  });
  otherToken = await signIn(server.app, other);
});

const columns = { order: ['status', 'name'], hidden: ['email'] };
const viewBody = (name: string, overrides: object = {}) => ({
  name,
  shared: false,
  query: { limit: 20, sort: -1, filters: { status: 'pending' } },
  columns,
  ...overrides,
});

const save = async (name: string, overrides: object = {}, token?: string, list = 'users') => {
  const response = await call(
    'POST',
    `/admin/list-views/${list}`,
    viewBody(name, overrides),
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as views.ListView;
};

const viewNames = async (token?: string, list = 'users') =>
  (
    (await call('GET', `/admin/list-views/${list}`, undefined, token)).json()
      .data as views.ListView[]
  ).map((view) => view.name);

describe('saved views', () => {
  it('keep a named query and columns of a list, owned by the operator who saved them', async () => {
    const view = await save('Pending, newest');
    expect(view).toMatchObject({
      list: 'users',
      name: 'Pending, newest',
      shared: false,
      query: { limit: 20, sort: -1, filters: { status: 'pending' } },
      columns,
      owner: { id: server.adminId, username: 'admin' },
      mine: true,
    });
    const listed = (await call('GET', '/admin/list-views/users')).json().data;
    expect(listed).toContainEqual(view);
    // A view belongs to its list alone.
    expect(await viewNames(undefined, 'orders')).not.toContain('Pending, newest');
  });

  it('shared are seen by every operator, private ones by their owner alone', async () => {
    const shared = await save('Everyone: suspended', {
      shared: true,
      query: { limit: 10, sort: 1, filters: { status: 'suspended' } },
    });
    await save('Only mine');
    const theirs = (await call('GET', '/admin/list-views/users', undefined, otherToken)).json()
      .data as views.ListView[];
    expect(theirs.map((view) => view.name)).toContain('Everyone: suspended');
    expect(theirs.map((view) => view.name)).not.toContain('Only mine');
    expect(theirs.find((view) => view.id === shared.id)).toMatchObject({
      owner: { username: 'admin' },
      mine: false,
    });
  });

  it('list the operator’s own first, then the shared ones by name', async () => {
    await save('Zeta', {}, otherToken);
    const anyCoupon = { query: { limit: 10, sort: 1, filters: {} } };
    await save('Alpha shared', { ...anyCoupon, shared: true }, otherToken, 'coupons');
    await save('Beta mine', anyCoupon, undefined, 'coupons');
    expect(await viewNames(otherToken, 'coupons')).toEqual(['Alpha shared']);
    expect(await viewNames(undefined, 'coupons')).toEqual(['Beta mine', 'Alpha shared']);
  });

  it('are changed and deleted by their owner: rename, new query and columns, share, unshare', async () => {
    const view = await save('Draft');
    const path = `/admin/list-views/users/${view.id}`;
    const renamed = await call('PATCH', path, {
      name: '  Active by name  ',
      shared: true,
      query: { limit: 50, sort: 1, filters: { status: 'active', name: 'Asha' } },
      columns: { order: ['name'], hidden: [] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Active by name',
      shared: true,
      query: { limit: 50, sort: 1, filters: { status: 'active', name: 'Asha' } },
      columns: { order: ['name'], hidden: [] },
    });
    expect(await viewNames(otherToken)).toContain('Active by name');

    const unshared = await call('PATCH', path, { shared: false });
    expect(unshared.json().data).toMatchObject({ name: 'Active by name', shared: false });
    expect(await viewNames(otherToken)).not.toContain('Active by name');

    const deleted = await call('DELETE', path);
    expect(deleted.statusCode).toBe(200);
    expect(await viewNames()).not.toContain('Active by name');
    const again = await call('DELETE', path);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'View not found', code: 'view.not_found' });
  });

  it('refuse another operator’s change or deletion of a shared view with 403, and change nothing', async () => {
    const view = await save('Team view', { shared: true });
    const path = `/admin/list-views/users/${view.id}`;
    for (const [method, body] of [
      ['PATCH', { name: 'Hijacked' }],
      ['PATCH', { shared: false }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(method, path, body, otherToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Only admin, who saved this view, can change or delete it',
        code: errorCodes.viewNotOwner,
      });
    }
    const listed = (await call('GET', '/admin/list-views/users', undefined, otherToken)).json()
      .data;
    expect(listed).toContainEqual({ ...view, mine: false });
  });

  it('keep another operator’s private view hidden: 404 for a change, a deletion or a default', async () => {
    const view = await save('Secret');
    const path = `/admin/list-views/users/${view.id}`;
    expect((await call('PATCH', path, { name: 'Seen' }, otherToken)).statusCode).toBe(404);
    expect((await call('DELETE', path, undefined, otherToken)).statusCode).toBe(404);
    const asDefault = await call(
      'PUT',
      '/admin/list-settings/users',
      { defaultViewId: view.id },
      otherToken,
    );
    expect(asDefault.statusCode).toBe(404);
    // Under another list's name it is unknown too.
    expect((await call('DELETE', `/admin/list-views/orders/${view.id}`)).statusCode).toBe(404);
  });

  it('refuse filters the list does not take, or values it refuses, with the list’s message', async () => {
    for (const [filters, message] of [
      [{ colour: 'red' }, 'colour is not a filter of this list'],
      [{ status: 'asleep' }, null],
      [{ page: '3' }, 'page is not a filter of this list'],
    ] as const) {
      const refused = await call(
        'POST',
        '/admin/list-views/users',
        viewBody('Bad', {
          query: { limit: 10, sort: 1, filters },
        }),
      );
      expect(refused.statusCode, JSON.stringify(filters)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: errorCodes.invalid,
        message: expect.any(String),
      });
      if (message) expect(refused.json().message).toBe(message);
    }
    // Orders take a status the users list does not.
    const orders = await call(
      'POST',
      '/admin/list-views/orders',
      viewBody('Delivered', {
        query: { limit: 10, sort: -1, filters: { status: 'delivered' } },
      }),
    );
    expect(orders.statusCode, orders.body).toBe(201);
    const usersToo = await call(
      'POST',
      '/admin/list-views/users',
      viewBody('Delivered', {
        query: { limit: 10, sort: -1, filters: { status: 'delivered' } },
      }),
    );
    expect(usersToo.statusCode).toBe(400);
    expect(await viewNames()).not.toContain('Bad');
  });

  it('refuse a second view of the same name in a list, or a blank name', async () => {
    await save('Twice');
    const again = await call('POST', '/admin/list-views/users', viewBody('Twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already have a view named Twice for this list',
      code: errorCodes.viewDuplicateName,
    });
    // Another operator may use the name.
    await save('Twice', {}, otherToken);
    const blank = await call('POST', '/admin/list-views/users', viewBody('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A view needs a name');
  });

  it('refuse unbounded or unknown input: a list, a name, filters, columns', async () => {
    const long = 'x'.repeat(views.MAX_VIEW_NAME_LENGTH + 1);
    const manyFilters = Object.fromEntries(
      Array.from({ length: views.MAX_VIEW_FILTERS + 1 }, (_, i) => [`f${i}`, 'x']),
    );
    for (const [path, body] of [
      ['/admin/list-views/schools', viewBody('Schools')],
      ['/admin/list-views/users', viewBody(long)],
      [
        '/admin/list-views/users',
        viewBody('Many', { query: { limit: 10, sort: 1, filters: manyFilters } }),
      ],
      [
        '/admin/list-views/users',
        viewBody('Limit', { query: { limit: 1000, sort: 1, filters: {} } }),
      ],
      ['/admin/list-views/users', viewBody('Cols', { columns: { order: ['a', 'a'], hidden: [] } })],
      ['/admin/list-views/users', viewBody('Extra', { owner: 'someone' })],
      // Seen by the reliability suite: a list where the filters go, once a 500.
      [
        '/admin/list-views/users',
        viewBody('Array', { query: { limit: 10, sort: 1, filters: ['a'] } }),
      ],
      [
        '/admin/list-views/users',
        viewBody('Odd', { query: { limit: 10, sort: 1, filters: { '1x': [] } } }),
      ],
    ] as const) {
      const refused = await call('POST', path, body);
      expect(refused.statusCode, path + JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
  });

  it('are only for a signed-in operator', async () => {
    expect((await call('GET', '/admin/list-views/users', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/admin/list-views/users', viewBody('Anon'), null)).statusCode).toBe(
      401,
    );
  });
});

describe("an operator's list settings", () => {
  it('start empty: no default view, the table’s own columns', async () => {
    const response = await call('GET', '/admin/list-settings/drivers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { defaultViewId: null, columns: null } });
  });

  it('keep the chosen columns for that operator alone, in every session', async () => {
    const saved = await call('PUT', '/admin/list-settings/drivers', {
      columns: { order: ['phone', 'name'], hidden: ['email'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'List settings saved',
      data: { defaultViewId: null, columns: { order: ['phone', 'name'], hidden: ['email'] } },
    });
    const elsewhere = await signIn(server.app);
    expect(
      (await call('GET', '/admin/list-settings/drivers', undefined, elsewhere)).json(),
    ).toEqual({
      data: saved.json().data,
    });
    // Not another list's, nor another operator's.
    expect((await call('GET', '/admin/list-settings/merchants')).json().data.columns).toBeNull();
    expect(
      (await call('GET', '/admin/list-settings/drivers', undefined, otherToken)).json().data
        .columns,
    ).toBeNull();
  });

  it('keep a default view, which a change of columns leaves as it is; a deleted view is no default', async () => {
    const view = await save(
      'Default drivers',
      { query: { limit: 10, sort: 1, filters: {} } },
      undefined,
      'drivers',
    );
    const set = await call('PUT', '/admin/list-settings/drivers', { defaultViewId: view.id });
    expect(set.json().data.defaultViewId).toBe(view.id);
    await call('PUT', '/admin/list-settings/drivers', { columns: null });
    expect((await call('GET', '/admin/list-settings/drivers')).json().data).toEqual({
      defaultViewId: view.id,
      columns: null,
    });
    await call('DELETE', `/admin/list-views/drivers/${view.id}`);
    expect(
      (await call('GET', '/admin/list-settings/drivers')).json().data.defaultViewId,
    ).toBeNull();
  });

  it('take another operator’s shared view as a default, until its owner unshares it', async () => {
    const view = await save(
      'Shared default',
      { shared: true, query: { limit: 10, sort: 1, filters: {} } },
      undefined,
      'products',
    );
    const set = await call(
      'PUT',
      '/admin/list-settings/products',
      { defaultViewId: view.id },
      otherToken,
    );
    expect(set.statusCode, set.body).toBe(200);
    await call('PATCH', `/admin/list-views/products/${view.id}`, { shared: false });
    const read = await call('GET', '/admin/list-settings/products', undefined, otherToken);
    expect(read.json().data.defaultViewId).toBeNull();
  });

  it('refuse a default of another list, or unknown, and columns out of bounds', async () => {
    const view = await save('Users only');
    const otherList = await call('PUT', '/admin/list-settings/orders', { defaultViewId: view.id });
    expect(otherList.statusCode).toBe(404);
    const tooMany = Array.from({ length: views.MAX_COLUMNS + 1 }, (_, i) => `c${i}`);
    for (const body of [
      { columns: { order: tooMany, hidden: [] } },
      { columns: { order: ['<script>'], hidden: [] } },
      { columns: { order: [] } },
      { theme: 'dark' },
    ]) {
      const refused = await call('PUT', '/admin/list-settings/orders', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('GET', '/admin/list-settings/orders')).json().data).toEqual({
      defaultViewId: null,
      columns: null,
    });
  });
});

describe("Sales Track's merchant rows (merchantSales)", () => {
  const merchantView = (name: string, filters: object, sort = -1, limit = 20) => ({
    name,
    shared: false,
    query: { limit, sort, filters },
    columns: { order: ['name', 'rejectedCount'], hidden: ['phone'] },
  });

  it('keep views of their search, order, page size and columns', async () => {
    const saved = await call(
      'POST',
      '/admin/list-views/merchantSales',
      merchantView('Most rejections', { q: 'traders', orderBy: 'rejectedCount' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({
      list: 'merchantSales',
      query: { limit: 20, sort: -1, filters: { q: 'traders', orderBy: 'rejectedCount' } },
      columns: { order: ['name', 'rejectedCount'], hidden: ['phone'] },
    });
    expect(await viewNames(undefined, 'merchantSales')).toEqual(['Most rejections']);
    // Theirs alone: no other list shows it.
    expect(await viewNames(undefined, 'merchants')).not.toContain('Most rejections');
  });

  it('refuse what the merchant rows do not take: the period, another list’s filter, an unknown order', async () => {
    for (const [filters, message] of [
      // The period is the screen's, not the rows': a view never holds it.
      [{ period: 'month' }, 'period is not a filter of this list'],
      [{ status: 'active' }, 'status is not a filter of this list'],
      [{ orderBy: 'soldCount' }, null],
      [{ q: 'x'.repeat(101) }, null],
    ] as const) {
      const refused = await call(
        'POST',
        '/admin/list-views/merchantSales',
        merchantView('Refused', filters),
      );
      expect(refused.statusCode, JSON.stringify(filters)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: errorCodes.invalid,
        message: expect.any(String),
      });
      if (message) expect(refused.json().message).toBe(message);
    }
    expect(await viewNames(undefined, 'merchantSales')).not.toContain('Refused');
  });

  it('keep the operator’s columns of them, apart from the merchants list’s', async () => {
    const columns = { order: ['rejectedCount', 'name'], hidden: ['id', 'phone'] };
    const saved = await call('PUT', '/admin/list-settings/merchantSales', { columns });
    expect(saved.statusCode, saved.body).toBe(200);
    const elsewhere = await signIn(server.app);
    expect(
      (await call('GET', '/admin/list-settings/merchantSales', undefined, elsewhere)).json().data,
    ).toEqual({ defaultViewId: null, columns });
    expect(
      (await call('GET', '/admin/list-settings/merchantSales', undefined, otherToken)).json().data
        .columns,
    ).toBeNull();
    expect((await call('GET', '/admin/list-settings/merchants')).json().data.columns).toBeNull();
  });
});
