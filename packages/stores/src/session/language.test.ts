import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

const preferences = (language: string) => ({ loadPagesAtOnce: false, theme: 'system', language });

startSignedIn();

/** The console loading again, which the tests only count. */
const reloads = () => vi.spyOn(window.location, 'reload').mockImplementation(() => {});

describe('the language the console loads in', () => {
  it("is the browser's first language the console speaks, until one is remembered", async () => {
    const { languageToBoot } = await loadStores();
    expect(languageToBoot(['hi-IN', 'en-IN'])).toBe('hi');
    expect(languageToBoot(['fr-FR', 'en-GB', 'hi'])).toBe('en');
    expect(languageToBoot(['ta-IN'])).toBe('en');

    localStorage.setItem('language', 'hi');
    const again = await loadStores();
    expect(again.languageToBoot(['en-US'])).toBe('hi');
    localStorage.setItem('language', 'klingon');
    expect((await loadStores()).languageToBoot(['en-US'])).toBe('en');
  });

  it("is the operator's once the server says it: remembered here, and the console loads again", async () => {
    const reload = reloads();
    fakeFetch({ status: 200, body: { data: preferences('hi') } });
    const { followOperatorLanguage } = await loadStores();
    const unfollow = followOperatorLanguage('en');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem('language')).toBe('hi');
    unfollow();
  });

  it('loads nothing again when the operator speaks the language installed', async () => {
    const reload = reloads();
    fakeFetch({ status: 200, body: { data: preferences('hi') } });
    const { $preferences, followOperatorLanguage } = await loadStores();
    const unfollow = followOperatorLanguage('hi');
    await vi.waitFor(() => expect($preferences.get()).toBeDefined());
    expect(reload).not.toHaveBeenCalled();
    unfollow();
  });

  it('is chosen by saving it first: the console loads again only once the server keeps it', async () => {
    const reload = reloads();
    const server = fakeFetch(
      { status: 200, body: { data: preferences('en') } },
      { status: 500, body: { message: 'Internal server error', code: 'server.internal' } },
      { status: 200, body: { message: 'Preferences saved', data: preferences('hi') } },
    );
    const { $dialog, $preferences, followOperatorLanguage, setLanguage } = await loadStores();
    const unfollow = followOperatorLanguage('en');
    await vi.waitFor(() => expect($preferences.get()).toBeDefined());

    expect(await setLanguage('hi')).toBe(false);
    expect($dialog.get()).toMatchObject({ title: 'Saving Preferences Failed' });
    expect(reload).not.toHaveBeenCalled();

    expect(await setLanguage('hi')).toBe(true);
    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', body: { language: 'hi' } });
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('language')).toBe('hi');
    unfollow();
  });
});
