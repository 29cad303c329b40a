import { ApiError } from '@satchel/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $place, goTo } from '../navigation/place.js';
import { $dialog, closeDialog, showDialog, showErrorDialog } from './dialog.js';

beforeEach(() => {
  $dialog.set(null);
});

describe('dialog', () => {
  it('runs onConfirm once when confirmed, even if the close is reported twice', () => {
    const onConfirm = vi.fn();
    showDialog({ type: 'confirm', title: 'Confirm Logout', message: 'Sure?', onConfirm });

    closeDialog('confirm');
    closeDialog('confirm');

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect($dialog.get()).toBeNull();
  });

  it.each(['cancel', 'close', 'dismiss'] as const)('does not confirm on %s', (reason) => {
    const onConfirm = vi.fn();
    showDialog({ type: 'confirm', title: 'Confirm Logout', message: 'Sure?', onConfirm });

    closeDialog(reason);

    expect(onConfirm).not.toHaveBeenCalled();
    expect($dialog.get()).toBeNull();
  });

  it('lets onConfirm open the next dialog', () => {
    showDialog({
      type: 'confirm',
      title: 'First',
      message: 'first',
      onConfirm: () => showDialog({ type: 'success', title: 'Second', message: 'second' }),
    });

    closeDialog('confirm');

    expect($dialog.get()?.title).toBe('Second');
  });

  it.each(['close', 'dismiss', 'confirm'] as const)('runs onClose once on %s', (reason) => {
    const onClose = vi.fn();
    showDialog({ type: 'error', title: 'Order details not found!', message: 'x', onClose });

    closeDialog(reason);
    closeDialog(reason);

    expect(onClose).toHaveBeenCalledTimes(1);
    expect($dialog.get()).toBeNull();
  });

  it("shows the server's message in an error dialog, else the generic text", () => {
    showErrorDialog('Login Failed', new ApiError(401, 'Invalid username or password'));
    expect($dialog.get()).toEqual({
      type: 'error',
      title: 'Login Failed',
      message: 'Invalid username or password',
    });

    showErrorDialog('Login Failed', new Error('TypeError: x is undefined'));
    expect($dialog.get()?.message).toBe('Something went wrong. Please try again.');
  });

  it('puts an error away when the operator leaves its section, and only then', () => {
    const watching = $dialog.listen(() => {});
    goTo({ section: '/delivery', query: {}, open: null });
    const onClose = vi.fn();
    showDialog({ type: 'error', title: 'Driver fetching failed', message: 'boom', onClose });

    goTo({ section: '/delivery', query: { page: '2' }, open: null });
    expect($dialog.get()).toMatchObject({ title: 'Driver fetching failed' });

    goTo({ section: '/users', query: {}, open: null });
    expect($dialog.get()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect($place.get().section).toBe('/users');
    watching();
  });
});
