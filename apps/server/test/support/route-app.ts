import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, type BuildAppOptions, buildApp } from '../../src/app.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js';
import type { Db } from '../../src/repos/db.js';
import { ADMIN, login, testConfig } from './app.js';
import { createTestDatabase } from './database.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The first administrator's id (the one `call` is signed in as). */
  readonly adminId: string;
  /** The first administrator's bearer token. */
  readonly token: string;
  /**
   * Calls `/api/v1${path}` signed in as the first administrator; `bearer: null` sends no token.
   * `headers` go along (an Idempotency-Key).
   */
  call(
    method: Method,
    path: string,
    payload?: object,
    bearer?: string | null,
    headers?: Readonly<Record<string, string>>,
  ): Promise<LightMyRequestResponse>;
}

export interface RouteAppOptions extends BuildAppOptions {
  /** Settings over the test configuration's (a bulk run's pace). */
  readonly config?: Partial<AppConfig>;
}

/**
 * For a route test file: one app on a fresh database of its own (`config` changes the test
 * configuration), signed in. Read the fields inside tests and hooks (they exist once `beforeAll`
 * ran).
 */
export function useRouteApp({ config, ...options }: RouteAppOptions = {}): RouteApp {
  const state = {} as {
    app: FastifyInstance;
    connection: DatabaseConnection;
    token: string;
    adminId: string;
  };
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    state.app = await buildApp(testConfig(databaseUrl, config), options);
    state.connection = connectDatabase(databaseUrl);
    const { data } = (await login(state.app, ADMIN)).json();
    state.token = data.token;
    state.adminId = data.adminInfo.id;
  });
  afterAll(async () => {
    await state.app?.close();
    await state.connection?.pool.end();
  });
  return {
    get app() {
      return state.app;
    },
    get db() {
      return state.connection.db;
    },
    get adminId() {
      return state.adminId;
    },
    get token() {
      return state.token;
    },
    call: (method, path, payload, bearer = state.token, headers = {}) =>
      state.app.inject({
        method,
        url: `/api/v1${path}`,
        ...(payload && { payload }),
        headers: bearer === null ? headers : { ...headers, authorization: `Bearer ${bearer}` },
      }),
  };
}
