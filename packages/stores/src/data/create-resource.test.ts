import { ApiError } from '@satchel/api';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { createResource } from './create-resource.js';

/** A resource whose fetches are answered by hand, in any order. */
const setUp = () => {
  const $key = atom<string | null>(null);
  const calls: { key: string; answer: (data: string) => void; fail: (e: unknown) => void }[] = [];
  const onError = vi.fn();
  const resource = createResource({
    key: $key,
    fetch: (key: string) =>
      new Promise<string>((answer, fail) => {
        calls.push({ key, answer, fail });
      }),
    onError,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { $key, calls, onError, resource, settle };
};

describe('a resource', () => {
  it('fetches nothing until watched, then follows its key', async () => {
    const { $key, calls, resource, settle } = setUp();
    $key.set('a');
    expect(calls).toEqual([]);

    const unwatch = resource.$state.listen(() => {});
    expect(calls.map((call) => call.key)).toEqual(['a']);
    expect(resource.$state.get()).toEqual({ key: 'a', data: null, loading: true });
    calls[0]!.answer('A');
    await settle();
    expect(resource.$state.get()).toEqual({ key: 'a', data: 'A', loading: false });

    $key.set(null);
    expect(resource.$state.get()).toEqual({ key: null, data: null, loading: false });
    unwatch();
  });

  it('keeps the newest answer when an older one arrives after it', async () => {
    const { $key, calls, resource, settle } = setUp();
    const unwatch = resource.$state.listen(() => {});
    $key.set('old');
    $key.set('new');

    calls[1]!.answer('NEW');
    await settle();
    calls[0]!.answer('OLD');
    await settle();

    expect(resource.$state.get()).toEqual({ key: 'new', data: 'NEW', loading: false });
    unwatch();
  });

  it('keeps what it shows while the same key reloads, and after a failed reload', async () => {
    const { $key, calls, onError, resource, settle } = setUp();
    const unwatch = resource.$state.listen(() => {});
    $key.set('a');
    calls[0]!.answer('A');
    await settle();

    const reloading = resource.reload();
    expect(resource.$state.get()).toEqual({ key: 'a', data: 'A', loading: true });
    calls[1]!.fail(new ApiError(500, 'Database down'));
    await reloading;

    expect(resource.$state.get()).toEqual({ key: 'a', data: 'A', loading: false });
    expect(onError).toHaveBeenCalledWith(new ApiError(500, 'Database down'), 'a');
    unwatch();
  });

  it('reports nothing for a 401: the session has ended and said so', async () => {
    const { $key, calls, onError, resource, settle } = setUp();
    const unwatch = resource.$state.listen(() => {});
    $key.set('a');
    calls[0]!.fail(new ApiError(401, 'Invalid or expired token'));
    await settle();

    expect(onError).not.toHaveBeenCalled();
    expect(resource.$state.get().loading).toBe(false);
    unwatch();
  });
});
