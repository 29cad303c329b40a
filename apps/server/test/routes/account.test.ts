import { builtInRoleIds, roles, twoStepSecrets } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/auth/login-limits.js';
import { freshAddress, login } from '../support/app.js';
import { operatorWithPassword } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

/** The code an authenticator with `secret` shows `stepsAhead` steps of 30 seconds from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** A Support operator, signed in with their password (no two-step sign-in yet). */
async function signedInOperator(roleId = builtInRoleIds.support) {
  const { id, username, password } = await operatorWithPassword(server.db, roleId);
  const signedIn = await login(server.app, { username, password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { id, username, password, token: signedIn.json().data.token as string };
}

/** Sets up two-step sign-in for the operator signed in with `token`: its secret and codes. */
async function setUpTwoStep(token: string) {
  const started = await call('POST', '/admin/account/two-step/setup', undefined, token);
  expect(started.statusCode, started.body).toBe(201);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await call(
    'POST',
    '/admin/account/two-step/confirm',
    { code: codeOf(secret) },
    token,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

const credentialsOf = ({ username, password }: { username: string; password: string }) => ({
  username,
  password,
});

const twoStepOf = async (token: string) =>
  (await call('GET', '/admin/account/two-step', undefined, token)).json().data;

afterAll(async () => {
  // The switch is the Support role's for every test that set it; nothing else shares it.
  await server.db.update(roles).set({ twoStepRequired: false });
});

describe('setting up two-step sign-in', () => {
  it('shows the secret once, as text, link and QR code, and turns on with a right code', async () => {
    const { token, username } = await signedInOperator();
    expect(await twoStepOf(token)).toEqual({
      enabled: false,
      requiredByRole: false,
      recoveryCodesLeft: 0,
    });
    const started = await call('POST', '/admin/account/two-step/setup', undefined, token);
    const { secret, uri, qrSvg } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Satchel%20Admin:${username}?issuer=Satchel%20Admin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);

    const wrong = await call(
      'POST',
      '/admin/account/two-step/confirm',
      { code: codeOf(secret) === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'That code is not right: enter the six digits your app shows now',
      code: 'auth.setup_code_wrong',
    });
    expect((await twoStepOf(token)).enabled).toBe(false);

    const confirmed = await call(
      'POST',
      '/admin/account/two-step/confirm',
      { code: codeOf(secret) },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await twoStepOf(token)).toEqual({
      enabled: true,
      requiredByRole: false,
      recoveryCodesLeft: 10,
    });

    // Never answered again: a new setup is refused while it is on.
    const again = await call('POST', '/admin/account/two-step/setup', undefined, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Two-step sign-in is on already; turn it off first to set it up again',
      code: 'auth.two_step_on',
    });
    expect(again.body).not.toContain(secret);
  });

  it('keeps the secret encrypted at rest: the stored value is not the secret', async () => {
    const { id, token, username, password } = await signedInOperator();
    const { secret } = await setUpTwoStep(token);
    const [stored] = await server.db
      .select({ secret: twoStepSecrets.secret })
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.adminId, id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.secret).toMatch(/^v1\./);
    // What is stored is what the server's key opens, for this operator alone.
    expect(server.app.secretSeal.open(id, stored!.secret)).toBe(secret);
    const signedIn = await login(server.app, { username, password, code: codeOf(secret, 1) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('keeps the secret and the recovery codes out of history', async () => {
    const { id, token } = await signedInOperator();
    const { secret, recoveryCodes } = await setUpTwoStep(token);
    const { rows } = await server.db.execute(
      sql`select before::text || ' ' || after::text as fields from audit_changes
        where kind = 'administrators' and record_id = ${id}
        and source in ('two_step_secrets', 'recovery_codes')`,
    );
    // The secret made (insert) and confirmed (update), and ten codes made.
    expect(rows.length).toBe(12);
    const recorded = rows.map((row) => String(row.fields)).join('\n');
    expect(recorded).toContain('confirmed_at');
    expect(recorded).not.toContain(secret);
    expect(recorded).not.toMatch(/code_hash|"secret"|last_used_step/);
    for (const code of recoveryCodes) expect(recorded).not.toContain(code);
  });
});

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the right password; a right code signs in, once', async () => {
    const operator = await signedInOperator();
    const { secret } = await setUpTwoStep(operator.token);
    const address = freshAddress();
    const credentials = { username: operator.username, password: operator.password };

    const noCode = await login(server.app, credentials, address);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      message: 'Enter the code from your authenticator app',
      code: 'auth.code_required',
    });
    const wrongPassword = await login(server.app, { ...credentials, password: 'nope nope' });
    expect(wrongPassword.json().code).toBe('auth.credentials_wrong');

    // The step after the one setup used: a code is good once.
    const code = codeOf(secret, 1);
    const signedIn = await login(server.app, { ...credentials, code }, address);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.adminInfo.twoStepSetupRequired).toBeUndefined();

    const reused = await login(server.app, { ...credentials, code }, address);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      message: 'That code is not right, or was used already',
      code: 'auth.code_invalid',
    });
    const made = await login(server.app, { ...credentials, code: 'abc' }, address);
    expect(made.json().code).toBe('auth.code_invalid');
  });

  it('takes each recovery code once, instead of a code', async () => {
    const operator = await signedInOperator();
    const { recoveryCodes } = await setUpTwoStep(operator.token);
    const credentials = { username: operator.username, password: operator.password };
    const [first] = recoveryCodes;

    // As typed: in capitals, with spaces around.
    const typed = ` ${first!.toUpperCase()} `;
    expect((await login(server.app, { ...credentials, code: typed })).statusCode).toBe(200);
    const again = await login(server.app, { ...credentials, code: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.code_invalid');
    expect((await twoStepOf(operator.token)).recoveryCodesLeft).toBe(9);
  });

  it('counts a wrong code as a failed sign-in: the limits stop guessing', async () => {
    const operator = await signedInOperator();
    const { secret } = await setUpTwoStep(operator.token);
    const credentials = { username: operator.username, password: operator.password };
    const address = freshAddress();
    const right = codeOf(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndAddress; i++) {
      const answer = await login(server.app, { ...credentials, code: wrong }, address);
      expect(answer.statusCode).toBe(401);
    }
    const blocked = await login(server.app, { ...credentials, code: right }, address);
    expect(blocked.statusCode).toBe(429);
    // Asking for the code step does not count: a right password alone is not a failure.
    const elsewhere = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndAddress + 1; i++) {
      expect((await login(server.app, credentials, elsewhere)).json().code).toBe(
        'auth.code_required',
      );
    }
    expect((await login(server.app, { ...credentials, code: right }, elsewhere)).statusCode).toBe(
      200,
    );
  });

  it('turns off with the current password, unless the role requires it', async () => {
    const operator = await signedInOperator();
    await setUpTwoStep(operator.token);
    const off = (password: string) =>
      call('POST', '/admin/account/two-step/off', { password }, operator.token);
    const wrong = await off('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.password_wrong');

    await server.db
      .update(roles)
      .set({ twoStepRequired: true })
      .where(eq(roles.id, builtInRoleIds.support));
    const kept = await off(operator.password);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({
      message: 'Your role requires two-step sign-in: it cannot be turned off',
      code: 'auth.two_step_kept',
    });
    await server.db
      .update(roles)
      .set({ twoStepRequired: false })
      .where(eq(roles.id, builtInRoleIds.support));

    expect((await off(operator.password)).statusCode).toBe(200);
    expect((await off(operator.password)).json()).toEqual({
      message: 'Two-step sign-in is off already',
      code: 'auth.two_step_off',
    });
    const unstarted = await call(
      'POST',
      '/admin/account/two-step/confirm',
      { code: '000000' },
      operator.token,
    );
    expect(unstarted.json()).toEqual({
      message: 'Start the setup first: there is no code to check against',
      code: 'auth.setup_not_started',
    });
    expect(await twoStepOf(operator.token)).toMatchObject({ enabled: false });
    const plain = await login(server.app, {
      username: operator.username,
      password: operator.password,
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe('two-step sign-in required by a role', () => {
  it("is an Administrator's switch; the role's operators must set it up before anything else", async () => {
    const viewer = await signedInOperator(builtInRoleIds.viewer);
    const refused = await call(
      'PUT',
      `/admin/sign-in-rules/roles/${builtInRoleIds.finance}`,
      { twoStepRequired: true },
      viewer.token,
    );
    expect(refused.statusCode).toBe(403);

    const finance = await signedInOperator(builtInRoleIds.finance);
    const switched = await call('PUT', `/admin/sign-in-rules/roles/${builtInRoleIds.finance}`, {
      twoStepRequired: true,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().message).toBe('Finance operators must now use two-step sign-in');
    const listed = (await call('GET', '/admin/sign-in-rules/roles')).json().data;
    expect(listed[0]).toEqual({
      id: builtInRoleIds.administrator,
      name: 'Administrator',
      twoStepRequired: false,
    });
    expect(listed).toContainEqual({
      id: builtInRoleIds.finance,
      name: 'Finance',
      twoStepRequired: true,
    });

    // Signed in already: from the next call on, only setting it up is theirs.
    const blocked = await call('GET', '/dashboard/glance', undefined, finance.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('auth.two_step_setup_required');
    // Signing in again says so, and nothing else is open until it is set up.
    const signedIn = await login(server.app, credentialsOf(finance));
    expect(signedIn.statusCode).toBe(200);
    const { token, adminInfo } = signedIn.json().data;
    expect(adminInfo.twoStepSetupRequired).toBe(true);
    const me = await call('GET', '/admin/me', undefined, token);
    expect(me.json().data.adminInfo.twoStepSetupRequired).toBe(true);
    expect((await call('GET', '/admin/account/sign-ins', undefined, token)).statusCode).toBe(403);

    await setUpTwoStep(token);
    expect((await call('GET', '/dashboard/glance', undefined, token)).statusCode).toBe(200);
    const after = await call('GET', '/admin/me', undefined, token);
    expect(after.json().data.adminInfo.twoStepSetupRequired).toBeUndefined();

    await call('PUT', `/admin/sign-in-rules/roles/${builtInRoleIds.finance}`, {
      twoStepRequired: false,
    });
  });
});

describe("changing one's own password", () => {
  it('needs the current password; other sessions end when asked', async () => {
    const operator = await signedInOperator();
    const other = (await login(server.app, credentialsOf(operator))).json().data.token as string;
    const change = (body: object) => call('POST', '/admin/account/password', body, operator.token);

    const wrong = await change({
      currentPassword: 'not it at all',
      newPassword: 'a new long password',
      endOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Your current password is not right',
      code: 'auth.password_wrong',
    });
    const short = await change({
      currentPassword: operator.password,
      newPassword: 'short',
      endOtherSessions: false,
    });
    expect(short.statusCode).toBe(400);
    const same = await change({
      currentPassword: operator.password,
      newPassword: operator.password,
      endOtherSessions: false,
    });
    expect(same.json()).toEqual({
      message: 'The new password is the one you have; choose another',
      code: 'auth.password_same',
    });

    const changed = await change({
      currentPassword: operator.password,
      newPassword: 'a new long password',
      endOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Password changed; you are signed out everywhere else',
      data: { sessionsEnded: 1 },
    });
    expect((await call('GET', '/admin/me', undefined, other)).statusCode).toBe(401);
    expect((await call('GET', '/admin/me', undefined, operator.token)).statusCode).toBe(200);
    const credentials = { username: operator.username, password: operator.password };
    expect((await login(server.app, credentials)).statusCode).toBe(401);
    const renewed = { ...credentials, password: 'a new long password' };
    expect((await login(server.app, renewed)).statusCode).toBe(200);
  });

  it('keeps the other sessions when not asked to end them', async () => {
    const operator = await signedInOperator();
    const other = (await login(server.app, credentialsOf(operator))).json().data.token as string;
    const changed = await call(
      'POST',
      '/admin/account/password',
      {
        currentPassword: operator.password,
        newPassword: 'another long password',
        endOtherSessions: false,
      },
      operator.token,
    );
    expect(changed.json()).toEqual({ message: 'Password changed', data: { sessionsEnded: 0 } });
    expect((await call('GET', '/admin/me', undefined, other)).statusCode).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in', async () => {
    const operator = await signedInOperator();
    const attempt = () =>
      call(
        'POST',
        '/admin/account/password',
        { currentPassword: 'guess guess', newPassword: 'whatever long', endOtherSessions: false },
        operator.token,
      );
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.failuresPerAccountAndAddress; i++) {
      statuses.push((await attempt()).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('signing out everywhere else', () => {
  it("ends every session of the caller's but this one, and nobody else's", async () => {
    const operator = await signedInOperator();
    const others = [
      (await login(server.app, credentialsOf(operator))).json().data.token as string,
      (await login(server.app, credentialsOf(operator))).json().data.token as string,
    ];
    const ended = await call('POST', '/admin/account/sign-out-others', undefined, operator.token);
    expect(ended.json()).toEqual({
      message: 'Signed out of 2 other sessions',
      data: { sessionsEnded: 2 },
    });
    for (const token of others) {
      expect((await call('GET', '/admin/me', undefined, token)).statusCode).toBe(401);
    }
    expect((await call('GET', '/admin/me', undefined, operator.token)).statusCode).toBe(200);
    // The first administrator's session is not theirs.
    expect((await call('GET', '/admin/me')).statusCode).toBe(200);
  });
});

describe('sign-in history', () => {
  it('lists my sign-ins, failed ones and sign-outs with time and address, to me alone', async () => {
    const operator = await signedInOperator();
    const address = freshAddress();
    await login(server.app, { username: operator.username, password: 'wrong password' }, address);
    const second = (await login(server.app, credentialsOf(operator), address)).json().data
      .token as string;
    await login(server.app, credentialsOf(operator), address);
    await call('POST', '/admin/logout', undefined, second);
    // Ends the third session.
    await call('POST', '/admin/account/sign-out-others', undefined, operator.token);

    const history = await call('GET', '/admin/account/sign-ins', undefined, operator.token);
    expect(history.statusCode).toBe(200);
    const { entries, total } = history.json().data as {
      entries: { id: string; action: string; address: string }[];
      total: number;
    };
    expect(total).toBe(6);
    expect(entries.map((entry) => entry.action)).toEqual([
      'account.signOutOthers',
      'admin.logout',
      'admin.login',
      'admin.login',
      'admin.loginFailed',
      'admin.login',
    ]);
    expect(entries[2]).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      action: 'admin.login',
      address,
      administratorName: operator.username,
    });
    expect(entries[4]).toMatchObject({ address, administratorName: null });
    // Another operator's history has none of it.
    const mine = (await call('GET', '/admin/account/sign-ins')).json().data.entries as {
      id: string;
    }[];
    expect(mine.map((entry) => entry.id)).not.toContain(entries[0]!.id);
  });

  it('pages as every list does: each page starts after the last entry of the one before', async () => {
    const operator = await signedInOperator();
    const address = freshAddress();
    for (let n = 0; n < 4; n += 1) await login(server.app, credentialsOf(operator), address);
    const page = async (query: string) => {
      const answer = await call(
        'GET',
        `/admin/account/sign-ins?${query}`,
        undefined,
        operator.token,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        entries: { id: string }[];
        total: number;
        totalPages: number;
      };
    };
    const all = await page('limit=100');
    expect(all.entries).toHaveLength(5);
    const first = await page('limit=2');
    expect(first).toMatchObject({ total: 5, totalPages: 3 });
    // A sign-in made meanwhile shifts nothing: the next page starts after the last one shown.
    await login(server.app, credentialsOf(operator), address);
    const second = await page(`limit=2&page=2&after=${first.entries[1]!.id}`);
    const third = await page(`limit=2&page=3&after=${second.entries[1]!.id}`);
    expect(
      [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id),
    ).toEqual(all.entries.map((entry) => entry.id));
    expect((await call('GET', '/admin/account/sign-ins?limit=101')).statusCode).toBe(400);
  });
});
