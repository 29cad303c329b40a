import { administrators } from '@satchel/db/schema';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase } from '../src/db/client.js';
import { login, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

describe('the first start', () => {
  it('creates the configured administrator on an empty database, and only then', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await buildApp(
      testConfig(databaseUrl, { adminUsername: 'root', adminPassword: 'first password' }),
    );
    expect(first.createdFirstAdmin).toBe(true);
    expect((await login(first, { username: 'root', password: 'first password' })).statusCode).toBe(
      200,
    );
    await first.close();

    // A later start with other settings keeps the existing account as it is.
    const later = await buildApp(
      testConfig(databaseUrl, { adminUsername: 'other', adminPassword: 'second password' }),
    );
    try {
      expect(later.createdFirstAdmin).toBe(false);
      expect(
        (await login(later, { username: 'root', password: 'first password' })).statusCode,
      ).toBe(200);
      expect(
        (await login(later, { username: 'other', password: 'second password' })).statusCode,
      ).toBe(401);
    } finally {
      await later.close();
    }
  });

  it('stores an Argon2id hash, never the password', async () => {
    const databaseUrl = await createTestDatabase();
    const app = await buildApp(testConfig(databaseUrl, { adminPassword: 'plain secret' }));
    await app.close();
    const { db, pool } = connectDatabase(databaseUrl);
    const rows = await db.select().from(administrators);
    await pool.end();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.passwordHash).not.toContain('plain secret');
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('is safe when several instances start at once on one database', async () => {
    const databaseUrl = await createTestDatabase();
    const config = testConfig(databaseUrl);
    const apps = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
    try {
      expect(apps.filter((app) => app.createdFirstAdmin)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
