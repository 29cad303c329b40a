import { administrators, builtInRoleIds, passwordLinks, sessions } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.js';
import { hashToken } from '../../src/auth/tokens.js';
import { login } from '../support/app.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

/** Invites `username` with `role`; the answer's data (the operator and the link). */
async function invite(username: string, roleId: string = builtInRoleIds.support) {
  const response = await call('POST', '/admin/administrators', { username, roleId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    operator: { id: string; username: string; invited: boolean; role: { name: string } };
    link: string;
    expiresAt: string;
  };
}

const tokenOf = (link: string) => link.split('#')[1]!;
const setPassword = (token: string, password: string) =>
  call('POST', '/admin/set-password', { token, password }, null);

describe('an invitation', () => {
  it('makes an operator who signs in only once the one-time link has set a password', async () => {
    const { operator, link } = await invite('priya');
    expect(operator).toMatchObject({ username: 'priya', invited: true, role: { name: 'Support' } });
    expect(link).toMatch(/^\/set-password#[A-Za-z0-9_-]{43}$/);
    const before = await login(server.app, { username: 'priya', password: 'a fine long password' });
    expect(before.statusCode).toBe(401);

    const set = await setPassword(tokenOf(link), 'a fine long password');
    expect(set.statusCode).toBe(200);
    const signedIn = await login(server.app, {
      username: 'priya',
      password: 'a fine long password',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.adminInfo.role.name).toBe('Support');

    // Once only.
    const again = await setPassword(tokenOf(link), 'another long password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This link is not valid: it was used, or it has expired. Ask for a new one.',
      code: 'auth.link_invalid',
    });
    const listed = (await call('GET', '/admin/administrators')).json().data;
    expect(listed.find((each: { id: string }) => each.id === operator.id)).toMatchObject({
      invited: false,
      openSessions: 1,
    });
  });

  it('sets nothing once expired, nor with a made-up token', async () => {
    const { link } = await invite('late');
    await server.db
      .update(passwordLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordLinks.tokenHash, hashToken(tokenOf(link))));
    expect((await setPassword(tokenOf(link), 'a fine long password')).statusCode).toBe(400);
    expect((await setPassword('A'.repeat(43), 'a fine long password')).statusCode).toBe(400);
    expect(
      (await login(server.app, { username: 'late', password: 'a fine long password' })).statusCode,
    ).toBe(401);
  });

  it('refuses a username taken and a role there is not', async () => {
    await invite('twice');
    const taken = await call('POST', '/admin/administrators', {
      username: 'twice',
      roleId: builtInRoleIds.viewer,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'An operator named twice already exists',
      code: 'operator.duplicate_name',
    });
    const noRole = await call('POST', '/admin/administrators', {
      username: 'nobody',
      roleId: 'abcdefabcdefabcdefabcdef',
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toEqual({ message: 'There is no such role', code: 'role.unknown' });
  });
});

describe("an operator's sessions", () => {
  it('are listed, and one ended stops working at once', async () => {
    const operator = await operatorWithRole(server.db, builtInRoleIds.viewer);
    const other = await createSession(server.db, operator.id, 1);
    const listed = await call('GET', `/admin/administrators/${operator.id}/sessions`);
    expect(listed.statusCode).toBe(200);
    const open = listed.json().data as { id: string; current: boolean }[];
    expect(open).toHaveLength(2);
    expect(open.every((session) => !session.current)).toBe(true);

    const [otherSession] = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(other)));
    const end = () =>
      call('DELETE', `/admin/administrators/${operator.id}/sessions/${otherSession!.id}`);
    expect((await end()).statusCode).toBe(200);

    const me = (token: string) => call('GET', '/admin/me', undefined, token);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(operator.token)).statusCode).toBe(200);
    const left = await call('GET', `/admin/administrators/${operator.id}/sessions`);
    expect(left.json().data).toHaveLength(1);
    const ended = await end();
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({
      message: 'Session not found, or already ended',
      code: 'session.not_found',
    });
  });

  it("mark the caller's own", async () => {
    const mine = (await call('GET', `/admin/administrators/${server.adminId}/sessions`)).json()
      .data as { current: boolean }[];
    expect(mine.filter((session) => session.current)).toHaveLength(1);
  });
});

describe('disabling an operator', () => {
  it('ends their sessions, and enabling them brings none back', async () => {
    const operator = await operatorWithRole(server.db, builtInRoleIds.finance);
    const disable = await call('PUT', `/admin/administrators/${operator.id}/disabled`, {
      disabled: true,
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().data).toMatchObject({ disabled: true, openSessions: 0 });
    expect((await call('GET', '/admin/me', undefined, operator.token)).statusCode).toBe(401);
    const enable = await call('PUT', `/admin/administrators/${operator.id}/disabled`, {
      disabled: false,
    });
    expect(enable.json().data).toMatchObject({ disabled: false });
    expect((await call('GET', '/admin/me', undefined, operator.token)).statusCode).toBe(401);
  });

  it('is refused for oneself', async () => {
    const response = await call('PUT', `/admin/administrators/${server.adminId}/disabled`, {
      disabled: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You cannot disable yourself',
      code: 'operator.disable_self',
    });
  });

  it('is refused for the last enabled Administrator, and for an operator that is gone', async () => {
    const { db } = server;
    const keeper = (
      await call('POST', '/admin/roles', { name: 'Team keeper', permissions: ['team:write'] })
    ).json().data;
    const operator = await operatorWithRole(db, keeper.id);
    // Every other Administrator is disabled for this test, then enabled again.
    const others = (
      await db
        .select({ id: administrators.id, disabledAt: administrators.disabledAt })
        .from(administrators)
        .where(eq(administrators.roleId, builtInRoleIds.administrator))
    ).filter(({ id, disabledAt }) => id !== server.adminId && disabledAt === null);
    const setOthers = (disabledAt: Date | null) =>
      Promise.all(
        others.map(({ id }) =>
          db.update(administrators).set({ disabledAt }).where(eq(administrators.id, id)),
        ),
      );
    await setOthers(new Date());
    const last = await call(
      'PUT',
      `/admin/administrators/${server.adminId}/disabled`,
      { disabled: true },
      operator.token,
    );
    await setOthers(null);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      message: 'This is the last enabled Administrator; it cannot be disabled',
      code: 'operator.last_administrator',
    });
    const gone = await call('PUT', `/admin/administrators/${'0'.repeat(24)}/disabled`, {
      disabled: true,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Operator not found', code: 'operator.not_found' });
  });

  it('needs the team permission', async () => {
    const viewer = await operatorWithRole(server.db, builtInRoleIds.viewer);
    const response = await call(
      'PUT',
      `/admin/administrators/${server.adminId}/disabled`,
      { disabled: true },
      viewer.token,
    );
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/admin/administrators', undefined, viewer.token)).statusCode).toBe(
      200,
    );
  });
});
