import { ApiError } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, closeDialog } from '../feedback/dialog.js';
import { $toasts, dismissToast } from '../feedback/toasts.js';
import { clearSession, setSession } from '../session/session.js';
import { listStoreOf } from './create-list-store.js';

interface Row {
  id: string;
  name: string;
  on: boolean;
}

const row = (id: string, on = false): Row => ({ id, name: `Row ${id}`, on });

/** A list showing rows a and b, and writes answered by hand. */
const setUp = async () => {
  const list = listStoreOf<Row>(
    async () => ({ items: [row('a'), row('b')], total: 2, totalPages: 1 }),
    {
      kind: 'users',
      section: '/test-list',
      failureTitle: 'Fetching Failed',
      emptyMessage: 'Nothing found',
    },
  );
  await list.reload();
  const writes: { answer: (row: Row) => void; fail: (error: unknown) => void }[] = [];
  const write = () =>
    new Promise<Row>((answer, fail) => {
      writes.push({ answer, fail });
    });
  const shown = (id: string) => list.$list.get().items.find((item) => item.id === id);
  return { list, writes, write, shown };
};

const dialogFailure = { dialog: 'Operation Failed' };
const loggedFailure = { log: 'Row update failed', rowName: (r: Row) => r.name };

beforeEach(() => closeDialog('close'));
afterEach(() => {
  clearSession();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.restoreAllMocks();
});

describe('an optimistic row update', () => {
  it('shows the change at once, then the row the server answers', async () => {
    const { list, writes, write, shown } = await setUp();

    const done = list.updateRow('b', {
      mode: 'optimistic',
      change: (r) => ({ ...r, on: true }),
      write,
      failure: dialogFailure,
    });
    expect(shown('b')).toEqual(row('b', true));
    writes[0]!.answer({ ...row('b', true), name: 'Renamed' });

    expect(await done).toBe(true);
    expect(shown('b')).toEqual({ id: 'b', name: 'Renamed', on: true });
    expect(shown('a')).toEqual(row('a'));
  });

  it('puts the row back and opens the failure dialog when the server refuses', async () => {
    const { list, writes, write, shown } = await setUp();

    const done = list.updateRow('b', {
      mode: 'optimistic',
      change: (r) => ({ ...r, on: true }),
      write,
      failure: dialogFailure,
    });
    writes[0]!.fail(new ApiError(409, 'Not allowed'));

    expect(await done).toBe(false);
    expect(shown('b')).toEqual(row('b'));
    expect($dialog.get()).toMatchObject({ title: 'Operation Failed', message: 'Not allowed' });
  });

  it('keeps the newer change of the row when an older write answers last', async () => {
    const { list, writes, write, shown } = await setUp();
    const toggle = (on: boolean) =>
      list.updateRow('b', {
        mode: 'optimistic',
        change: (r) => ({ ...r, on }),
        write,
        failure: dialogFailure,
      });

    const first = toggle(true);
    const second = toggle(false);
    writes[1]!.answer(row('b', false));
    await second;
    writes[0]!.answer(row('b', true));
    await first;

    expect(shown('b')).toEqual(row('b', false));
  });
});

describe('a pessimistic row update', () => {
  it('does not draw the row again until the server answers, then shows its answer', async () => {
    const { list, writes, write, shown } = await setUp();
    const before = shown('b');

    const done = list.updateRow('b', { mode: 'pessimistic', write, failure: dialogFailure });
    // Not drawn again meanwhile: the control the operator moved keeps their choice.
    expect(shown('b')).toBe(before);
    writes[0]!.answer(row('b', true));

    expect(await done).toBe(true);
    expect(shown('b')).toEqual(row('b', true));
  });

  it('leaves the row unchanged, logs the refusal and names the row and the reason in a toast', async () => {
    const { list, writes, write, shown } = await setUp();
    const before = shown('b');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const done = list.updateRow('b', { mode: 'pessimistic', write, failure: loggedFailure });
    writes[0]!.fail(new ApiError(409, 'Not allowed'));

    expect(await done).toBe(false);
    // Drawn again as stored (a new object), so the control the operator moved goes back.
    expect(shown('b')).toEqual(row('b'));
    expect(shown('b')).not.toBe(before);
    expect(logged).toHaveBeenCalledWith('Row update failed', expect.any(ApiError));
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Status of Row b not changed: Not allowed' },
    ]);
    expect($dialog.get()).toBeNull();
  });

  it('shows no answer over a list reloaded meanwhile, and still reports a refusal', async () => {
    const { list, writes, write, shown } = await setUp();

    const done = list.updateRow('b', { mode: 'pessimistic', write, failure: dialogFailure });
    await list.reload();
    const reloaded = shown('b');
    writes[0]!.fail(new ApiError(409, 'Not allowed'));

    expect(await done).toBe(false);
    expect(shown('b')).toBe(reloaded);
    expect($dialog.get()).toMatchObject({ title: 'Operation Failed' });
  });

  it('leaves a 401 to the session: the row goes back, no report', async () => {
    const { list, writes, write, shown } = await setUp();
    setSession('t0k3n', { id: 'a'.repeat(24), username: 'admin' });

    const done = list.updateRow('b', {
      mode: 'optimistic',
      change: (r) => ({ ...r, on: true }),
      write,
      failure: dialogFailure,
    });
    writes[0]!.fail(new ApiError(401, 'Invalid or expired token'));

    expect(await done).toBe(false);
    expect(shown('b')).toEqual(row('b'));
    expect($dialog.get()).toBeNull();
  });
});
