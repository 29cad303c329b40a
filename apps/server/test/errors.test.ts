import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { logout, signIn, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

describe('an unexpected failure', () => {
  it('answers 500 with a message that reveals nothing, and is logged', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'error',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const databaseUrl = await createTestDatabase();
    const app = await buildApp(testConfig(databaseUrl), { logger });
    const { pool } = connectDatabase(databaseUrl);
    try {
      const token = await signIn(app);
      // The token check now hits a missing table: a server fault, not a client mistake.
      await pool.query('drop table sessions cascade');
      const response = await logout(app, token);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Internal server error',
        code: 'server.internal',
      });
      expect(lines.join('')).toMatch(/relation .{0,2}sessions.{0,2} does not exist/);
    } finally {
      await pool.end();
      await app.close();
    }
  });
});
