import type { coupons } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';

const coupon = (n: number, changes: Partial<coupons.Coupon> = {}): coupons.Coupon => ({
  id: String(n).padStart(24, '0'),
  code: `SPRP10AAA${n}`,
  name: `Spring ${n}`,
  createdBy: 'a'.repeat(24),
  type: 'percentage',
  value: 10,
  isActive: true,
  expiresAt: null,
  usageLimit: 100,
  usedCount: 3,
  maxUsagePerUser: 1,
  global: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  ...changes,
});
const listAnswer = {
  status: 200,
  body: { coupons: [coupon(1), coupon(2)], totalCoupons: 12, totalPages: 2 },
};
const flags = (items: readonly { isActive: boolean; global: boolean }[]) =>
  items.map((item) => [item.isActive, item.global]);

startSignedIn();

describe('the coupons list', () => {
  it('asks GET /admin/get-all-coupons with the query and fills the table', async () => {
    const server = fakeFetch(listAnswer);
    const { couponsList } = await loadStores();

    await couponsList.apply({ code: 'SPR', expired: 'false', global: 'true', name: ' ' });

    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/admin/get-all-coupons');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'SPR',
      expired: 'false',
      global: 'true',
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect(couponsList.$list.get()).toMatchObject({ total: 12, totalPages: 2, loading: false });
    expect(couponsList.$list.get().items.map((item) => item.code)).toEqual([
      'SPRP10AAA1',
      'SPRP10AAA2',
    ]);
  });

  it('reads "No coupons found" as an empty list, without a dialog', async () => {
    fakeFetch({ status: 404, body: { message: 'No coupons found' } });
    const { $dialog, couponsList } = await loadStores();

    await couponsList.reload();

    expect($dialog.get()).toBeNull();
    expect(couponsList.$list.get()).toMatchObject({ items: [], total: 0, loading: false });
  });

  it('opens "Coupons fetching Failed" with the server text when the list fails', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, couponsList } = await loadStores();

    await couponsList.reload();

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Coupons fetching Failed',
      message: 'Database down',
    });
  });
});

describe('the active toggle', () => {
  it('shows the new state at once, then the server answer', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Coupon updated', data: coupon(2, { isActive: false, usedCount: 4 }) },
    });
    const { couponsList, setCouponActive } = await loadStores();
    await couponsList.reload();

    server.hold();
    const done = setCouponActive(coupon(2).id, false);
    expect(flags(couponsList.$list.get().items)).toEqual([
      [true, false],
      [false, false],
    ]);
    server.release();
    expect(await done).toBe(true);

    expect(server.sent[1]).toMatchObject({
      method: 'PATCH',
      url: `/api/v1/admin/update-coupon/${coupon(2).id}`,
      body: { isActive: false },
    });
    expect(couponsList.$list.get().items[1]).toMatchObject({ isActive: false, usedCount: 4 });
  });

  it('puts the row back and opens "Coupon Operation Failed" when the server refuses', async () => {
    fakeFetch(listAnswer, { status: 404, body: { message: 'Coupon not found' } });
    const { $dialog, couponsList, setCouponActive } = await loadStores();
    await couponsList.reload();

    expect(await setCouponActive(coupon(1).id, false)).toBe(false);

    expect(flags(couponsList.$list.get().items)).toEqual([
      [true, false],
      [true, false],
    ]);
    expect($dialog.get()).toMatchObject({
      title: 'Coupon Operation Failed',
      message: 'Coupon not found',
    });
  });
});

describe('the global toggle', () => {
  it('flips only once the server has flipped it', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Coupon assigned to all users', data: coupon(1, { global: true }) },
    });
    const { couponsList, toggleCouponGlobal } = await loadStores();
    await couponsList.reload();

    server.hold();
    const done = toggleCouponGlobal(coupon(1).id);
    expect(couponsList.$list.get().items[0]!.global).toBe(false);
    server.release();
    expect(await done).toBe(true);

    expect(server.sent[1]).toMatchObject({
      method: 'PATCH',
      url: `/api/v1/admin/assign-coupon-all-user/${coupon(1).id}`,
    });
    expect(couponsList.$list.get().items[0]!.global).toBe(true);
  });

  it('stays as it was when the server refuses, under "Coupon Operation Failed"', async () => {
    fakeFetch(listAnswer, { status: 500, body: { message: 'Database down' } });
    const { $dialog, couponsList, toggleCouponGlobal } = await loadStores();
    await couponsList.reload();

    expect(await toggleCouponGlobal(coupon(2).id)).toBe(false);

    expect(couponsList.$list.get().items[1]!.global).toBe(false);
    expect($dialog.get()).toMatchObject({ title: 'Coupon Operation Failed' });
  });

  it('ends an expired session with its toast and no dialog', async () => {
    fakeFetch(listAnswer, { status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $isAuthenticated, $toasts, couponsList, toggleCouponGlobal } =
      await loadStores();
    await couponsList.reload();

    expect(await toggleCouponGlobal(coupon(1).id)).toBe(false);

    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
    expect($dialog.get()).toBeNull();
  });
});

