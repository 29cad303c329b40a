import { randomBytes } from 'node:crypto';
import { builtInRoleIds, twoStepSecrets } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { SealedSecretError, secretSeal } from '../src/auth/sealed-secrets.js';
import { ConfigError } from '../src/config.js';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.js';
import { login, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { operatorWithPassword } from './support/operators.js';

const adminId = 'a'.repeat(24);
const secret = new Secret({ size: 20 }).base32;

describe('sealing an authenticator secret (AES-256-GCM)', () => {
  const seal = secretSeal(randomBytes(32));

  it('keeps something else than the secret, which the key opens for its operator', () => {
    const sealed = seal.seal(adminId, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(seal.open(adminId, sealed)).toBe(secret);
    // A new nonce each time: the same secret is never stored twice alike.
    expect(seal.seal(adminId, secret)).not.toBe(sealed);
  });

  it('does not open with another key, for another operator, or altered', () => {
    const sealed = seal.seal(adminId, secret);
    expect(() => secretSeal(randomBytes(32)).open(adminId, sealed)).toThrow(SealedSecretError);
    expect(() => seal.open('b'.repeat(24), sealed)).toThrow(SealedSecretError);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => seal.open(adminId, altered)).toThrow(SealedSecretError);
    expect(() => seal.open(adminId, secret)).toThrow(
      'A stored authenticator secret does not open with ENCRYPTION_KEY',
    );
  });
});

describe('the secrets a server keeps, at its start', () => {
  let databaseUrl: string;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    connection = connectDatabase(databaseUrl);
  }, 120_000);
  afterAll(() => connection.pool.end());

  const storedSecret = async (id: string) => {
    const [row] = await connection.db
      .select({ secret: twoStepSecrets.secret })
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.adminId, id));
    return row!.secret;
  };

  it('are encrypted when a server before encryption kept them as they were, and still sign in', async () => {
    const key = randomBytes(32);
    const first = await buildApp(testConfig(databaseUrl, { encryptionKey: key }));
    const operator = await operatorWithPassword(connection.db, builtInRoleIds.support);
    // As the servers before encryption kept it: the secret itself.
    await connection.db
      .insert(twoStepSecrets)
      .values({ adminId: operator.id, secret, confirmedAt: new Date() });
    await first.close();

    const next = await buildApp(testConfig(databaseUrl, { encryptionKey: key }));
    try {
      const stored = await storedSecret(operator.id);
      expect(stored).not.toContain(secret);
      expect(secretSeal(key).open(operator.id, stored)).toBe(secret);
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const signedIn = await login(next, {
        username: operator.username,
        password: operator.password,
        code,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    } finally {
      await next.close();
    }
    // Two starts of the app, each migrating: slow on a busy machine, never a failure.
  }, 180_000);

  it('stop a server started with another key, saying so', async () => {
    const started = buildApp(testConfig(databaseUrl, { encryptionKey: randomBytes(32) }));
    await expect(started).rejects.toThrow(ConfigError);
    await expect(started).rejects.toThrow(
      'A stored authenticator secret does not open with ENCRYPTION_KEY: it was encrypted with another key',
    );
  }, 120_000);
});
