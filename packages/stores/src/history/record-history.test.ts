import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const couponId = 'c'.repeat(24);
const entryId = 'e'.repeat(24);
const runId = 'b'.repeat(24);

/** A coupon's history of one entry: its deactivation, revertible (or a bulk run's). */
const historyAnswer = (entry: object = {}) => ({
  status: 200,
  body: {
    data: {
      entries: [
        {
          id: entryId,
          createdAt: '2026-11-27T10:00:00.000Z',
          administratorId: null,
          administratorName: 'admin',
          action: 'coupons.update',
          kind: 'coupons',
          recordId: couponId,
          rows: 1,
          requestId: 'req-1',
          address: '127.0.0.1',
          changes: [
            {
              source: 'coupons',
              rowId: couponId,
              operation: 'update',
              before: { isActive: true },
              after: { isActive: false },
            },
          ],
          revertible: true,
          revertibleRunId: null,
          ...entry,
        },
      ],
      total: 1,
      totalPages: 1,
    },
  },
});

startSignedIn();

describe("reverting an entry of a record's history", () => {
  it('reverts the record, says so, and reads its history again', async () => {
    const server = fakeFetch(
      historyAnswer(),
      { status: 200, body: { data: { entryId: 'f'.repeat(24), restored: { isActive: true } } } },
      historyAnswer(),
    );
    const { history, $toasts } = await loadStores();
    history.openHistory({ kind: 'coupons', id: couponId, title: 'Term start' });
    await expect
      .poll(() => history.recordHistory.$feeds.get()[`coupons/${couponId}`]?.items)
      .toHaveLength(1);
    const [entry] = history.recordHistory.$feeds.get()[`coupons/${couponId}`]!.items;

    await history.revertEntry(entry!, { kind: 'coupons', id: couponId });
    expect(server.sent[1]).toMatchObject({
      method: 'POST',
      body: { entryId },
    });
    expect(server.sent[1]!.url).toContain(`/history/coupons/${couponId}/revert`);
    expect(server.sent[2]!.url).toContain(`/history/coupons/${couponId}`);
    expect($toasts.get().map((toast) => toast.message)).toContain('Change reverted');
    expect(history.$revert.get()).toBeNull();
  });

  it('keeps a refusal at its entry, in the server’s words', async () => {
    const message = 'This record has changed since: isActive is now true. Nothing was reverted.';
    fakeFetch(historyAnswer(), { status: 409, body: { message, code: 'resource.conflict' } });
    const { history } = await loadStores();
    history.openHistory({ kind: 'coupons', id: couponId, title: 'Term start' });
    await expect
      .poll(() => history.recordHistory.$feeds.get()[`coupons/${couponId}`]?.items)
      .toHaveLength(1);
    const [entry] = history.recordHistory.$feeds.get()[`coupons/${couponId}`]!.items;

    await history.revertEntry(entry!, { kind: 'coupons', id: couponId });
    expect(history.$revert.get()).toEqual({ entryId, going: false, problem: message });
  });

  it("reverts a bulk run's entry as the whole run, with an Idempotency-Key", async () => {
    const server = fakeFetch(historyAnswer({ revertible: false, revertibleRunId: runId }), {
      status: 200,
      body: {
        data: {
          id: 'd'.repeat(24),
          action: 'coupons.active',
          state: 'queued',
          total: 0,
          done: 0,
          changed: 0,
          skipped: 0,
          skippedRows: [],
          revertsRunId: runId,
          revertedByRunId: null,
          createdAt: '2026-11-27T10:00:00.000Z',
          finishedAt: null,
        },
      },
    });
    const { history } = await loadStores();
    history.openHistory({ kind: 'coupons', id: couponId, title: 'Term start' });
    await expect
      .poll(() => history.recordHistory.$feeds.get()[`coupons/${couponId}`]?.items)
      .toHaveLength(1);
    const [entry] = history.recordHistory.$feeds.get()[`coupons/${couponId}`]!.items;

    await history.revertEntry(entry!, { kind: 'coupons', id: couponId });
    expect(server.sent[1]!.url).toContain(`/bulk-runs/${runId}/revert`);
    expect(server.sent[1]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
