import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';

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

startSignedIn();

describe('the users list', () => {
  it('asks POST /user/get-user-admin with the query and fills the table', async () => {
    const server = fakeFetch(listAnswer);
    const { usersList } = await loadStores();

    await usersList.apply({ name: 'Asha', phone: ' ' });

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
    expect(
      usersList.$list.get().items.map((u: { name: string; status: string }) => u.name),
    ).toEqual(['User 1', 'User 2']);
  });

  it('applies a status change once the server has it', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Status updated', data: user('2', 'suspended') },
    });
    const { usersList, setUserStatus } = await loadStores();
    await usersList.reload();

    await setUserStatus(user('2').id, 'suspended');

    expect(server.sent[1]).toMatchObject({ method: 'PUT', body: { status: 'suspended' } });
    expect(
      usersList.$list.get().items.map((u: { name: string; status: string }) => u.status),
    ).toEqual(['active', 'suspended']);
  });

  it('logs a refused status change, keeps the old status and names the row and the reason in a toast', async () => {
    fakeFetch(listAnswer, {
      status: 409,
      body: { message: 'A suspended user cannot be made pending' },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $dialog, $toasts, usersList, setUserStatus } = await loadStores();
    await usersList.reload();

    await setUserStatus(user('2').id, 'suspended');

    expect(logged).toHaveBeenCalled();
    expect($dialog.get()).toBeNull();
    expect(
      usersList.$list.get().items.map((u: { name: string; status: string }) => u.status),
    ).toEqual(['active', 'active']);
    expect($toasts.get()).toMatchObject([
      {
        variant: 'error',
        message: 'Status of User 2 not changed: A suspended user cannot be made pending',
      },
    ]);
  });

  it('says "Search failed. Please try again." when the search fails', async () => {
    fakeFetch({ status: 500, body: { message: 'boom' } });
    const { $toasts, $userSearch, searchUsers } = await loadStores();
    const watching = $userSearch.listen(() => {});

    void searchUsers('asha');

    await vi.waitFor(() =>
      expect($toasts.get()).toMatchObject([
        { variant: 'error', message: 'Search failed. Please try again.' },
      ]),
    );
    watching();
  });

  it('says how many users match in all when only the first are listed', async () => {
    const first = Array.from({ length: 20 }, (_, n) => user(String(n + 1)));
    fakeFetch({ status: 200, body: { users: first, total: 97 } });
    const { $userSearch, messages, searchUsers } = await loadStores();
    const watching = $userSearch.listen(() => {});

    void searchUsers('kumar');

    await vi.waitFor(() => expect($userSearch.get()?.total).toBe(97));
    const found = $userSearch.get()!;
    expect(found.users).toHaveLength(20);
    expect(messages.users.searchResults(found.users.length, found.total, found.query)).toBe(
      'First 20 of 97 users matching “kumar”',
    );
    expect(messages.users.searchResults(3, 3, 'kumar')).toBe('3 users match “kumar”');
    watching();
  });

  it('sends a phone typed as the console shows it as the phone is kept', async () => {
    const server = fakeFetch({ status: 200, body: { users: [user('1')], total: 1 } });
    const { $userSearch, searchUsers } = await loadStores();
    const watching = $userSearch.listen(() => {});

    void searchUsers('+91 98765-43210');

    await vi.waitFor(() => expect($userSearch.get()?.query).toBe('+91 98765-43210'));
    expect(new URL(server.sent[0]!.url, 'http://x').searchParams.get('q')).toBe('9876543210');
    watching();
  });

  it('counts the users listed when the backend does not say how many match', async () => {
    fakeFetch({ status: 200, body: { users: [user('1'), user('2')] } });
    const { $userSearch, searchUsers } = await loadStores();
    const watching = $userSearch.listen(() => {});

    void searchUsers('asha');

    await vi.waitFor(() => expect($userSearch.get()).toMatchObject({ total: 2 }));
    watching();
  });

  it('shows the newest search even when an earlier one answers after it', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            answers.set(new URL(url, 'http://x').searchParams.get('q')!, resolve);
          }),
      ),
    );
    const found = (name: string) =>
      new Response(JSON.stringify({ users: [{ ...user('1'), name }] }), { status: 200 });
    const { $userSearch, $userSearching, searchUsers } = await loadStores();
    const watching = $userSearch.listen(() => {});

    void searchUsers('asha');
    void searchUsers('ravi');
    answers.get('ravi')!(found('Ravi Kumar'));
    await vi.waitFor(() => expect($userSearch.get()?.query).toBe('ravi'));
    answers.get('asha')!(found('Asha Rao'));
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect($userSearch.get()).toMatchObject({ query: 'ravi', users: [{ name: 'Ravi Kumar' }] });
    expect($userSearching.get()).toBe(false);
    watching();
  });

  it('assigns a coupon to the selected users', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Coupon assigned to 2 users' } });
    const { $selectedUsers, $toasts, couponAssignmentForm, openCouponAssignment, selectUsers } =
      await loadStores();
    selectUsers(['1'.repeat(24), '2'.repeat(24)]);
    openCouponAssignment();

    expect((await submitForm(couponAssignmentForm, { couponId: 'c'.repeat(24) })).ok).toBe(true);

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/coupon/assign-users',
      body: { couponId: 'c'.repeat(24), userIds: ['1'.repeat(24), '2'.repeat(24)] },
    });
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'Assignment Successful' }]);
    expect(couponAssignmentForm.$form.get().open).toBe(false);
    expect($selectedUsers.get()).toEqual([]);
  });

  it('opens "Coupon Assignment Failed" with the server text when assigning fails', async () => {
    fakeFetch({ status: 404, body: { message: 'Coupon not found' } });
    const { $dialog, couponAssignmentForm, openCouponAssignment, selectUsers } = await loadStores();
    selectUsers(['1'.repeat(24)]);
    openCouponAssignment();
    expect((await submitForm(couponAssignmentForm, { couponId: 'c'.repeat(24) })).ok).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Coupon Assignment Failed',
      message: 'Coupon not found',
    });
    expect(couponAssignmentForm.$form.get().open).toBe(true);
  });

  it('ends an expired session on assigning, with its toast and no dialog over the login page', async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid or expired token' } });
    const {
      $dialog,
      $isAuthenticated,
      $toasts,
      couponAssignmentForm,
      openCouponAssignment,
      selectUsers,
    } = await loadStores();
    selectUsers(['1'.repeat(24)]);
    openCouponAssignment();

    expect((await submitForm(couponAssignmentForm, { couponId: 'c'.repeat(24) })).ok).toBe(false);

    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
    expect($dialog.get()).toBeNull();
  });

  it('offers the active coupons each time the Assign Coupon dialog opens', async () => {
    const coupon = (n: number, isActive: boolean) => ({
      id: String(n).padStart(24, 'c'),
      code: `SAVE${n}`,
      name: `Save ${n}`,
      isActive,
    });
    const server = fakeFetch({
      status: 200,
      body: { coupons: [coupon(1, true), coupon(2, false)], totalCoupons: 2, totalPages: 1 },
    });
    const { $assignableCoupons, couponAssignmentForm, openCouponAssignment, selectUsers } =
      await loadStores();
    const watching = $assignableCoupons.listen(() => {});
    expect(server.sent).toEqual([]);
    selectUsers(['1'.repeat(24)]);

    openCouponAssignment();
    await vi.waitFor(() => expect($assignableCoupons.get().map((c) => c.code)).toEqual(['SAVE1']));
    couponAssignmentForm.close();
    openCouponAssignment();

    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    expect(new URL(server.sent[0]!.url, 'http://x').searchParams.get('includeTotal')).toBeNull();
    watching();
  });
});
