import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const preferencesAnswer = (loadPagesAtOnce: boolean) => ({
  status: 200,
  body: { data: { loadPagesAtOnce, theme: 'system', language: 'en' } },
});
const usersPage = { status: 200, body: { users: [], totalUsers: 30, totalPages: 3 } };
const pageAsked = (url: string) => new URL(url, 'http://x').searchParams.get('page');

startSignedIn();

describe("the operator's preferences", () => {
  it('are read from the server while the shell shows them', async () => {
    const server = fakeFetch(preferencesAnswer(true));
    const { $loadPagesAtOnce } = await loadStores();
    const unwatch = $loadPagesAtOnce.listen(() => {});

    await vi.waitFor(() => expect($loadPagesAtOnce.get()).toBe(true));
    expect(server.sent[0]).toMatchObject({ method: 'GET', url: '/api/v1/admin/preferences' });
    unwatch();
  });

  it('keep the spec rule by default: Next only changes the pending page until Apply', async () => {
    const server = fakeFetch(preferencesAnswer(false), usersPage);
    const { $loadPagesAtOnce, usersList } = await loadStores();
    const unwatch = $loadPagesAtOnce.listen(() => {});
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    await usersList.open();

    usersList.setPage(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.sent.map((request) => pageAsked(request.url))).toEqual([null, '1']);
    unwatch();
  });

  it('when chosen, make Next and Previous load their page at once, and the choice is saved', async () => {
    const server = fakeFetch(
      preferencesAnswer(false),
      usersPage,
      {
        status: 200,
        body: {
          message: 'Preferences saved',
          data: { loadPagesAtOnce: true, theme: 'system', language: 'en' },
        },
      },
      usersPage,
    );
    const { $loadPagesAtOnce, usersList, setLoadPagesAtOnce } = await loadStores();
    const unwatch = $loadPagesAtOnce.listen(() => {});
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    await usersList.open();

    expect(await setLoadPagesAtOnce(true)).toBe(true);
    expect(server.sent[2]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/admin/preferences',
      body: { loadPagesAtOnce: true },
    });
    expect($loadPagesAtOnce.get()).toBe(true);

    usersList.setPage(2);
    await vi.waitFor(() => expect(server.sent).toHaveLength(4));
    expect(pageAsked(server.sent[3]!.url)).toBe('2');
    await vi.waitFor(() => expect(usersList.$list.get().shown?.page).toBe(2));
    unwatch();
  });

  it('go back to what they were when the server refuses a change', async () => {
    fakeFetch(preferencesAnswer(false), { status: 500, body: { message: 'Database down' } });
    const { $dialog, $loadPagesAtOnce, setLoadPagesAtOnce } = await loadStores();
    const unwatch = $loadPagesAtOnce.listen(() => {});
    await vi.waitFor(() => expect($loadPagesAtOnce.get()).toBe(false));

    expect(await setLoadPagesAtOnce(true)).toBe(false);
    expect($loadPagesAtOnce.get()).toBe(false);
    expect($dialog.get()).toMatchObject({ title: 'Saving Preferences Failed' });
    unwatch();
  });
});
