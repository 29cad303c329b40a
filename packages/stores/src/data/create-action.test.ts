import { admin } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { keptAdmin, startSignedIn } from '../testing/signed-in.js';

startSignedIn();

describe('an action', () => {
  it('is busy while it runs, then toasts its success', async () => {
    const { $toasts, createAction } = await loadStores();
    let finish = () => {};
    const action = createAction({
      run: () => new Promise<string>((resolve) => (finish = () => resolve('Saved'))),
      success: (message) => message,
      failure: 'Saving Failed',
    });

    const running = action.run();
    expect(action.$busy.get()).toBe(true);
    finish();

    expect(await running).toBe(true);
    expect(action.$busy.get()).toBe(false);
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'Saved' }]);
  });

  it("opens the failure dialog with the spec's title and the server's text", async () => {
    const { $dialog, createAction } = await loadStores();
    // The error class of the freshly loaded stores' copy of @satchel/api.
    const { ApiError } = await import('@satchel/api');
    const action = createAction({
      run: () => Promise.reject(new ApiError(409, 'Already recorded')),
      failure: 'Merchant Money Settlement Failed',
    });

    expect(await action.run()).toBe(false);

    expect($dialog.get()).toEqual({
      type: 'error',
      title: 'Merchant Money Settlement Failed',
      message: 'Already recorded',
    });
    expect(action.$busy.get()).toBe(false);
  });

  it('ends the session on a 401 with its toast, and opens no dialog and no report', async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $isAuthenticated, $toasts, api, createAction, setSession } =
      await loadStores();
    const report = vi.fn();
    const titled = createAction({
      run: () => api.call(admin.me),
      failure: 'Some Failure',
    });
    const reported = createAction({
      run: () => api.call(admin.me),
      failure: report,
    });

    expect(await titled.run()).toBe(false);
    setSession('t0k3n', keptAdmin);
    expect(await reported.run()).toBe(false);

    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'Invalid or expired token. Login Again',
      'Invalid or expired token. Login Again',
    ]);
    expect($dialog.get()).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });
});
