import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { LogLevel } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { ADMIN, login, logout, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

/** A logger at the most verbose level whose lines are kept in memory. */
function capturedLogger(level: LogLevel = 'trace') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) });
  return {
    logger,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('logs', () => {
  it('redact authorization headers, passwords and tokens in logged objects', () => {
    const { logger, text } = capturedLogger();
    logger.info({
      req: { headers: { authorization: 'Bearer secret-token-1' } },
      body: { username: 'admin', password: 'secret-password-1' },
      data: { token: 'secret-token-2' },
    });
    expect(text()).toContain('[Redacted]');
    expect(text()).toContain('admin');
    expect(text()).not.toMatch(/secret-(token|password)/);
  });

  it('never contain the password or token of a sign-in, even at trace level', async () => {
    const { logger, text } = capturedLogger();
    const app = await buildApp(testConfig(await createTestDatabase()), { logger });
    try {
      await login(app, { ...ADMIN, password: 'a wrong password' });
      const token = (await login(app, ADMIN)).json().data.token as string;
      await logout(app, token);
      expect(text()).toContain('request completed');
      expect(text()).not.toContain(ADMIN.password);
      expect(text()).not.toContain('a wrong password');
      expect(text()).not.toContain(token);
    } finally {
      await app.close();
    }
  });

  it('have one line per request at info, with its id, method, url, status and time', async () => {
    const { logger, entries } = capturedLogger('info');
    const app = await buildApp(testConfig(await createTestDatabase()), { logger });
    try {
      await app.inject('/api/v1/admin/me');
      await app.inject('/api/v1/admin/me');
      const requests = entries().filter((entry) => entry.url === '/api/v1/admin/me');
      expect(requests).toHaveLength(2);
      for (const entry of requests) {
        expect(entry).toMatchObject({
          level: 30,
          method: 'GET',
          status: 401,
          responseTime: expect.any(Number),
          reqId: expect.any(String),
        });
      }
      expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
    } finally {
      await app.close();
    }
  });

  it('log a signed document link without its query, so its signature stays out (issue 27)', async () => {
    const { logger, entries, text } = capturedLogger('info');
    const app = await buildApp(testConfig(await createTestDatabase()), { logger });
    try {
      const link = app.fileLinks.linkTo('private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/gst.svg');
      const signature = new URL(link, 'http://x').searchParams.get('signature')!;
      expect(signature.length).toBeGreaterThan(20);
      await app.inject(link);
      const [entry] = entries().filter((line) => line.msg === 'request completed');
      expect(entry?.url).toBe('/files/private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/gst.svg');
      expect(text()).not.toContain(signature);
    } finally {
      await app.close();
    }
  });
});
