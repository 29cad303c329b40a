import { allPermissions } from '@satchel/api';
import { administrators, builtInRoleIds, sessions } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.js';
import { LISTENER_NAME } from '../src/db/notification-listener.js';
import { logout, signIn, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

let databaseUrl: string;
let app: FastifyInstance;
let database: DatabaseConnection;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await buildApp(testConfig(databaseUrl));
  database = connectDatabase(databaseUrl);
});
afterAll(async () => {
  await app.close();
  await database.pool.end();
});

async function addAdmin(username: string, password: string) {
  const [row] = await database.db
    .insert(administrators)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

const me = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/admin/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('the bearer token on a protected call (logout)', () => {
  it('is accepted when valid', async () => {
    const response = await logout(app, await signIn(app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logout successful' });
  });

  it('is required', async () => {
    const response = await logout(app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authorization token is missing',
      code: expect.any(String),
    });
  });

  it('is refused when it is garbage', async () => {
    for (const token of ['garbage', 'x'.repeat(43), '']) {
      const response = await logout(app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('is refused once revoked by logout', async () => {
    const token = await signIn(app);
    expect((await logout(app, token)).statusCode).toBe(200);
    const again = await logout(app, token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid or expired token', code: expect.any(String) });
  });

  it('of one session stays valid when another session logs out', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    await logout(app, first);
    expect((await logout(app, second)).statusCode).toBe(200);
  });

  it('is refused after it expires', async () => {
    // A TTL of zero hours: the token is already past its expiry at the next request.
    const shortLived = await buildApp(testConfig(databaseUrl, { tokenTtlHours: 0 }));
    try {
      const token = await signIn(shortLived);
      expect((await logout(shortLived, token)).statusCode).toBe(401);
      // The same token check in the long-TTL app refuses it too: expiry is stored, not computed.
      expect((await logout(app, token)).statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('is refused when its administrator is disabled, and that administrator cannot sign in', async () => {
    const account = await addAdmin('soon-disabled', 'a fine password');
    const credentials = { username: 'soon-disabled', password: 'a fine password' };
    const token = await signIn(app, credentials);
    await database.db
      .update(administrators)
      .set({ disabledAt: new Date() })
      .where(eq(administrators.id, account.id));

    expect((await logout(app, token)).statusCode).toBe(401);
    await expect(signIn(app, credentials)).rejects.toThrow(/Invalid username or password/);
  });
});

describe('disabling an administrator', () => {
  it('ends its sessions for good: enabling it again revives no old token', async () => {
    const account = await addAdmin('disabled-then-enabled', 'a fine password');
    const credentials = { username: 'disabled-then-enabled', password: 'a fine password' };
    const before = await signIn(app, credentials);
    // The token is checked (and remembered by the session cache) while the account is enabled.
    expect((await me(before)).statusCode).toBe(200);
    const setDisabled = (disabledAt: Date | null) =>
      database.db
        .update(administrators)
        .set({ disabledAt })
        .where(eq(administrators.id, account.id));

    await setDisabled(new Date());
    await expect.poll(async () => (await me(before)).statusCode).toBe(401);
    await setDisabled(null);

    expect((await me(before)).statusCode).toBe(401);
    const after = await signIn(app, credentials);
    expect((await me(after)).statusCode).toBe(200);
  });
});

describe('GET /admin/me', () => {
  it('names the administrator the token belongs to', async () => {
    const response = await me(await signIn(app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        adminInfo: {
          id: expect.stringMatching(/^[0-9a-f]{24}$/),
          username: 'admin',
          // The first administrator is an Administrator: every permission there is.
          role: { id: builtInRoleIds.administrator, name: 'Administrator' },
          permissions: expect.arrayContaining([...allPermissions]),
        },
      },
    });
  });

  it('answers 401 without a token, with a garbage one and after logout', async () => {
    const token = await signIn(app);
    await logout(app, token);
    for (const response of [await me(), await me('garbage'), await me(token)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('a token this instance has already found good', () => {
  const me = (on: FastifyInstance, token: string) =>
    on
      .inject({
        method: 'GET',
        url: '/api/v1/admin/me',
        headers: { authorization: `Bearer ${token}` },
      })
      .then((response) => response.statusCode);

  it('is remembered: a change nobody is told of goes unseen (why every change notifies)', async () => {
    const token = await signIn(app);
    expect(await me(app, token)).toBe(200);
    await database.pool.query('alter table sessions disable trigger sessions_changed');
    try {
      await database.db.update(sessions).set({ revokedAt: new Date() });
      expect(await me(app, token)).toBe(200);
    } finally {
      await database.pool.query('alter table sessions enable trigger sessions_changed');
    }
    // Told now: any later change to sessions reaches every instance.
    await database.db.update(sessions).set({ expiresAt: new Date() });
    await expect.poll(() => me(app, token)).toBe(401);
  });

  it('is refused here once another instance logs it out', async () => {
    const other = await buildApp(testConfig(databaseUrl));
    try {
      const token = await signIn(app);
      expect(await me(app, token)).toBe(200);
      expect((await logout(other, token)).statusCode).toBe(200);
      await expect.poll(() => me(app, token)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('is refused once its administrator is disabled or its session deleted elsewhere', async () => {
    const account = await addAdmin('disabled-later', 'a fine password');
    const token = await signIn(app, { username: 'disabled-later', password: 'a fine password' });
    expect(await me(app, token)).toBe(200);
    await database.db
      .update(administrators)
      .set({ disabledAt: new Date() })
      .where(eq(administrators.id, account.id));
    await expect.poll(() => me(app, token)).toBe(401);

    const kept = await signIn(app);
    expect(await me(app, kept)).toBe(200);
    await database.db.delete(sessions);
    await expect.poll(() => me(app, kept)).toBe(401);
  });

  it('is checked again after the change feed was lost and heard again', async () => {
    const token = await signIn(app);
    expect(await me(app, token)).toBe(200);
    const listeners = () =>
      database.pool
        .query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_NAME],
        )
        .then(({ rows }) => rows.map((row) => row.pid));
    const [lost] = await listeners();
    await database.pool.query('select pg_terminate_backend($1)', [lost]);
    // The instance connects again on its own.
    await expect
      .poll(async () => {
        const now = await listeners();
        return now.length === 1 && now[0] !== lost;
      })
      .toBe(true);
    await database.db.update(sessions).set({ revokedAt: new Date() });
    await expect.poll(() => me(app, token)).toBe(401);
  });
});
