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

describe('login', () => {
  it('makes no call and returns the field errors when the form is invalid', async () => {
    const server = fakeFetch({ status: 200, body: {} });
    const { login } = await loadStores();

    const result = await login({ username: ' ', password: 'abc' });

    expect(result).toEqual({
      ok: false,
      errors: {
        username: 'Username is required',
        password: 'Password must be at least 6 characters long',
      },
    });
    expect(server.sent).toHaveLength(0);
  });

  it("stores the session and toasts the server's message on success", async () => {
    const server = fakeFetch({
      status: 200,
      body: { message: 'Login Successful', data: { token: 'fresh', adminInfo } },
    });
    const { $isAuthenticated, $toasts, login } = await loadStores();

    const result = await login({ username: ' admin ', password: 'secret1' });

    expect(result).toEqual({ ok: true, errors: {} });
    expect(server.sent[0]).toMatchObject({
      url: '/api/v1/admin/login',
      method: 'POST',
      authorization: undefined,
      body: { username: 'admin', password: 'secret1' },
    });
    expect($isAuthenticated.get()).toBe(true);
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(JSON.parse(localStorage.getItem('adminInfo') ?? 'null')).toEqual(adminInfo);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ variant: 'success', message: 'Login Successful' }),
    ]);
  });

  it('is submitting while the call is under way', async () => {
    const server = fakeFetch({
      status: 200,
      body: { message: 'Login Successful', data: { token: 'fresh', adminInfo } },
    });
    server.hold();
    const { $loginSubmitting, login } = await loadStores();

    const pending = login({ username: 'admin', password: 'secret1' });
    expect($loginSubmitting.get()).toBe(true);
    server.release();
    await pending;

    expect($loginSubmitting.get()).toBe(false);
  });

  it("opens the Login Failed dialog with the server's text and stays signed out", async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid username or password' } });
    const { $dialog, $isAuthenticated, $loginSubmitting, $toasts, login } = await loadStores();

    const result = await login({ username: 'admin', password: 'wrong-one' });

    expect(result).toEqual({ ok: false, errors: {} });
    expect($dialog.get()).toEqual({
      type: 'error',
      title: 'Login Failed',
      message: 'Invalid username or password',
    });
    expect($isAuthenticated.get()).toBe(false);
    expect($loginSubmitting.get()).toBe(false);
    // A wrong password is not an expired session.
    expect($toasts.get()).toEqual([]);
  });
});
