import { atom } from 'nanostores';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  readonly id: string;
  readonly variant: ToastVariant;
  readonly message: string;
}

/** The specification's limit on toasts shown at once (part 1 §9). */
export const maxToasts = 20;

/** The toasts on screen, oldest first. <sat-toast-stack> expires them and asks to dismiss. */
export const $toasts = atom<readonly Toast[]>([]);

let lastId = 0;

/** Shows a toast; past the limit the oldest ones drop. Returns its id. */
export function showToast(variant: ToastVariant, message: string): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  $toasts.set([...$toasts.get(), { id, variant, message }].slice(-maxToasts));
  return id;
}

export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
