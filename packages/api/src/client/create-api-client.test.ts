import { Type } from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../contract/admin.js';
import { defineCall } from '../contract/call.js';
import { create as createCategory } from '../contract/categories.js';
import { IdempotencyHeaders, ListQuery, MessageBody } from '../contract/common.js';
import { UPLOAD_TIMEOUT_MS, upload } from '../contract/product-csv.js';
import { ApiError } from './api-error.js';
import { createApiClient } from './create-api-client.js';
import { READ_AFTER_HEADER, WRITTEN_AT_HEADER } from './read-after.js';
import { transportMessages } from './transport-messages.js';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records what it was sent and answers with `status` and `body`. */
const fakeFetch = (status: number, body: unknown) => {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    // A text answer is a file (a CSV download), as the server sends it; anything else is JSON.
    return typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/csv; charset=utf-8' } })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
};

/** A form's parts in the order they are sent. */
const partsOf = (form: FormData): [string, FormDataEntryValue][] => {
  const parts: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => {
    parts.push([name, value]);
  });
  return parts;
};

/** A fetch that never answers, and tells whether the call abandoned it. */
const hangingFetch = () => {
  let aborted = false;
  const fetch = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  ) as unknown as typeof globalThis.fetch;
  return { fetch, aborted: () => aborted };
};

const getMerchant = defineCall({
  method: 'GET',
  path: '/merchants/:id',
  summary: 'test call with a path parameter',
  tags: ['test'],
  auth: true,
  permission: 'signed-in',
  params: Type.Object({ id: Type.String() }),
  response: { 200: Type.Object({ id: Type.String() }) },
});

const listOrders = defineCall({
  method: 'GET',
  path: '/sales/orders',
  summary: 'test call with a query',
  tags: ['test'],
  auth: true,
  permission: 'signed-in',
  querystring: Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(Type.String()) })]),
  response: { 200: MessageBody },
});

const downloadReport = defineCall({
  method: 'GET',
  path: '/report.csv',
  summary: 'test download',
  tags: ['test'],
  auth: true,
  permission: 'signed-in',
  produces: 'csv',
  response: { 200: Type.String() },
});

const settleWithKey = defineCall({
  method: 'POST',
  path: '/settle',
  summary: 'test write with a declared header',
  tags: ['test'],
  auth: true,
  permission: 'signed-in',
  headers: IdempotencyHeaders,
  body: Type.Object({ amount: Type.Number() }),
  response: { 200: MessageBody },
});

