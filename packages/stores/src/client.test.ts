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

  it('shows the two-step setup when a role comes to require it, keeping the session (issue 30)', async () => {
    fakeFetch({
      status: 403,
      body: {
        message: 'Your role requires two-step sign-in: set it up before anything else.',
        code: 'auth.two_step_setup_required',
      },
    });
    const { $session, api, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    await expect(api.call(admin.preferences)).rejects.toThrow();

    expect($session.get()).toEqual({
      token: 't0k3n',
      adminInfo: { ...adminInfo, twoStepSetupRequired: true },
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
