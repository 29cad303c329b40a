import { describe, expect, it } from 'vitest';
import { ADMIN, login } from '../support/app.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

describe("an operator's preferences", () => {
  it('start with pages loading only on Apply Changes, as the spec has it', async () => {
    const response = await call('GET', '/admin/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { loadPagesAtOnce: false } });
  });

  it('keep a change on the server, for every session of that operator', async () => {
    const saved = await call('PUT', '/admin/preferences', { loadPagesAtOnce: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Preferences saved',
      data: { loadPagesAtOnce: true },
    });

    // Another sign-in of the same operator (another browser) finds it.
    const { data } = (await login(server.app, ADMIN)).json();
    const elsewhere = await call('GET', '/admin/preferences', undefined, data.token);
    expect(elsewhere.json()).toEqual({ data: { loadPagesAtOnce: true } });

    await call('PUT', '/admin/preferences', { loadPagesAtOnce: false });
    expect((await call('GET', '/admin/preferences')).json()).toEqual({
      data: { loadPagesAtOnce: false },
    });
  });

  it('refuse what is not a preference, with a message, and change nothing', async () => {
    for (const body of [{}, { loadPagesAtOnce: 'yes' }, { loadPagesAtOnce: true, theme: 'dark' }]) {
      const response = await call('PUT', '/admin/preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await call('GET', '/admin/preferences')).json()).toEqual({
      data: { loadPagesAtOnce: false },
    });
  });

  it('are only for a signed-in operator', async () => {
    expect((await call('GET', '/admin/preferences', undefined, null)).statusCode).toBe(401);
    const refused = await call('PUT', '/admin/preferences', { loadPagesAtOnce: true }, null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
  });
});
