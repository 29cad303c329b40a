import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const runId = 'b'.repeat(24);
const run = (state: string, done: number, changed: number, extra: object = {}) => ({
  status: 200,
  body: {
    data: {
      id: runId,
      action: 'users.status',
      state,
      total: 25,
      done,
      changed,
      skipped: 0,
      skippedRows: [],
      revertsRunId: null,
      revertedByRunId: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      finishedAt: null,
      ...extra,
    },
  },
});
const listAnswer = { status: 200, body: { users: [], totalUsers: 0, totalPages: 0 } };
const preview = { status: 200, body: { data: { matching: 25, changing: 20, skipping: 0 } } };

// The run's status is asked every second: wait for what it shows, however long it takes.
const eventually = { timeout: 20_000, interval: 20 };

vi.setConfig({ testTimeout: 60_000 });
startSignedIn();

describe('acting on all matching rows of a list', () => {
  it('counts, asks to confirm, starts with a key, follows the run and reloads the list', async () => {
    const server = fakeFetch(
      listAnswer,
      preview,
      run('queued', 0, 0),
      run('running', 10, 8),
      run('done', 25, 20),
      listAnswer,
    );
    const { usersList, $dialog, closeDialog, $toasts } = await loadStores();
    await usersList.apply({ name: 'asha' });
    usersList.bulk.selectAllMatching();
    expect(usersList.bulk.$allMatching.get()).toBe(true);

    await usersList.bulk.change({ action: 'users.status', status: 'inactive' });
    expect(server.sent[1]).toMatchObject({
      method: 'POST',
      body: { action: 'users.status', status: 'inactive', filters: { name: 'asha' } },
    });
    expect($dialog.get()).toMatchObject({
      type: 'confirm',
      message: '20 of 25 matching rows will change.',
    });

    closeDialog('confirm');
    await vi.waitFor(() => expect(usersList.bulk.$run.get()).not.toBeNull(), eventually);
    expect(server.sent[2]!.url).toMatch(/\/bulk-runs$/);
    expect(server.sent[2]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(usersList.bulk.$run.get()).toMatchObject({ state: 'queued' });

    await vi.waitFor(
      () => expect(usersList.bulk.$run.get()).toMatchObject({ state: 'running', done: 10 }),
      eventually,
    );
    await vi.waitFor(
      () => expect(usersList.bulk.$run.get()).toMatchObject({ state: 'done', changed: 20 }),
      eventually,
    );
    await vi.waitFor(() => expect(server.sent).toHaveLength(6), eventually);
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'success',
      message: 'Done: 20 changed, 0 skipped',
    });
    expect(usersList.bulk.$allMatching.get()).toBe(false);
    // The list reloads with its query.
    expect(server.sent[5]!.url).toMatch(/get-user-admin\?.*name=asha/);
    // Polling has stopped.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.sent).toHaveLength(6);
  });

  it('starts nothing when the operator cancels the confirmation', async () => {
    const server = fakeFetch(listAnswer, preview);
    const { usersList, closeDialog } = await loadStores();
    await usersList.reload();
    await usersList.bulk.change({ action: 'users.status', status: 'inactive' });
    closeDialog('cancel');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.sent).toHaveLength(2);
    expect(usersList.bulk.$run.get()).toBeNull();
  });

  it('cancels the run under way, then reverts it with a new key', async () => {
    const server = fakeFetch(
      listAnswer,
      preview,
      run('running', 5, 5),
      run('running', 5, 5),
      run('cancelled', 5, 5),
      listAnswer,
      { ...run('queued', 0, 0, { id: 'c'.repeat(24), revertsRunId: runId }) },
      { ...run('done', 5, 5, { id: 'c'.repeat(24), total: 5, revertsRunId: runId }) },
      listAnswer,
    );
    const { usersList, closeDialog } = await loadStores();
    await usersList.reload();
    await usersList.bulk.change({ action: 'users.status', status: 'inactive' });
    closeDialog('confirm');
    await vi.waitFor(() => expect(usersList.bulk.$run.get()).not.toBeNull(), eventually);

    await usersList.bulk.cancel();
    expect(server.sent[3]).toMatchObject({ method: 'POST' });
    expect(server.sent[3]!.url).toMatch(`/bulk-runs/${runId}/cancel`);
    await vi.waitFor(
      () => expect(usersList.bulk.$run.get()).toMatchObject({ state: 'cancelled' }),
      eventually,
    );
    await vi.waitFor(() => expect(server.sent).toHaveLength(6), eventually);

    await usersList.bulk.revert();
    expect(server.sent[6]!.url).toMatch(`/bulk-runs/${runId}/revert`);
    expect(server.sent[6]!.headers['idempotency-key']).not.toBe(
      server.sent[2]!.headers['idempotency-key'],
    );
    await vi.waitFor(
      () => expect(usersList.bulk.$run.get()).toMatchObject({ state: 'done', revertsRunId: runId }),
      eventually,
    );
  });

  it('tells a refused count in the error dialog and starts nothing', async () => {
    fakeFetch(listAnswer, { status: 404, body: { message: 'Coupon not found' } });
    const { usersList, $dialog } = await loadStores();
    await usersList.reload();
    await usersList.bulk.change({ action: 'users.assignCoupon', couponId: 'd'.repeat(24) });
    expect($dialog.get()).toMatchObject({ type: 'error', message: 'Coupon not found' });
    expect(usersList.bulk.$run.get()).toBeNull();
  });
});
