import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppConfig, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase } from './database.js';

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export const ADMIN: Credentials = { username: 'admin', password: 'correct horse battery' };

/** The configuration a test app starts from: quiet, on `databaseUrl`, with no console or catalogue built. */
export function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    // A folder that does not exist: no console is built.
    CONSOLE_DIR: join(tmpdir(), 'satchel-console-not-built'),
    CATALOGUE_DIR: join(tmpdir(), 'satchel-catalogue-not-built'),
    // Nor are there files of an older server to import.
    DATA_DIR: join(tmpdir(), 'satchel-no-data-dir'),
    // Connections opened as calls need them: many apps run at once (plugins/warm-pool.test.ts
    // warms them).
    DATABASE_WARM_CONNECTIONS: '0',
  });
  return { ...config, databaseUrl, ...overrides };
}

/** An app on a fresh database of its own. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(await createTestDatabase(), overrides));
}

let addressCounter = 0;
/** A client address no other test uses, so sign-in limits of one test never touch another. */
export const freshAddress = () =>
  `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

export function login(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: body as object,
    remoteAddress,
  });
}

export async function signIn(
  app: FastifyInstance,
  credentials: Credentials = ADMIN,
): Promise<string> {
  const response = await login(app, credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().data.token;
}

export function logout(app: FastifyInstance, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/logout',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}
