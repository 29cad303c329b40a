import { admin } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores, visit } from '../testing/load-stores.js';

const adminInfo = { id: '0123456789abcdef01234567', username: 'admin' };

const meAnswer = { status: 200, body: { data: { adminInfo } } };

/** A session kept from an earlier page load, which the server still honours. */
const signedIn = () => {
  localStorage.setItem('token', 't0k3n');
  localStorage.setItem('adminInfo', JSON.stringify(adminInfo));
  fakeFetch(meAnswer);
};

/** Loads the stores at `url` and watches $page as the console does. */
const open = async (url: string) => {
  visit(url);
  const stores = await loadStores();
  const unbind = stores.$page.listen(() => {});
  return { ...stores, unbind };
};

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router guard', () => {
  it('shows the loading page until the session is restored', async () => {
    signedIn();
    const { $page, restoreSession, unbind } = await open('/');

    expect($page.get()).toBe('restoring');
    await restoreSession();
    expect($page.get()).toBe('shell');
    unbind();
  });

  it('sends a visitor without a token from / to /login, replacing the history entry', async () => {
    const { $page, restoreSession, unbind } = await open('/');
    const entries = history.length;

    await restoreSession();

    expect($page.get()).toBe('login');
    expect(location.pathname).toBe('/login');
    expect(history.length).toBe(entries);
    unbind();
  });

  it('sends a signed-in administrator from /login to / at their section', async () => {
    signedIn();
    const { $page, restoreSession, unbind } = await open('/login');

    await restoreSession();

    expect($page.get()).toBe('shell');
    expect(location.pathname).toBe('/');
    expect(location.hash).toBe('#/users');
    unbind();
  });

  it('shows the 404 page for any other path, signed in or not', async () => {
    signedIn();
    const { $page, restoreSession, unbind } = await open('/no/such/page');
    await restoreSession();

    expect($page.get()).toBe('notFound');
    expect(location.pathname).toBe('/no/such/page');
    unbind();
  });

  it('goes home from the 404 page', async () => {
    signedIn();
    const { $page, goHome, restoreSession, unbind } = await open('/missing');
    await restoreSession();

    goHome();

    expect($page.get()).toBe('shell');
    expect(location.pathname).toBe('/');
    unbind();
  });

  it('returns to /login after logout', async () => {
    signedIn();
    fakeFetch(meAnswer, { status: 200, body: { message: 'Logged out' } });
    const { $page, logout, restoreSession, unbind } = await open('/#/coupon');
    await restoreSession();

    await logout();

    expect($page.get()).toBe('login');
    expect(location.pathname).toBe('/login');
    unbind();
  });

  it('brings the operator back to their section after a 401 and a new sign-in', async () => {
    signedIn();
    fakeFetch(
      meAnswer,
      { status: 401, body: { message: 'jwt expired' } },
      { status: 200, body: { message: 'Login Successful', data: { token: 'fresh', adminInfo } } },
    );
    const { $page, $section, api, loginForm, restoreSession, unbind } =
      await open('/#/order-management');
    const watchSection = $section.listen(() => {});
    await restoreSession();

    await api.call(admin.logout).catch(() => undefined);
    expect($page.get()).toBe('login');
    expect(location.pathname).toBe('/login');

    loginForm.update({ username: 'admin', password: 'secret1' });
    await loginForm.submit();

    expect($page.get()).toBe('shell');
    expect(location.pathname).toBe('/');
    expect(location.hash).toBe('#/order-management');
    expect($section.get()).toBe('/order-management');
    watchSection();
    unbind();
  });
});
