import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';

const user = (id: string, status = 'active') => ({
  id: id.padStart(24, '0'),
  name: `User ${id}`,
  phone: '9876543210',
  email: null,
  website: null,
  status,
  lastLoggedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const listAnswer = {
  status: 200,
  body: { users: [user('1'), user('2')], totalUsers: 2, totalPages: 1 },
};

beforeEach(() => {
  localStorage.setItem('token', 't0k3n');
  localStorage.setItem('adminInfo', JSON.stringify({ id: 'a'.repeat(24), username: 'admin' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the users list', () => {
  it('asks POST /user/get-user-admin with the query and fills the table', async () => {
    const server = fakeFetch(listAnswer);
    const { usersList } = await loadStores();

    await usersList.applyFilters({ name: 'Asha', phone: ' ' });

    expect(server.sent[0]).toMatchObject({ method: 'POST', authorization: 'Bearer t0k3n' });
    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/user/get-user-admin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Asha',
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect(usersList.$list.get()).toMatchObject({ total: 2, totalPages: 1 });
    expect(usersList.$list.get().items.map((u) => u.name)).toEqual(['User 1', 'User 2']);
  });

  it('applies a status change once the server has it', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Status updated', data: user('2', 'suspended') },
    });
    const { setUserStatus, usersList } = await loadStores();
    await usersList.load();

    await setUserStatus(user('2').id, 'suspended');

    expect(server.sent[1]).toMatchObject({ method: 'PUT', body: { status: 'suspended' } });
    expect(usersList.$list.get().items.map((u) => u.status)).toEqual(['active', 'suspended']);
  });

  it('only logs a failed status change, and the row keeps its old status', async () => {
    fakeFetch(listAnswer, { status: 500, body: { message: 'boom' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $dialog, setUserStatus, usersList } = await loadStores();
    await usersList.load();

    await setUserStatus(user('2').id, 'suspended');

    expect(logged).toHaveBeenCalled();
    expect($dialog.get()).toBeNull();
    expect(usersList.$list.get().items.map((u) => u.status)).toEqual(['active', 'active']);
  });

  it('says "Search failed. Please try again." when the search fails', async () => {
    fakeFetch({ status: 500, body: { message: 'boom' } });
    const { $toasts, searchUsers } = await loadStores();
    await searchUsers('asha');
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Search failed. Please try again.' },
    ]);
  });

  it('assigns a coupon to the selected users', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Coupon assigned to 2 users' } });
    const { $toasts, assignCoupon } = await loadStores();

    expect(await assignCoupon('c'.repeat(24), ['1'.repeat(24), '2'.repeat(24)])).toBe(true);

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/coupon/assign-users',
      body: { couponId: 'c'.repeat(24), userIds: ['1'.repeat(24), '2'.repeat(24)] },
    });
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'Assignment Successful' }]);
  });

  it('opens "Coupon Assignment Failed" with the server text when assigning fails', async () => {
    fakeFetch({ status: 404, body: { message: 'Coupon not found' } });
    const { $dialog, assignCoupon } = await loadStores();
    expect(await assignCoupon('c'.repeat(24), ['1'.repeat(24)])).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Coupon Assignment Failed',
      message: 'Coupon not found',
    });
  });
});
