import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionCache } from '../src/auth/session-cache.js';
import { createNotificationListener } from '../src/db/notification-listener.js';
import { createTestDatabase } from './support/database.js';

let databaseUrl: string;
let pool: pg.Pool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = new pg.Pool({ connectionString: databaseUrl });
});
afterAll(() => pool.end());

const found = (value: string) => vi.fn(async () => ({ value, validForMs: 60_000 }));

describe('the session cache', () => {
  it('remembers what it found while it hears every change', async () => {
    const listener = createNotificationListener(databaseUrl, pool);
    const cache = createSessionCache<string>(listener);
    try {
      await listener.start();
      expect(cache.trusted).toBe(true);
      const find = found('admin');
      expect(await cache.fetch('token', find)).toBe('admin');
      expect(await cache.fetch('token', find)).toBe('admin');
      expect(find).toHaveBeenCalledTimes(1);
      cache.clear();
      expect(await cache.fetch('token', find)).toBe('admin');
      expect(find).toHaveBeenCalledTimes(2);
    } finally {
      await listener.close();
    }
  });

  it('keeps nothing it found while a change came in, nor what has run out', async () => {
    const listener = createNotificationListener(databaseUrl, pool);
    const cache = createSessionCache<string>(listener);
    try {
      await listener.start();
      const overtaken = vi.fn(async () => {
        cache.clear();
        return { value: 'admin', validForMs: 60_000 };
      });
      await cache.fetch('token', overtaken);
      await cache.fetch('token', overtaken);
      expect(overtaken).toHaveBeenCalledTimes(2);
      const expired = vi.fn(async () => ({ value: 'admin', validForMs: 0 }));
      await cache.fetch('old', expired);
      await cache.fetch('old', expired);
      expect(expired).toHaveBeenCalledTimes(2);
    } finally {
      await listener.close();
    }
  });

  it('looks a token up once for the calls that arrive while it is being found', async () => {
    const listener = createNotificationListener(databaseUrl, pool);
    const cache = createSessionCache<string>(listener);
    try {
      await listener.start();
      let answer!: () => void;
      const find = vi.fn(
        () =>
          new Promise<{ value: string; validForMs: number }>((resolve) => {
            answer = () => resolve({ value: 'admin', validForMs: 60_000 });
          }),
      );
      const calls = Array.from({ length: 16 }, () => cache.fetch('token', find));
      answer();
      expect(await Promise.all(calls)).toEqual(Array(16).fill('admin'));
      expect(find).toHaveBeenCalledTimes(1);
      // A change heard while a lookup runs: calls after it look the token up again.
      const pending = cache.fetch('other', find);
      const before = answer;
      cache.clear();
      const after = cache.fetch('other', find);
      before();
      answer();
      expect(await Promise.all([pending, after])).toEqual(['admin', 'admin']);
      expect(find).toHaveBeenCalledTimes(3);
    } finally {
      await listener.close();
    }
  });

  it('asks the database every time when it cannot listen', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:1/nowhere';
    const listener = createNotificationListener(unreachable, pool);
    const cache = createSessionCache<string>(listener);
    await listener.start();
    expect(cache.trusted).toBe(false);
    const find = found('admin');
    await cache.fetch('token', find);
    await cache.fetch('token', find);
    expect(find).toHaveBeenCalledTimes(2);
    await listener.close();
  });
});
