import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyPlan } from './copy-text.js';
import { createDemo } from './generate.js';
import { type DemoOptions, resolveDemoOptions } from './options.js';

const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NOW = new Date('2026-06-15T00:00:00+05:30');

/** The SHA-256 of exactly what the loader would send to PostgreSQL, pictures included. */
function digest(given: Partial<DemoOptions>): string {
  const demo = createDemo(resolveDemoOptions({ now: NOW, ...given }), ADMIN_ID);
  const hash = createHash('sha256');
  for (const { key, svg } of demo.pictures) hash.update(`${key}\n${svg}\n`);
  for (const { table, rows } of demo.batches()) {
    const name = getTableName(table);
    hash.update(`${name}\n`);
    hash.update(copyPlan(table, name, Object.keys(rows[0] ?? {})).text(rows));
  }
  return hash.digest('hex');
}

describe('the demo generator', () => {
  it('makes the same data byte for byte from the same seed', () => {
    const size = { orders: 600, seed: 7 };
    expect(digest(size)).toBe(digest(size));
  });

  it('makes other data from another seed or another size', () => {
    const first = digest({ orders: 300, seed: 7 });
    expect(digest({ orders: 300, seed: 8 })).not.toBe(first);
    expect(digest({ orders: 301, seed: 7 })).not.toBe(first);
  });

  it('ends its orders just before `now` and starts them `days` earlier', () => {
    const demo = createDemo(resolveDemoOptions({ now: NOW, orders: 400, days: 30 }), ADMIN_ID);
    const times: number[] = [];
    for (const { table, rows } of demo.batches()) {
      if (getTableName(table) !== 'orders') continue;
      for (const row of rows) times.push((row.createdAt as Date).getTime());
    }
    expect(times).toHaveLength(400);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 30 * 86_400_000);
  });

  it('defaults `now` to the current minute and scales counts from the orders', () => {
    const options = resolveDemoOptions({ orders: 20_000 }, new Date('2026-06-01T20:07:42.5Z'));
    expect(options.now.toISOString()).toBe('2026-06-01T20:07:00.000Z');
    expect(options).toMatchObject({
      customers: 5_000,
      merchants: 80,
      drivers: 67,
      products: 2_000,
      schools: 20,
    });
    expect(() => resolveDemoOptions({ orders: -1 })).toThrow(RangeError);
  });
});
