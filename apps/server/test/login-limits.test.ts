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

/** An app behind a trusted proxy, and sign-ins through it from any client address. */
async function appBehindProxy() {
  const proxy = freshAddress();
  const behindProxy = await startTestApp({ trustProxy: [proxy] });
  const from = (client: string, body: object) =>
    behindProxy.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: body,
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });
  return { behindProxy, from };
}

describe('sign-in attempt limits', () => {
  it('blocks an account from one address after too many failures, with Retry-After', async () => {
    const address = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress, address);

    // Even the right password is refused now, without revealing that it was right.
    const blocked = await login(app, ADMIN, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Try again later.',
      code: 'auth.too_many_attempts',
    });
    // The first failure leaves the window in about its length from now: the real wait.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.windowMinutes * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMinutes * 60);
  });

  it('holds under concurrency: of 200 wrong passwords at once, at most the limit are checked', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => login(app, wrong(), address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.failuresPerAccountAndAddress);
    // The rest were refused unchecked: blocked (429) or turned away while busy (503).
    expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
    // Attempts turned away unchecked (503) count for nothing; checked failures reach the limit.
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress - checked, address);
    expect((await login(app, ADMIN, address)).statusCode).toBe(429);
  });

  it('bounds the password work: sign-ins beyond what waits in line get 503 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => login(app, wrong(`crowd-${freshAddress()}`))),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({
        message: 'Too many sign-ins at once. Try again in a moment.',
        code: 'auth.sign_in_busy',
      });
    }
    const others = answers.filter((answer) => answer.statusCode !== 503);
    expect(others.every((answer) => answer.statusCode === 401)).toBe(true);
    // Once the crowd is gone, signing in works again.
    expect((await login(app, ADMIN)).statusCode).toBe(200);
    // What waits is checked in turn: on a loaded machine, a check takes over half a second.
  }, 300_000);

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
    const { behindProxy, from } = await appBehindProxy();
    try {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndAddress; i++) {
        expect((await from('203.0.113.7', wrong())).statusCode).toBe(401);
      }
      expect((await from('203.0.113.7', ADMIN)).statusCode).toBe(429);
      expect((await from('198.51.100.9', ADMIN)).statusCode).toBe(200);
      // A client that is not a listed proxy cannot pose as another address.
      const forged = await behindProxy.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: ADMIN,
        remoteAddress: freshAddress(),
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forged.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('lets the administrator sign in from their address during a flood of wrong passwords from 50 addresses', async () => {
    const { behindProxy, from } = await appBehindProxy();
    try {
      // Four attackers at each of 50 addresses, each sending again as soon as it is answered,
      // until its address is blocked (429) or the administrator has signed in.
      const statuses: number[] = [];
      let signedIn = false;
      let full: () => void;
      const lineFull = new Promise<void>((resolve) => {
        full = resolve;
      });
      const attacker = async (address: string) => {
        while (!signedIn) {
          const { statusCode } = await from(address, wrong());
          statuses.push(statusCode);
          if (statusCode === 503) full();
          if (statusCode === 429) return;
        }
      };
      const flood = Array.from({ length: 4 * 50 }, (_, index) =>
        attacker(`198.18.0.${(index % 50) + 1}`),
      );
      // The administrator comes once the flood has filled the line.
      await lineFull;
      const own = await from('192.0.2.10', ADMIN);
      signedIn = true;
      await Promise.all(flood);
      expect(own.statusCode).toBe(200);
      expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  }, 300_000);

  it('forgives the failures of a pair after a successful sign-in', async () => {
    const address = freshAddress();
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress - 1, address);
    expect((await login(app, ADMIN, address)).statusCode).toBe(200);
    // Without the reset, the next failure would reach the limit and the one after would be 429.
    await failTimes(LOGIN_LIMITS.failuresPerAccountAndAddress - 1, address);
    expect((await login(app, ADMIN, address)).statusCode).toBe(200);
  });
});
