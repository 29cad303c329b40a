import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/auth/login-limits.js';
import { ADMIN, freshAddress, login, startTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const wrong = (username = ADMIN.username) => ({ username, password: 'not the password' });

async function failTimes(times: number, address: string, username = ADMIN.username) {
  for (let i = 0; i < times; i++) {
    expect((await login(app, wrong(username), address)).statusCode).toBe(401);
  }
}

describe('sign-in attempt limits', () => {
  it('blocks an account from one address after too many failures, with Retry-After', async () => {
    const address = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress, address);

    // Even the right password is refused now, without revealing that it was right.
    const blocked = await login(app, ADMIN, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.any(String) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMinutes * 60);
  });

  it('lets the same account sign in from another address meanwhile', async () => {
    const attacker = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress, attacker);
    expect((await login(app, ADMIN, attacker)).statusCode).toBe(429);
    expect((await login(app, ADMIN, freshAddress())).statusCode).toBe(200);
  });

  it('lets the blocked address try another account until the address limit', async () => {
    const address = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress, address, 'first-guess');
    expect((await login(app, wrong('first-guess'), address)).statusCode).toBe(429);
    expect((await login(app, wrong('second-guess'), address)).statusCode).toBe(401);
  });

  it('blocks an address that fails too often across accounts, for every account', async () => {
    const address = freshAddress();
    const perAccount = LOGIN_LIMITS.failuresPerAccountAndAddress - 1;
    for (let failures = 0, n = 0; failures < LOGIN_LIMITS.failuresPerAddress; n++) {
      const times = Math.min(perAccount, LOGIN_LIMITS.failuresPerAddress - failures);
      await failTimes(times, address, `guess-${n}`);
      failures += times;
    }
    const blocked = await login(app, ADMIN, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, ADMIN, freshAddress())).statusCode).toBe(200);
  });

  it('counts by the forwarded client address when the proxy is trusted', async () => {
    const proxy = freshAddress();
    const behindProxy = await startTestApp({ trustProxy: proxy });
    const from = (client: string, body: object) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: body,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    try {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndAddress; i++) {
        expect((await from('203.0.113.7', wrong())).statusCode).toBe(401);
      }
      expect((await from('203.0.113.7', ADMIN)).statusCode).toBe(429);
      expect((await from('198.51.100.9', ADMIN)).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('forgives the failures of a pair after a successful sign-in', async () => {
    const address = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress - 1, address);
    expect((await login(app, ADMIN, address)).statusCode).toBe(200);
    // Without the reset, the next failure would reach the limit and the one after would be 429.
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress - 1, address);
    expect((await login(app, ADMIN, address)).statusCode).toBe(200);
  });
});
