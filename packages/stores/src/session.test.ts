import { beforeEach, describe, expect, it } from 'vitest';
import { loadStores } from './testing/load-stores.js';

const adminInfo = { id: '0123456789abcdef01234567', username: 'admin' };

beforeEach(() => {
  localStorage.clear();
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

  it('restores what an earlier page load stored', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('adminInfo', JSON.stringify(adminInfo));
    const { $isAuthenticated, $restoring, $session, restoreSession } = await loadStores();
    expect($restoring.get()).toBe(true);

    restoreSession();

    expect($restoring.get()).toBe(false);
    expect($session.get()).toEqual({ token: 'kept', adminInfo });
    expect($isAuthenticated.get()).toBe(true);
  });

  it('starts signed out when nothing was stored', async () => {
    const { $isAuthenticated, $restoring, restoreSession } = await loadStores();

    restoreSession();

    expect($restoring.get()).toBe(false);
    expect($isAuthenticated.get()).toBe(false);
  });

  it('clears a token whose admin info is unreadable', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('adminInfo', '{"username":');
    const { $isAuthenticated, restoreSession } = await loadStores();

    restoreSession();

    expect($isAuthenticated.get()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