const goodLogin = {
  message: 'Login Successful',
  data: { token: 't0k', adminInfo: { id: 'a', username: 'admin' } },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('signs in without a bearer token, sends JSON and returns the typed body', async () => {
    const { fetch, sent } = fakeFetch(200, goodLogin);
    const client = createApiClient({ getToken: () => 'stale', fetch });

    const answer = await client.call(login, { body: { username: 'admin', password: 'secret1' } });

    expect(answer.data.token).toBe('t0k');
    expect(sent[0]?.url).toBe('/api/v1/admin/login');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.headers.authorization).toBeUndefined();
    expect(sent[0]?.body).toEqual({ username: 'admin', password: 'secret1' });
  });

  it('sends the current token as a bearer on authenticated calls', async () => {
    const { fetch, sent } = fakeFetch(200, { message: 'Logged out' });
    let token = 'first';
    const client = createApiClient({ getToken: () => token, fetch });

    await client.call(logout);
    token = 'second';
    await client.call(logout);

    expect(sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, sent } = fakeFetch(200, { message: 'ok' });
    const client = createApiClient({ getToken: () => null, fetch });

    await client.call(logout);

    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it("sends the headers a call declares beside the token and the JSON body's type", async () => {
    const { fetch, sent } = fakeFetch(200, { message: 'Settled' });
    const client = createApiClient({ getToken: () => 't0k', fetch });

    await client.call(settleWithKey, {
      headers: { 'idempotency-key': 'k-1' },
      body: { amount: 5 },
    });

    expect(sent[0]?.headers).toEqual({
      'idempotency-key': 'k-1',
      authorization: 'Bearer t0k',
      'content-type': 'application/json',
    });
  });

  it('sends the latest position a write was answered with on its reads, so a replica serves them only once it has the write', async () => {
    const answers = ['1/A0', '0/FF', null];
    const sent: Record<string, string>[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push((init?.headers ?? {}) as Record<string, string>);
      const position = init?.method === 'POST' ? answers.shift() : null;
      return new Response(JSON.stringify({ message: 'Settled', data: { id: 'm1' } }), {
        status: 200,
        headers: {
          'content-type': 'application/json',
          ...(position && { [WRITTEN_AT_HEADER]: position }),
        },
      });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ getToken: () => 't0k', fetch });
    const write = () =>
      client.call(settleWithKey, { headers: { 'idempotency-key': 'k' }, body: { amount: 1 } });
    const read = () => client.call(getMerchant, { params: { id: 'm1' } });

    await read();
    expect(sent[0]?.[READ_AFTER_HEADER]).toBeUndefined();
    await write();
    await read();
    expect(sent[2]?.[READ_AFTER_HEADER]).toBe('1/A0');
    // An earlier position (another instance's answer) or none leaves the latest in place.
    await write();
    await write();
    await read();
    expect(sent[5]?.[READ_AFTER_HEADER]).toBe('1/A0');
    expect(sent[3]?.[READ_AFTER_HEADER]).toBeUndefined();
  });

  it('fills path parameters, encoded, under the configured base URL', async () => {
    const { fetch, sent } = fakeFetch(200, { id: 'x' });
    const client = createApiClient({
      baseURL: 'https://api.example.test/v1',
      getToken: () => 't',
      fetch,
    });

    await client.call(getMerchant, { params: { id: 'a b/c' } });

    expect(sent[0]?.url).toBe('https://api.example.test/v1/merchants/a%20b%2Fc');
  });

  it('turns the query into a query string, leaving out absent values', async () => {
    const { fetch, sent } = fakeFetch(200, { message: 'ok' });
    const client = createApiClient({ getToken: () => 't', fetch });

    await client.call(listOrders, {
      query: { includeTotal: true, page: 2, limit: 10, sort: -1, status: undefined },
    });
    await client.call(listOrders);

    expect(sent[0]?.url).toBe('/api/v1/sales/orders?includeTotal=true&page=2&limit=10&sort=-1');
    expect(sent[1]?.url).toBe('/api/v1/sales/orders');
  });

  it("throws ApiError with the server's message, status and CSV row errors", async () => {
    const rows = [{ row: 2, column: 'sku', message: 'sku is required' }];
    const { fetch } = fakeFetch(400, { message: 'Invalid CSV', errors: rows });
    const client = createApiClient({ getToken: () => 't', fetch });

    const error = await client.call(logout).catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid CSV', errors: rows });
  });

  it("carries our server's code, and none for a backend that sends none", async () => {
    const coded = fakeFetch(409, { message: 'Coupon code exists', code: 'coupon.duplicate_code' });
    const ours = createApiClient({ getToken: () => 't', fetch: coded.fetch });
    await expect(ours.call(logout)).rejects.toMatchObject({
      status: 409,
      message: 'Coupon code exists',
      code: 'coupon.duplicate_code',
    });

    const plain = fakeFetch(404, { message: 'Order not found!' });
    const theirs = createApiClient({ getToken: () => 't', fetch: plain.fetch });
    const error = await theirs.call(logout).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBeUndefined();
  });

  it('returns a download as its text, and still reads its JSON error', async () => {
    const csv = 'Order Id,Amount\nSAT-1,120.50\n';
    const ok = createApiClient({ getToken: () => 't', fetch: fakeFetch(200, csv).fetch });
    expect(await ok.call(downloadReport)).toBe(csv);

    const missing = fakeFetch(404, { message: 'No order is delivered!' });
    const failing = createApiClient({ getToken: () => 't', fetch: missing.fetch });
    await expect(failing.call(downloadReport)).rejects.toMatchObject({
      status: 404,
      message: 'No order is delivered!',
    });
  });

  it('sends an upload as multipart form data, the file under the contract field', async () => {
    const { fetch, sent } = fakeFetch(201, { message: 'done' });
    const client = createApiClient({ getToken: () => 't', fetch });
    const merchantId = '0123456789abcdef01234567';

    await client.call(upload, {
      params: { merchantId },
      file: new File(['sku,title\r\n'], 'books.csv', { type: 'text/csv' }),
    });
    await client.call(upload, { params: { merchantId }, file: new Blob(['sku\n']) });

    const [named, bare] = sent.map((request) => request.body as FormData);
    expect(sent[0]?.url).toBe(`/api/v1/catalogs/products/productUploadCsv/${merchantId}`);
    // fetch writes the multipart content type with its boundary; a JSON one would break it.
    expect(sent[0]?.headers['content-type']).toBeUndefined();
    expect(named!.getAll('csvFile')).toHaveLength(1);
    const file = named!.get('csvFile') as File;
    expect([file.name, await file.text()]).toEqual(['books.csv', 'sku,title\r\n']);
    expect((bare!.get('csvFile') as File).name).toBe('upload.csv');
  });

  it("sends a form's text fields before its file, and leaves an optional file out", async () => {
    const { fetch, sent } = fakeFetch(201, { message: 'done' });
    const client = createApiClient({ getToken: () => 't', fetch });
    const logo = new File([new Uint8Array([0x89, 0x50])], 'pens.png', { type: 'image/png' });

    await client.call(createCategory, {
      body: { name: 'pens', displayName: 'Pens', logoUrl: undefined },
      file: logo,
    });
    await client.call(createCategory, {
      body: { name: 'inks', displayName: 'Inks', logoUrl: 'https://cdn.example.in/inks.png' },
    });

    const [withFile, withLink] = sent.map((request) => request.body as FormData);
    expect(sent[0]?.url).toBe('/api/v1/catalogs/categories');
    expect(partsOf(withFile!).map(([name]) => name)).toEqual(['name', 'displayName', 'logo']);
    expect([withFile!.get('name'), (withFile!.get('logo') as File).name]).toEqual([
      'pens',
      'pens.png',
    ]);
    expect(partsOf(withLink!)).toEqual([
      ['name', 'inks'],
      ['displayName', 'Inks'],
      ['logoUrl', 'https://cdn.example.in/inks.png'],
    ]);
  });

  it("gives an upload its contract's longer timeout, and its row errors to ApiError", async () => {
    vi.useFakeTimers();
    const { fetch, aborted } = hangingFetch();
    const slow = createApiClient({ getToken: () => 't', timeout: 6000, fetch });
    const input = { params: { merchantId: '0123456789abcdef01234567' }, file: new Blob(['x']) };

    const outcome = slow.call(upload, input).catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 60_000);
    expect(aborted()).toBe(true);
    expect(await outcome).toMatchObject({ status: 0, message: transportMessages.timeout });
    vi.useRealTimers();

    const errors = [
      { row: 3, column: 'price', message: 'A price in rupees' },
      { row: 7, column: 'sku', message: 'Repeats the SKU of row 2' },
    ];
    const refused = fakeFetch(400, { message: 'The file has 2 problems', errors });
    const client = createApiClient({ getToken: () => 't', fetch: refused.fetch });
    await expect(client.call(upload, input)).rejects.toMatchObject({
      status: 400,
      message: 'The file has 2 problems',
      errors,
    });
  });

  it('falls back to the generic text when the server sends no message', async () => {
    const { fetch } = fakeFetch(500, '<html>Bad gateway</html>');
    const client = createApiClient({ getToken: () => 't', fetch });

    await expect(client.call(logout)).rejects.toMatchObject({
      status: 500,
      message: transportMessages.generic,
    });
  });

  it('reports a network failure with the generic text', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ getToken: () => 't', fetch });

    await expect(client.call(logout)).rejects.toMatchObject({
      status: 0,
      message: transportMessages.generic,
    });
  });

  it('abandons a call after the timeout with the timeout text', async () => {
    vi.useFakeTimers();
    const { fetch, aborted } = hangingFetch();
    const client = createApiClient({ getToken: () => 't', timeout: 6000, fetch });

    const outcome = client.call(logout).catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(5999);
    expect(aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(aborted()).toBe(true);
    expect(await outcome).toMatchObject({ status: 0, message: transportMessages.timeout });
  });

  it("abandons the call when the caller's signal aborts (a newer search)", async () => {
    const { fetch, aborted } = hangingFetch();
    const client = createApiClient({ getToken: () => 't', timeout: 6000, fetch });
    const newer = new AbortController();

    const outcome = client
      .call(getMerchant, { params: { id: 'm1' }, signal: newer.signal })
      .catch((failure: unknown) => failure);
    await Promise.resolve();
    expect(aborted()).toBe(false);
    newer.abort();

    expect(aborted()).toBe(true);
    expect(await outcome).toBeInstanceOf(ApiError);
  });

  it('calls onUnauthorized before throwing on a 401 of an authenticated call', async () => {
    const { fetch } = fakeFetch(401, { message: 'Invalid token' });
    const events: string[] = [];
    const client = createApiClient({
      getToken: () => 't',
      onUnauthorized: () => events.push('unauthorized'),
      fetch,
    });

    await client.call(logout).catch((failure: ApiError) => events.push(`thrown ${failure.status}`));

    expect(events).toEqual(['unauthorized', 'thrown 401']);
  });

  it('treats a 401 from login as wrong credentials, not an ended session', async () => {
    const { fetch } = fakeFetch(401, { message: 'Invalid username or password' });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ getToken: () => null, onUnauthorized, fetch });

    await expect(
      client.call(login, { body: { username: 'admin', password: 'wrong-one' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid username or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other failures', async () => {
    const { fetch } = fakeFetch(403, { message: 'Forbidden' });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ getToken: () => 't', onUnauthorized, fetch });

    await expect(client.call(logout)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