describe('deleting a coupon', () => {
  it('asks first, then deletes, says so and reloads the table', async () => {
    const server = fakeFetch(
      listAnswer,
      { status: 200, body: { message: 'Coupon deleted' } },
      {
        status: 200,
        body: { coupons: [coupon(2)], totalCoupons: 11, totalPages: 2 },
      },
    );
    const { couponsList, $dialog, $toasts, closeDialog, requestCouponDeletion } =
      await loadStores();
    await couponsList.reload();

    requestCouponDeletion(coupon(1));
    expect($dialog.get()).toMatchObject({
      type: 'confirm',
      title: 'Delete Coupon',
      message: 'Are you sure you want to delete the coupon SPRP10AAA1?',
    });
    expect(server.sent).toHaveLength(1);
    closeDialog('confirm');

    await vi.waitFor(() =>
      expect($toasts.get()).toMatchObject([
        { variant: 'success', message: 'Coupon deleted successfully' },
      ]),
    );
    expect(server.sent[1]).toMatchObject({
      method: 'DELETE',
      url: `/api/v1/admin/delete-coupon/${coupon(1).id}`,
    });
    expect(server.sent[2]!.url).toMatch('/api/v1/admin/get-all-coupons');
    expect(couponsList.$list.get().items.map((item) => item.id)).toEqual([coupon(2).id]);
  });

  it('sends nothing when the operator cancels', async () => {
    const server = fakeFetch(listAnswer);
    const { closeDialog, couponsList, requestCouponDeletion } = await loadStores();
    await couponsList.reload();

    requestCouponDeletion(coupon(1));
    closeDialog('cancel');

    expect(server.sent).toHaveLength(1);
  });

  it('opens "Coupon Deletion Failed" with the server text when deleting fails', async () => {
    fakeFetch(listAnswer, { status: 404, body: { message: 'Coupon not found' } });
    const { $dialog, closeDialog, couponsList, requestCouponDeletion } = await loadStores();
    await couponsList.reload();

    requestCouponDeletion(coupon(1));
    closeDialog('confirm');

    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        type: 'error',
        title: 'Coupon Deletion Failed',
        message: 'Coupon not found',
      }),
    );
  });
});

describe('assigning a coupon to users from its row', () => {
  /** The users chosen in the dialog, by their ids' digit. */
  const chosen = (...digits: string[]) => ({
    chosen: digits.map((digit) => ({ id: digit.repeat(24) }) as never),
  });

  it('sends the coupon and the chosen users, and closes when done', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Coupon assigned to 2 users' } });
    const { $toasts, couponUsersForm, openCouponUsersAssignment } = await loadStores();

    openCouponUsersAssignment(coupon(1));
    expect((await submitForm(couponUsersForm, chosen())).ok).toBe(false);
    expect(server.sent).toHaveLength(0);
    expect((await submitForm(couponUsersForm, chosen('7', '8'))).ok).toBe(true);

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/coupon/assign-users',
      body: { couponId: coupon(1).id, userIds: ['7'.repeat(24), '8'.repeat(24)] },
    });
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'Assignment Successful' }]);
    expect(couponUsersForm.$form.get().open).toBe(false);
  });

  it('stays open under "Coupon Assignment Failed" when the server refuses', async () => {
    fakeFetch({ status: 404, body: { message: 'Users not found: 777777777777777777777777' } });
    const { $dialog, couponUsersForm, openCouponUsersAssignment } = await loadStores();

    openCouponUsersAssignment(coupon(1));
    expect((await submitForm(couponUsersForm, chosen('7'))).ok).toBe(false);

    expect($dialog.get()).toMatchObject({ title: 'Coupon Assignment Failed' });
    expect(couponUsersForm.$form.get().open).toBe(true);
  });
});
