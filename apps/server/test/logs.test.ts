import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { ADMIN, login, logout, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

/** A logger at the most verbose level whose lines are kept in memory. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
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
});
