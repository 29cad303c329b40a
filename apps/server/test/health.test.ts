import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

let databaseUrl: string;
let app: FastifyInstance;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  app = await buildApp(testConfig(databaseUrl));
});
afterAll(() => app.close());

describe('health checks for load balancers and orchestrators', () => {
  it('GET /health answers while the process is up, without a token', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /health/ready answers 200 while the database is reachable, 503 once it is not', async () => {
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      databases: [{ name: 'primary', condition: 'up' }],
    });

    // The database goes away under the running app.
    const admin = new pg.Client(inject('postgres').adminUrl);
    await admin.connect();
    try {
      const name = new URL(databaseUrl).pathname.slice(1);
      await admin.query(`drop database ${admin.escapeIdentifier(name)} with (force)`);
    } finally {
      await admin.end();
    }
    const notReady = await app.inject('/health/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      message: expect.stringMatching(/database/i),
      code: 'server.unavailable',
    });
    // The process itself is still up.
    expect((await app.inject('/health')).statusCode).toBe(200);
  });
});
