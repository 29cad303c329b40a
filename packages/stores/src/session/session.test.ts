import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';

const adminInfo = { id: '0123456789abcdef01234567', username: 'admin' };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('stores the token as plain text and the admin info as JSON', async () => {
    const { $isAuthenticated, $session, setSession } = await loadStores();

    setSession('t0k3n', adminInfo);

    expect(localStorage.getItem('token')).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('adminInfo') ?? 'null')).toEqual(adminInfo);
    expect($session.get()).toEqual({ token: 't0k3n', adminInfo });
    expect($isAuthenticated.get()).toBe(true);
  });

  it('clears both keys', async () => {
    const { $isAuthenticated, $session, clearSession, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    clearSession();

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('adminInfo')).toBeNull();
    expect($session.get()).toEqual({ token: null, adminInfo: null });
    expect($isAuthenticated.get()).toBe(false);
  });

  it('restores what an earlier page load stored, once the server knows the token', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('adminInfo', JSON.stringify(adminInfo));
    const renamed = { ...adminInfo, username: 'renamed' };
    const { sent } = fakeFetch({ status: 200, body: { data: { adminInfo: renamed } } });
    const { $isAuthenticated, $restoring, $session, restoreSession } = await loadStores();
    expect($restoring.get()).toBe(true);

    const restoring = restoreSession();
    expect($restoring.get()).toBe(true);
    await restoring;

    expect(sent).toMatchObject([{ url: '/api/v1/admin/me', authorization: 'Bearer kept' }]);
    expect($restoring.get()).toBe(false);
    expect($session.get()).toEqual({ token: 'kept', adminInfo: renamed });
    expect($isAuthenticated.get()).toBe(true);
  });

  it('ends a kept session the server no longer honours, with the expired-token toast', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('adminInfo', JSON.stringify(adminInfo));
    fakeFetch({ status: 401, body: { message: 'Invalid or expired token' } });
    const { $isAuthenticated, $restoring, $toasts, restoreSession } = await loadStores();

    await restoreSession();

    expect($restoring.get()).toBe(false);
    expect($isAuthenticated.get()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
  });

  it('keeps the session when the backend lacks the check or cannot be reached', async () => {
    for (const answer of [
      { status: 404, body: { message: 'Not found' } },
      { status: 503, body: {} },
    ]) {
      localStorage.setItem('token', 'kept');
      localStorage.setItem('adminInfo', JSON.stringify(adminInfo));
      fakeFetch(answer);
      const { $isAuthenticated, $restoring, $toasts, restoreSession } = await loadStores();

      await restoreSession();

      expect($restoring.get()).toBe(false);
      expect($isAuthenticated.get()).toBe(true);
      expect($toasts.get()).toEqual([]);
    }
  });

  it('starts signed out when nothing was stored, without asking the server', async () => {
    const { sent } = fakeFetch({ status: 500, body: {} });
    const { $isAuthenticated, $restoring, restoreSession } = await loadStores();

    await restoreSession();

    expect($restoring.get()).toBe(false);
    expect($isAuthenticated.get()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('clears a token whose admin info is unreadable', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('adminInfo', '{"username":');
    const { $isAuthenticated, restoreSession } = await loadStores();

    await restoreSession();

    expect($isAuthenticated.get()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
