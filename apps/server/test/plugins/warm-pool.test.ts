import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app.js';

describe('the pool warmed at start (DATABASE_WARM_CONNECTIONS)', () => {
  it("opens the connections and prepares the Dashboard's statements before it is ready", async () => {
    const app = await startTestApp({ databaseWarmConnections: 3 });
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      // The start's own statements may have needed one more meanwhile.
      expect(app.pool.idleCount).toBeGreaterThanOrEqual(3);
      // Each of them holds the statements already (taken all at once: no other is opened).
      const clients = await Promise.all(
        Array.from({ length: app.pool.totalCount }, () => app.pool.connect()),
      );
      try {
        const counts = await Promise.all(
          clients.map(async (client) => {
            const { rows } = await client.query<{ statements: number }>(
              'select count(*)::integer as statements from pg_prepared_statements',
            );
            return rows[0]!.statements;
          }),
        );
        expect(counts.filter((statements) => statements > 0).length).toBeGreaterThanOrEqual(3);
      } finally {
        for (const client of clients) client.release();
      }
    } finally {
      await app.close();
    }
  });

  it('opens none with 0, as calls need them', async () => {
    const app = await startTestApp({ databaseWarmConnections: 0 });
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      // The start's own and the readiness check's, fewer than the warmed test's.
      expect(app.pool.totalCount).toBeLessThan(3);
    } finally {
      await app.close();
    }
  });
});
