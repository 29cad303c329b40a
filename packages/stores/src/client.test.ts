import { admin } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from './testing/fake-fetch.js';
import { loadStores } from './testing/load-stores.js';

const adminInfo = { id: '0123456789abcdef01234567', username: 'admin' };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it("sends the session's token as a bearer", async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Logged out' } });
    const { api, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    await api.call(admin.logout);

    expect(server.sent[0]).toMatchObject({
      url: '/api/v1/admin/logout',
      method: 'POST',
      authorization: 'Bearer t0k3n',
    });
  });

  it('ends the session on a 401 and says so in one error toast', async () => {
    fakeFetch({ status: 401, body: { message: 'jwt expired' } });
    const { $isAuthenticated, $toasts, api, setSession } = await loadStores();
    setSession('expired', adminInfo);

    const failures = await Promise.allSettled([api.call(admin.logout), api.call(admin.logout)]);

    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected']);
    expect($isAuthenticated.get()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        variant: 'error',
        message: 'Invalid or expired token. Login Again',
      }),
    ]);
  });
});
