import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, dismissToast, showToast } from './toasts.js';

beforeEach(() => {
  $toasts.set([]);
});

describe('toasts', () => {
  it('shows toasts in order with distinct ids', () => {
    const first = showToast('success', 'Login Successful');
    const second = showToast('error', 'Invalid or expired token. Login Again');

    expect(first).not.toBe(second);
    expect($toasts.get()).toEqual([
      { id: first, variant: 'success', message: 'Login Successful' },
      { id: second, variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let n = 1; n <= 23; n += 1) showToast('info', `toast ${n}`);

    const shown = $toasts.get().map((toast) => toast.message);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('toast 4');
    expect(shown.at(-1)).toBe('toast 23');
  });

  it('dismisses one toast by id', () => {
    const keep = showToast('success', 'kept');
    const gone = showToast('error', 'dismissed');

    dismissToast(gone);

    expect($toasts.get().map((toast) => toast.id)).toEqual([keep]);
  });
});
