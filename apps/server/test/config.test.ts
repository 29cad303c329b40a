import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_ENCRYPTION_KEY, loadConfig } from '../src/config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('loadConfig', () => {
  it('has defaults for everything, with a generated strong admin password', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPasswordSource: 'generated',
      tokenTtlHours: 12,
      logLevel: 'info',
      trustProxy: [],
      corsOrigins: [],
      seedDemo: true,
      demoOrders: 20_000,
    });
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(20);
    expect(loadConfig({}).adminPassword).not.toBe(config.adminPassword);
    // Resolved from the module, not from the working directory.
    expect(config.dataDir).toBe(fileURLToPath(new URL('../data', import.meta.url)));
    expect(config.consoleDir).toBe(fileURLToPath(new URL('../../console/dist', import.meta.url)));
    expect(config.elementsDir).toBe(
      fileURLToPath(new URL('../../../packages/elements/dist/embed', import.meta.url)),
    );
    expect(config.catalogueDir).toBe(
      fileURLToPath(new URL('../../../packages/elements/storybook-static', import.meta.url)),
    );
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/satchel',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'from the env',
      TOKEN_TTL_HOURS: '0.5',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      DEMO_ORDERS: '500',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/satchel',
      adminUsername: 'root',
      adminPassword: 'from the env',
      adminPasswordSource: 'env',
      tokenTtlHours: 0.5,
      logLevel: 'warn',
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      // An external database is seeded only when asked.
      seedDemo: false,
      demoOrders: 500,
    });
  });

  it('reaches PostgreSQL directly unless told of a pooler in transaction mode', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/satchel' })).toMatchObject({
      databasePooler: 'none',
      databaseDirectUrl: undefined,
    });
    const pooled = {
      DATABASE_URL: 'postgres://u@pgbouncer:6432/satchel',
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: 'postgres://u@db:5432/satchel',
    };
    expect(loadConfig(pooled)).toMatchObject({
      databaseUrl: pooled.DATABASE_URL,
      databasePooler: 'transaction',
      databaseDirectUrl: pooled.DATABASE_DIRECT_URL,
    });
    // Without PostgreSQL itself, migrations' locks and LISTEN would go through the pooler.
    expect(() => loadConfig({ ...pooled, DATABASE_DIRECT_URL: '' })).toThrow(
      /DATABASE_POOLER=transaction needs DATABASE_URL \(the pooler\) and DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'statement' })).toThrow(
      /DATABASE_POOLER must be one of none, transaction \(got "statement"\)/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'mysql://db' })).toThrow(
      /DATABASE_DIRECT_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });

  it('rejects invalid values, naming each of them', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        TOKEN_TTL_HOURS: '-1',
        LOG_LEVEL: 'loud',
        ADMIN_PASSWORD: '123',
        DEMO_ORDERS: '2.5',
        SEED_DEMO: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT[\s\S]*TOKEN_TTL_HOURS[\s\S]*ADMIN_PASSWORD[\s\S]*LOG_LEVEL[\s\S]*DEMO_ORDERS[\s\S]*SEED_DEMO/,
    );
  });

  it('reads the pace an upload must keep, with defaults, refusing what is not a bound', () => {
    expect(loadConfig({}).uploadPace).toEqual({
      idleSeconds: 30,
      minBytesPerSecond: 1024,
      importWaitSeconds: 10,
    });
    expect(
      loadConfig({
        UPLOAD_IDLE_SECONDS: '0.5',
        UPLOAD_MIN_BYTES_PER_SECOND: '0',
        IMPORT_WAIT_SECONDS: '2',
      }).uploadPace,
    ).toEqual({ idleSeconds: 0.5, minBytesPerSecond: 0, importWaitSeconds: 2 });
    for (const [name, wrong] of [
      ['UPLOAD_IDLE_SECONDS', '0'],
      ['UPLOAD_MIN_BYTES_PER_SECOND', '1.5'],
      ['IMPORT_WAIT_SECONDS', 'soon'],
    ] as const) {
      expect(() => loadConfig({ [name]: wrong }), name).toThrow(name);
    }
  });

  it('lets pages of the origins CORS_ORIGINS lists call the API, and only exact origins', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://tools.example.com, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://tools.example.com', 'http://localhost:5173']);
    for (const wrong of ['*', 'tools.example.com', 'https://tools.example.com/', 'ftp://x.org']) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS/);
    }
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY lists, never from anyone', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    for (const unsafe of ['true', '1', 'everyone', '10.0.0.0/99']) {
      expect(() => loadConfig({ TRUST_PROXY: unsafe }), unsafe).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('ENCRYPTION_KEY', () => {
  it('is required in production, as 64 hexadecimal digits; a development key serves elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'ENCRYPTION_KEY must be set in production',
    );
    expect(() => loadConfig({ ENCRYPTION_KEY: 'not hex at all' })).toThrow(
      'ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal digits',
    );
    const key = randomBytes(32);
    expect(
      loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: key.toString('hex') }).encryptionKey,
    ).toEqual(key);
    expect(loadConfig({}).encryptionKey).toEqual(DEVELOPMENT_ENCRYPTION_KEY);
  });
});

describe('main with an invalid environment', () => {
  it('prints a clear message and exits with 1, without a stack trace', () => {
    const result = spawnSync(
      process.execPath,
      ['--conditions=@satchel/source', '--import', 'tsx', 'src/main.ts'],
      { cwd: serverDir, env: { ...process.env, PORT: '99999' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be an integer from 0 to 65535 (got "99999")');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // A process of its own, loading the sources: slow on a busy machine, never a failure.
  }, 120_000);
});
