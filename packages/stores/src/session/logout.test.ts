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

describe('logout', () => {
  it('asks for confirmation first', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Logged out' } });
    const { $dialog, $isAuthenticated, requestLogout, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    requestLogout();

    expect($dialog.get()).toMatchObject({
      type: 'confirm',
      title: 'Confirm Logout',
      message: 'Are you sure you want to log out?',
    });
    expect(server.sent).toHaveLength(0);
    expect($isAuthenticated.get()).toBe(true);
  });

  it('keeps the session when cancelled', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Logged out' } });
    const { $isAuthenticated, closeDialog, requestLogout, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    requestLogout();
    closeDialog('cancel');

    expect(server.sent).toHaveLength(0);
    expect($isAuthenticated.get()).toBe(true);
  });

  it('revokes the token on the server and clears the session when confirmed', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Logged out' } });
    const { $isAuthenticated, closeDialog, requestLogout, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    requestLogout();
    closeDialog('confirm');

    expect(server.sent[0]).toMatchObject({
      url: '/api/v1/admin/logout',
      method: 'POST',
      authorization: 'Bearer t0k3n',
    });
    expect($isAuthenticated.get()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out even when the server fails, without an error toast or dialog', async () => {
    fakeFetch({ status: 401, body: { message: 'jwt expired' } });
    const { $dialog, $isAuthenticated, $toasts, logout, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);

    await logout();

    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get()).toEqual([]);
    expect($dialog.get()).toBeNull();
  });
});
