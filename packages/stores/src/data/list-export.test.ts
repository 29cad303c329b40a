import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { savedFiles } from '../testing/saved-files.js';
import { startSignedIn } from '../testing/signed-in.js';

startSignedIn();
afterEach(() => {
  vi.useRealTimers();
});

const columns = [
  { id: 'name', heading: 'Name', format: { kind: 'text' } },
  { id: 'createdAt', heading: 'Created', format: { kind: 'dateTime' } },
] as const;

const noUsers = { status: 200, body: { users: [], totalUsers: 0, totalPages: 0 } };
const exportId = 'e'.repeat(24);
const status = (state: string, rowsWritten: number, link?: string) => ({
  status: 200,
  body: {
    data: {
      id: exportId,
      list: 'users',
      state,
      rowsWritten,
      total: 50_000,
      fileName: 'users-2026-11-26.csv',
      ...(link && { link }),
    },
  },
});

/** The links the stores have the browser download (their address and file name). */
const clickedLinks = () => {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return clicked;
};

describe("a list's export", () => {
  it('sends the applied filters and sort with the columns, and saves a small result at once', async () => {
    const server = fakeFetch(noUsers, { status: 200, body: 'Name,Created\r\nAsha,1 Mar 2026\r\n' });
    const saved = savedFiles();
    const { usersList, $toasts } = await loadStores();
    await usersList.apply({ status: 'suspended', name: '  ' });

    expect(await usersList.export(columns)).toBe(true);

    expect(server.sent[1]).toMatchObject({
      url: '/api/v1/exports',
      method: 'POST',
      body: { list: 'users', query: { status: 'suspended', sort: 1 }, columns },
    });
    expect(await saved[0]!.text).toBe('Name,Created\r\nAsha,1 Mar 2026\r\n');
    expect(saved[0]!.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'success',
      message: expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv downloaded$/),
    });
  });

  it('follows a large one: a toast that it started, its progress, then its file and a toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const link = `/api/v1/exports/${exportId}/file?expires=1&signature=abc`;
    const server = fakeFetch(
      noUsers,
      { ...status('running', 0), status: 202 },
      status('running', 20_000),
      status('done', 50_000, link),
    );
    const clicked = clickedLinks();
    const { usersList, $toasts, $exports, EXPORT_POLL_MS } = await loadStores();
    await usersList.reload();

    expect(await usersList.export(columns)).toBe(true);
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'info',
      message: 'Exporting 50,000 rows: the file downloads when it is ready',
    });
    expect($exports.get()).toMatchObject([{ id: exportId, state: 'running', rowsWritten: 0 }]);

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    expect(server.sent[2]!.url).toBe(`/api/v1/exports/${exportId}`);
    expect($exports.get()).toMatchObject([{ state: 'running', rowsWritten: 20_000 }]);
    expect(clicked).toEqual([]);

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    expect($exports.get()).toMatchObject([{ state: 'done', rowsWritten: 50_000, link }]);
    expect(clicked).toEqual([{ href: link, download: 'users-2026-11-26.csv' }]);
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'success',
      message: 'users-2026-11-26.csv is ready',
    });
    // Done: no more progress calls.
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 3);
    expect(server.sent).toHaveLength(4);
  });

  it('says so when a large one fails on the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fakeFetch(noUsers, { ...status('running', 0), status: 202 }, status('failed', 10_000));
    const clicked = clickedLinks();
    const { usersList, $toasts, EXPORT_POLL_MS } = await loadStores();
    await usersList.reload();
    await usersList.export(columns);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    expect($toasts.get().at(-1)).toMatchObject({ variant: 'error', message: 'Export failed' });
    expect(clicked).toEqual([]);
  });

  it('shows a refusal in the error dialog', async () => {
    fakeFetch(noUsers, {
      status: 400,
      body: {
        message: 'The column "Password" shows no field of this list.',
        code: 'request.invalid',
      },
    });
    const { usersList, $dialog } = await loadStores();
    await usersList.reload();
    expect(await usersList.export(columns)).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Export failed',
      message: 'The column "Password" shows no field of this list.',
    });
  });
});
