import type { history } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, type RoutedRequest, requestOf } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { openWatched } from '../testing/watched-list.js';

const userId = 'c'.repeat(24);
const runId = 'b'.repeat(24);

/** An entry of the Audit list: a user's status change, revertible, unless said otherwise. */
const entry = (n: number, overrides: Partial<history.AuditEntry> = {}): history.AuditEntry => ({
  id: String(n).padStart(24, 'e'),
  createdAt: '2026-11-27T10:00:00.000Z',
  administratorId: null,
  administratorName: 'admin',
  action: 'users.setStatus',
  kind: 'users',
  recordId: userId,
  rows: 1,
  requestId: `req-${n}`,
  address: '127.0.0.1',
  revertible: true,
  revertibleRunId: null,
  ...overrides,
});

/**
 * The Audit list's server: its entries, newest first; a revert adds its own on top, or is
 * refused (`refusal`) with the server's 409.
 */
const auditServer = (entries: history.AuditEntry[], refusal?: string) => {
  const sent: RoutedRequest[] = [];
  const shown = [...entries];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = requestOf(url, init);
      sent.push(request);
      if (request.path === '/audit') {
        return jsonAnswer({ data: { entries: shown, total: shown.length, totalPages: 1 } });
      }
      if (request.path.endsWith('/revert') && refusal) {
        return jsonAnswer({ message: refusal, code: 'resource.conflict' }, 409);
      }
      if (request.path === `/history/users/${userId}/revert`) {
        shown.unshift(entry(9, { action: 'history.revert' }));
        return jsonAnswer({ data: { entryId: entry(9).id, restored: { status: 'active' } } });
      }
      if (request.path === `/bulk-runs/${runId}/revert`) {
        return jsonAnswer({ data: { id: 'd'.repeat(24), state: 'queued' } });
      }
      // The list's saved views and settings: none.
      return jsonAnswer({ data: request.path.includes('list-views') ? [] : {} });
    }),
  );
  return { sent, posts: () => sent.filter((request) => request.method === 'POST') };
};

startSignedIn();

describe('reverting from the Audit list', () => {
  it("puts the entry's record back as its History view would, and lists the revert on top", async () => {
    const server = auditServer([entry(1)]);
    const stores = await loadStores();
    const { list, close } = await openWatched(stores.history.auditList, stores.$place);
    await expect.poll(() => list.$list.get().items).toHaveLength(1);

    await stores.history.revertAuditEntry(list.$list.get().items[0]!);
    expect(server.posts()).toMatchObject([
      { path: `/history/users/${userId}/revert`, body: { entryId: entry(1).id } },
    ]);
    expect(stores.$toasts.get().map((toast) => toast.message)).toContain('Change reverted');
    expect(list.$list.get().items.map((item) => item.action)).toEqual([
      'history.revert',
      'users.setStatus',
    ]);
    expect(stores.history.$revert.get()).toBeNull();
    close();
  });

  it("reverts a bulk run's entry as the whole run, and keeps a refusal at its entry", async () => {
    const run = entry(2, { recordId: null, revertible: false, revertibleRunId: runId });
    const server = auditServer([run]);
    const stores = await loadStores();
    await stores.history.revertAuditEntry(run);
    expect(server.posts()).toMatchObject([{ path: `/bulk-runs/${runId}/revert` }]);

    const message =
      'This record has changed since: status is now "inactive". Nothing was reverted.';
    auditServer([entry(1)], message);
    const refused = await loadStores();
    await refused.history.revertAuditEntry(entry(1));
    expect(refused.history.$revert.get()).toEqual({
      entryId: entry(1).id,
      going: false,
      problem: message,
    });
  });
});
