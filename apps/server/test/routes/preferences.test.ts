import { describe, expect, it } from 'vitest';
import { ADMIN, login } from '../support/app.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

/** What an operator who never chose has: the spec's paging, the system's theme, English. */
const untouched = { loadPagesAtOnce: false, theme: 'system', language: 'en' };

describe("an operator's preferences", () => {
  it("start with the spec's paging, the system's theme and English", async () => {
    const response = await call('GET', '/admin/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: untouched });
  });

  it('keep a change on the server, for every session of that operator', async () => {
    const saved = await call('PATCH', '/admin/preferences', { loadPagesAtOnce: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Preferences saved',
      data: { ...untouched, loadPagesAtOnce: true },
    });

    // Only what is sent changes: the theme leaves the paging as it was.
    const dark = await call('PATCH', '/admin/preferences', { theme: 'dark' });
    expect(dark.json().data).toEqual({ ...untouched, loadPagesAtOnce: true, theme: 'dark' });

    // Another sign-in of the same operator (another browser) finds both.
    const { data } = (await login(server.app, ADMIN)).json();
    const elsewhere = await call('GET', '/admin/preferences', undefined, data.token);
    expect(elsewhere.json()).toEqual({
      data: { ...untouched, loadPagesAtOnce: true, theme: 'dark' },
    });

    const hindi = await call('PATCH', '/admin/preferences', { language: 'hi', theme: 'light' });
    expect(hindi.json().data).toEqual({
      loadPagesAtOnce: true,
      theme: 'light',
      language: 'hi',
    });

    await call('PATCH', '/admin/preferences', untouched);
    expect((await call('GET', '/admin/preferences')).json()).toEqual({ data: untouched });
  });

  it('refuse what is not a preference, with a message and a code, and change nothing', async () => {
    const refusals: [object, string][] = [
      [{}, 'body must name at least 1 field'],
      [{ loadPagesAtOnce: 'yes' }, 'loadPagesAtOnce must be'],
      [{ theme: 'sepia' }, 'theme must be one of system, light, dark'],
      [{ theme: 'DARK' }, 'theme must be one of system, light, dark'],
      [{ theme: null }, 'theme must be one of system, light, dark'],
      [{ language: 'fr' }, 'language must be one of en, hi'],
      [{ theme: 'dark', fontSize: 'large' }, 'fontSize is not a field of this call'],
      [[{ theme: 'dark' }], 'body must be'],
    ];
    for (const [body, message] of refusals) {
      const response = await call('PATCH', '/admin/preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        message: expect.stringContaining(message),
        code: expect.any(String),
      });
    }
    // The old whole-object PUT is not a second way to change them.
    expect((await call('PUT', '/admin/preferences', untouched)).statusCode).toBe(404);
    expect((await call('GET', '/admin/preferences')).json()).toEqual({ data: untouched });
  });

  it('are only for a signed-in operator', async () => {
    expect((await call('GET', '/admin/preferences', undefined, null)).statusCode).toBe(401);
    const refused = await call('PATCH', '/admin/preferences', { theme: 'dark' }, null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
  });
});
