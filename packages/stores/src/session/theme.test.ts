import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const preferencesAnswer = (theme: string) => ({
  status: 200,
  body: { data: { loadPagesAtOnce: false, theme, language: 'en' } },
});
const savedAnswer = (theme: string) => ({
  status: 200,
  body: { message: 'Preferences saved', data: { loadPagesAtOnce: false, theme, language: 'en' } },
});

startSignedIn();

describe("the operator's theme", () => {
  it("follows the system until chosen, and then is the server's word, kept for the next load", async () => {
    const server = fakeFetch(preferencesAnswer('dark'));
    server.hold();
    const { $theme } = await loadStores();
    const unwatch = $theme.listen(() => {});
    expect($theme.get()).toBe('system');

    server.release();
    await vi.waitFor(() => expect($theme.get()).toBe('dark'));
    expect(server.sent[0]).toMatchObject({ method: 'GET', url: '/api/v1/admin/preferences' });
    expect(localStorage.getItem('theme')).toBe('dark');
    unwatch();
  });

  it("paints the browser's last theme first, then the server's answer wins", async () => {
    localStorage.setItem('theme', 'dark');
    const server = fakeFetch(preferencesAnswer('light'));
    server.hold();
    const { $theme } = await loadStores();
    const unwatch = $theme.listen(() => {});
    expect($theme.get()).toBe('dark');

    // Another browser chose light meanwhile.
    server.release();
    await vi.waitFor(() => expect($theme.get()).toBe('light'));
    expect(localStorage.getItem('theme')).toBe('light');
    unwatch();
  });

  it('reads anything unreadable in the browser as the system theme', async () => {
    localStorage.setItem('theme', 'sepia');
    fakeFetch({ status: 404, body: { message: 'Not found' } });
    const { $theme } = await loadStores();
    expect($theme.get()).toBe('system');
  });

  it('switches at once when chosen, and saves only the theme', async () => {
    const server = fakeFetch(preferencesAnswer('system'), savedAnswer('dark'));
    const { $preferences, $theme, setTheme } = await loadStores();
    const unwatch = $theme.listen(() => {});
    await vi.waitFor(() => expect($preferences.get()).toBeDefined());

    server.hold();
    const saving = setTheme('dark');
    expect($theme.get()).toBe('dark');
    server.release();
    expect(await saving).toBe(true);
    expect(server.sent[1]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/admin/preferences',
      body: { theme: 'dark' },
    });
    expect($theme.get()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    unwatch();
  });

  it('goes back to what it was when the server refuses, and says so', async () => {
    fakeFetch(preferencesAnswer('light'), { status: 500, body: { message: 'Database down' } });
    const { $dialog, $theme, setTheme } = await loadStores();
    const unwatch = $theme.listen(() => {});
    await vi.waitFor(() => expect($theme.get()).toBe('light'));

    expect(await setTheme('dark')).toBe(false);
    expect($theme.get()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect($dialog.get()).toMatchObject({ title: 'Saving Preferences Failed' });
    unwatch();
  });
});
