import { describe, expect, it } from 'vitest';
import { insertMerchant } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

/** Inputs that once answered 500 (issue 10): each is a client mistake, a 4xx with a message. */
describe('bad input', () => {
  const route = useRouteApp();

  const expectRefused = async (
    response: Awaited<ReturnType<typeof route.call>>,
    message?: RegExp,
  ) => {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), code: expect.any(String) });
    if (message) expect(body.message).toMatch(message);
  };

  it("answers Fastify's own refusals as {message, code} with a code of ours (issue 27)", async () => {
    const json = { 'content-type': 'application/json' };
    const cases = [
      [{ headers: json, payload: '{"couponId":' }, 400, 'request.malformed_json'],
      [{ headers: json, payload: '{"__proto__": {"admin": true}}' }, 400, 'request.malformed_json'],
      [{ headers: json, payload: '' }, 400, 'request.empty_body'],
      [
        { headers: { 'content-type': 'text/plain' }, payload: '{}' },
        415,
        'request.unsupported_media_type',
      ],
      [
        { headers: { 'content-type': 'no-such/type' }, payload: '{}' },
        415,
        'request.unsupported_media_type',
      ],
      [{ headers: json, payload: `{"a":"${'x'.repeat(1024 * 1024)}"}` }, 413, 'request.too_large'],
    ] as const;
    for (const [request, status, code] of cases) {
      const response = await route.app.inject({
        method: 'POST',
        url: '/api/v1/admin/coupon/assign-users',
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${route.token}` },
      });
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toEqual({ message: expect.any(String), code });
      expect(response.json().message).not.toMatch(/FST_/);
    }
    for (const url of ['/api/v1/%ff', '/files/%ff']) {
      const response = await route.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `'${url}' is not a valid url component`,
        code: 'request.bad_url',
      });
    }
  });

  it('refuses a NUL character in any text, naming the field', async () => {
    const login = await route.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    await expectRefused(login, /username/);
    await expectRefused(
      await route.call('GET', '/merchants/merchent-for-admin?storeName=a%00b'),
      /storeName/,
    );
    await expectRefused(await route.call('GET', '/user/search?q=%00'), /\bq\b/);
    await expectRefused(await route.call('GET', '/sales/orders/details/%00'), /\bid\b/);
    await expectRefused(await route.call('POST', '/user/get-user-admin?name=%00'), /name/);
    const merchant = await insertMerchant(route.db);
    await expectRefused(
      await route.call('POST', '/admin/create-transaction', {
        transactionId: 'T\u00001',
        transactionAmount: 1,
        merchantId: merchant.id,
      }),
      /transactionId/,
    );
  });

  it('caps page and limit, saying by how much', async () => {
    const response = await route.call('GET', '/sales/orders?page=1000000000000000000');
    await expectRefused(response, /^page must be at most 100000$/);
    await expectRefused(
      await route.call('GET', '/sales/orders?page=100001'),
      /^page must be at most 100000$/,
    );
    await expectRefused(
      await route.call('GET', '/admin/get-all-coupons?limit=101'),
      /^limit must be at most 100$/,
    );
  });

  it('refuses query, body and params keys the call does not declare', async () => {
    await expectRefused(
      await route.call('POST', '/user/get-user-admin?nickname=a&nickname=b'),
      /nickname/,
    );
    await expectRefused(await route.call('GET', '/merchants/merchent-for-admin?name=a&name=b'));
    await expectRefused(
      await route.call('POST', '/admin/login', { username: 'a', password: 'b', role: 'x' }, null),
      /role/,
    );
  });

  it('refuses a repeated declared key with a 400', async () => {
    await expectRefused(await route.call('POST', '/user/get-user-admin?name=a&name=b'), /name/);
  });

  it('refuses a day PostgreSQL cannot hold', async () => {
    await expectRefused(
      await route.call('GET', '/sales/orders/merchant-earning-record?singleDate=0000-01-01'),
      /singleDate/,
    );
  });

  it('refuses amounts finer than a paisa and transaction ids that are only blanks', async () => {
    const merchant = await insertMerchant(route.db);
    const settle = (transactionId: string, transactionAmount: number) =>
      route.call('POST', '/admin/create-transaction', {
        transactionId,
        transactionAmount,
        merchantId: merchant.id,
      });
    await expectRefused(await settle('T-1', 0.001), /transactionAmount/);
    await expectRefused(await settle('T-2', 10.005), /transactionAmount/);
    await expectRefused(await settle('   ', 1), /transactionId/);
  });

  it('refuses a file key with a segment longer than a file name may be', async () => {
    const response = await route.app.inject({
      method: 'GET',
      url: `/files/demo/${'a'.repeat(300)}.svg`,
    });
    await expectRefused(response, /Invalid file key/);
  });
});

describe('authentication before validation', () => {
  const route = useRouteApp();

  it('answers 401 to a call without a valid token, whatever its input', async () => {
    for (const bearer of [null, 'forged-token']) {
      for (const [method, path] of [
        ['GET', '/sales/orders?limit=abc'],
        ['GET', '/merchants/not-an-id'],
        ['POST', '/user/get-user-admin?page=-1&unknown=1'],
      ] as const) {
        const response = await route.call(method, path, undefined, bearer);
        expect(response.statusCode, `${method} ${path} ${bearer}`).toBe(401);
      }
      const body = await route.call('PUT', '/user/status/x', { status: 5 }, bearer);
      expect(body.statusCode).toBe(401);
    }
  });
});
