import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
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
    const { loginForm } = await loadStores();
    loginForm.update({ username: ' ', password: 'abc' });

    expect(await loginForm.submit()).toBe(false);
    expect(loginForm.$form.get().errors).toEqual({
      username: 'Username is required',
      password: 'Password must be at least 6 characters long',
    });
    expect(server.sent).toHaveLength(0);
  });

  it("stores the session and toasts the server's message on success", async () => {
    const server = fakeFetch({
      status: 200,
      body: { message: 'Login Successful', data: { token: 'fresh', adminInfo } },
    });
    const { $isAuthenticated, $toasts, loginForm } = await loadStores();
    loginForm.update({ username: ' admin ', password: 'secret1' });

    expect(await loginForm.submit()).toBe(true);
    expect(loginForm.$form.get().errors).toEqual({});
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

  it("toasts the catalogue's words where our server said its usual ones", async () => {
    const signIn = async (message: string) => {
      fakeFetch({ status: 200, body: { message, data: { token: 'fresh', adminInfo } } });
      const { $toasts, loginForm } = await loadStores();
      await installHindi();
      loginForm.update({ username: 'admin', password: 'secret1' });
      expect(await loginForm.submit()).toBe(true);
      return $toasts.get().map((toast) => toast.message);
    };
    expect(await signIn('Login successful')).toEqual(['लॉगिन हो गया']);
    // The existing backend's own words stay as it wrote them.
    expect(await signIn('Login Successful')).toEqual(['Login Successful']);
  });

  it('is submitting while the call is under way', async () => {
    const server = fakeFetch({
      status: 200,
      body: { message: 'Login Successful', data: { token: 'fresh', adminInfo } },
    });
    server.hold();
    const { loginForm } = await loadStores();
    loginForm.update({ username: 'admin', password: 'secret1' });

    const pending = loginForm.submit();
    expect(loginForm.$form.get().busy).toBe(true);
    server.release();
    await pending;

    expect(loginForm.$form.get().busy).toBe(false);
  });

  it("opens the Login Failed dialog with the server's text and stays signed out", async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid username or password' } });
    const { $dialog, $isAuthenticated, $toasts, loginForm } = await loadStores();
    loginForm.update({ username: 'admin', password: 'wrong-one' });

    expect(await loginForm.submit()).toBe(false);
    expect(loginForm.$form.get()).toMatchObject({
      errors: {},
      values: { username: 'admin', password: 'wrong-one' },
    });
    expect($dialog.get()).toEqual({
      type: 'error',
      title: 'Login Failed',
      message: 'Invalid username or password',
    });
    expect($isAuthenticated.get()).toBe(false);
    expect(loginForm.$form.get().busy).toBe(false);
    // A wrong password is not an expired session.
    expect($toasts.get()).toEqual([]);
  });
});

describe('the code step of two-step sign-in (issue 30)', () => {
  it('asks for the code after a right password, then sends it with the password', async () => {
    const server = fakeFetch(
      {
        status: 401,
        body: { message: 'Enter the code from your authenticator app', code: 'auth.code_required' },
      },
      { status: 200, body: { message: 'Login successful', data: { token: 'fresh', adminInfo } } },
    );
    const { $codeStep, $dialog, $isAuthenticated, loginForm } = await loadStores();
    loginForm.update({ username: 'admin', password: 'secret1' });

    expect(await loginForm.submit()).toBe(false);
    // No Login Failed dialog: the page asks for the code instead.
    expect($dialog.get()).toBeNull();
    expect($codeStep.get()).toBe(true);
    expect(server.sent[0]?.body).toEqual({ username: 'admin', password: 'secret1' });

    expect(await loginForm.submit()).toBe(false);
    expect(loginForm.$form.get().errors).toEqual({
      code: 'Enter the code from your authenticator app',
    });
    expect(server.sent).toHaveLength(1);

    loginForm.change('code', ' 123456 ');
    expect(await loginForm.submit()).toBe(true);
    expect(server.sent[1]?.body).toEqual({
      username: 'admin',
      password: 'secret1',
      code: '123456',
    });
    expect($isAuthenticated.get()).toBe(true);
    expect($codeStep.get()).toBe(false);
  });
});
