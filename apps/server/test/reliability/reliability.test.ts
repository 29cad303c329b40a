import { builtInRoleKeys } from '@satchel/api';
import { createRandom } from '@satchel/demo';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.js';
import { hashToken } from '../../src/auth/tokens.js';
import { freshAddress, logout, signIn } from '../support/app.js';
import {
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { type FormPart, multipartBody } from '../support/multipart.js';
import { operatorsOfEveryRole } from '../support/operators.js';
import { openRawConnection, requestHead } from '../support/raw-http.js';
import { useRouteApp } from '../support/route-app.js';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from '../support/server-process.js';
import { arrayFields, repeatedEntries } from './arrays.js';
import { encode, fillPath, type Operation, publishedOperations } from './operations.js';
import { listOfRequest, refusalOf } from './roles.js';
import { survivesSigkill } from './sigkill.js';
import { createTally } from './tally.js';
import { textFieldPaths, unstorableTexts } from './texts.js';
import { hostileForms, hostileMultipart, plainCsv } from './uploads.js';
import {
  fieldPaths,
  hostileJson,
  hostileTexts,
  type RowPool,
  validValue,
  withField,
} from './values.js';

/**
 * The reliability suite (issue 10), generated from the OpenAPI document the server publishes:
 * a route added later is covered with no new test code. Deterministic: one seeded generator.
 */
const tally = createTally();
const route = useRouteApp();
/** The route app listening on a real port, for the cases that need real connections (once a file). */
let listening: Promise<string> | undefined;
const listeningOrigin = (): Promise<string> =>
  (listening ??= route.app.listen({ host: '127.0.0.1', port: 0 }));
const servers = useServerProcesses();
let operations: Operation[];
let pool: RowPool;

beforeAll(async () => {
  operations = await publishedOperations(route.app);
  const { db } = route;
  const [customer, other, merchant, category, driver] = await Promise.all([
    insertCustomer(db),
    insertCustomer(db),
    insertMerchant(db),
    insertCategory(db),
    insertDriver(db),
  ]);
  const product = await insertProduct(db, merchant.id, category.id);
  const coupon = await insertCoupon(db, route.adminId);
  const { order } = await insertOrder(db, customer.id, [
    { productId: product.id, merchantId: merchant.id, price: '45.00', quantity: 2 },
  ]);
  pool = {
    ids: [
      customer.id,
      other.id,
      merchant.id,
      category.id,
      product.id,
      coupon.id,
      order.id,
      driver.id,
    ],
    kinds: {
      customer: [customer.id, other.id],
      merchant: [merchant.id],
      driver: [driver.id],
      category: [category.id],
      product: [product.id],
      coupon: [coupon.id],
      order: [order.id],
    },
  };
});

afterAll(() => {
  console.log(tally.summary('reliability'));
});

interface Request {
  readonly method: string;
  readonly url: string;
  readonly token?: string | null;
  /** Headers the operation declares (an Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Sent as multipart/form-data, as a browser sends a form (uploads). */
  readonly form?: readonly FormPart[];
  /** Sent as it is, with `contentType` (default JSON). */
  readonly raw?: string | Buffer;
  readonly contentType?: string;
}

/** Sends one request from an address of its own (sign-in limits stay out of the way). */
async function send(request: Request): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    remoteAddress: freshAddress(),
  };
  if (request.form !== undefined) {
    const { payload, contentType } = await multipartBody(request.form);
    options.payload = payload;
    headers['content-type'] = contentType;
  } else if (request.raw !== undefined) {
    options.payload = request.raw;
    if (request.contentType) headers['content-type'] = request.contentType;
  } else if (request.body !== undefined) {
    options.payload = JSON.stringify(request.body);
    headers['content-type'] = request.contentType ?? 'application/json';
  }
  const response = await route.app.inject(options);
  tally.count(response.statusCode);
  return response;
}

const queryText = (pairs: readonly (readonly [string, string])[]) =>
  pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;

/** A request every part of which the operation's schemas accept, ids pointing at real rows. */
function baseline(operation: Operation, seed: string) {
  const random = createRandom('reliability', seed);
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required && !random.chance(0.5)) continue;
    const value = String(validValue(parameter.schema, random, pool, parameter.name));
    if (parameter.in === 'path') path[parameter.name] = value;
    else if (parameter.in === 'header') headers[parameter.name] = value;
    else query.push([parameter.name, encode(value)]);
  }
  const body = operation.body && validValue(operation.body, random, pool);
  // An upload's file: a small CSV (its columns are the route's business, not the schema's),
  // after the form's text fields, if it has any.
  const file = operation.fileField && plainCsv(random);
  const fields = operation.formFields && validValue(operation.formFields, random, pool);
  const form =
    operation.fileField && file
      ? [...textParts(fields), formFile(operation.fileField, file)]
      : undefined;
  return { path, query, headers, body, file, form };
}

const textParts = (fields: unknown): FormPart[] =>
  Object.entries((fields ?? {}) as Record<string, unknown>).map(([field, value]) => ({
    field,
    content: String(value),
  }));

/** `form` with the text field `field` holding `content` (added where it was left out). */
const withTextField = (form: readonly FormPart[], field: string, content: string): FormPart[] => [
  { field, content },
  ...form.filter((part) => part.field !== field),
];

const formFile = (field: string, content: string): FormPart => ({
  field,
  content,
  filename: 'upload.csv',
  type: 'text/csv',
});

/** Every way to break one operation's input, each as a request. */
function* hostileRequests(operation: Operation, token: () => string): Generator<Request> {
  const { method } = operation;
  const base = baseline(operation, `${method} ${operation.path}`);
  const request = (
    path: Record<string, string>,
    query: readonly (readonly [string, string])[],
    body: unknown,
  ): Request => ({
    method,
    url: `${fillPath(operation.path, path)}${queryText(query)}`,
    token: token(),
    headers: base.headers,
    body,
    form: base.form,
  });

  yield request(base.path, base.query, base.body);
  for (const parameter of operation.parameters.filter(({ in: where }) => where !== 'header')) {
    const others = base.query.filter(([key]) => key !== parameter.name);
    if (parameter.in === 'path') {
      for (const text of hostileTexts) {
        yield request({ ...base.path, [parameter.name]: text }, base.query, base.body);
      }
      continue;
    }
    for (const text of hostileTexts) {
      yield request(base.path, [...others, [parameter.name, encode(text)]], base.body);
    }
    yield request(base.path, [...others, [parameter.name, 'a'], [parameter.name, 'b']], base.body);
    yield request(base.path, [...others, [`${parameter.name}[a]`, 'b']], base.body);
  }
  for (const key of ['unknownKey', '__proto__', 'constructor', '__proto__[admin]', '']) {
    yield request(base.path, [...base.query, [key, '1']], base.body);
  }
  yield {
    ...request(base.path, base.query, undefined),
    url: `${request(base.path, base.query, undefined).url}${base.query.length ? '&' : '?'}${'x'.repeat(20_000)}=1`,
  };

  if (operation.body) {
    for (const path of fieldPaths(operation.body)) {
      for (const value of hostileJson) {
        yield request(base.path, base.query, withField(base.body, path, value));
      }
    }
    for (const key of ['unknownKey', '__proto__', 'constructor']) {
      yield request(base.path, base.query, withField(base.body, [key], { polluted: true }));
    }
  }
  if (operation.fileField && base.file) {
    for (const form of hostileForms(operation.fileField, base.file)) {
      yield { ...request(base.path, base.query, undefined), form };
    }
  }
  if (operation.formFields && base.form) {
    for (const field of Object.keys(operation.formFields.properties ?? {})) {
      for (const text of hostileTexts) {
        yield {
          ...request(base.path, base.query, undefined),
          form: withTextField(base.form, field, text),
        };
      }
    }
  }
  if (method !== 'GET') {
    const url = request(base.path, base.query, undefined).url;
    const raw = (payload: string | Buffer, contentType?: string): Request => ({
      method,
      url,
      token: token(),
      raw: payload,
      contentType,
    });
    for (const body of [[], null, 'text', 123, true, {}])
      yield { ...raw(JSON.stringify(body), 'application/json') };
    yield raw('{"a":', 'application/json');
    yield raw('{"a":1}}', 'application/json');
    yield raw('', 'application/json');
    yield raw('\u0000', 'application/json');
    yield raw(
      '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
      'application/json',
    );
    yield raw(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json');
    yield raw(`{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, 'application/json');
    yield raw(Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'application/json');
    yield raw(JSON.stringify(base.body ?? {}), 'application/json; charset=utf-16');
    yield raw(JSON.stringify(base.body ?? {}), 'text/plain');
    yield raw('username=admin&password=x', 'application/x-www-form-urlencoded');
    yield raw(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      'multipart/form-data; boundary=x',
    );
    if (operation.fileField && base.file) {
      for (const [payload, type] of hostileMultipart(operation.fileField, base.file)) {
        yield raw(payload, type);
      }
    }
    yield raw('<a/>', 'application/xml');
    yield raw('{}', 'no-such/type');
    yield raw('{}');
  }
}

/**
 * What makes an answer wrong whatever the input: a 5xx, or an error without a message and a
 * code of ours (`area.what`, never Fastify's internal `FST_ERR_*`).
 */
function fault(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  try {
    const body = response.json();
    return typeof body.message === 'string' && /^[a-z]+\.[a-z_]+$/.test(body.code)
      ? undefined
      : `no message and code: ${response.body.slice(0, 200)}`;
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
}

const describeRequest = (request: Request) =>
  `${request.method} ${request.url.slice(0, 160)} ${
    request.form !== undefined
      ? `[form] ${JSON.stringify(request.form.map(({ field, filename, type, content }) => ({ field, filename, type, content: String(content).slice(0, 60) })))?.slice(0, 200)}`
      : request.raw !== undefined
        ? `[${request.contentType ?? 'no type'}] ${String(request.raw).slice(0, 80)}`
        : (JSON.stringify(request.body)?.slice(0, 120) ?? '')
  }`;

describe('the published API', () => {
  it('is described by the OpenAPI document, most routes protected', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.filter((operation) => operation.protected).length).toBeGreaterThan(10);
  });

  it('states the permission of every protected route, in x-permission and in words (issue 30)', () => {
    const unstated = operations
      .filter((operation) => operation.protected)
      .filter(
        (operation) =>
          !/^([a-z]+|\{list\}):[a-z]+$|^signed-in$/.test(operation.permission ?? '') ||
          !operation.description?.includes('Permission: '),
      )
      .map((operation) => `${operation.method} ${operation.path}: ${operation.permission}`);
    expect(unstated).toEqual([]);
    expect(operations.filter((operation) => !operation.protected && operation.permission)).toEqual(
      [],
    );
  });

  it('bounds every list a request may carry, so that a route added later is bounded too (issue 27)', () => {
    const unbounded = operations.flatMap((operation) =>
      [
        ...operation.parameters.map((parameter) => parameter.schema),
        operation.body,
        operation.formFields,
      ].flatMap((schema) =>
        arrayFields(schema ?? {})
          .filter((field) => field.schema.maxItems === undefined)
          .map((field) => `${operation.method} ${operation.path} ${field.path.join('.')}`),
      ),
    );
    expect(operations.some((operation) => arrayFields(operation.body ?? {}).length > 0)).toBe(true);
    expect(unbounded).toEqual([]);
  });

  it('answers 401 on every protected route to no, forged, expired and revoked tokens, before reading the input', async () => {
    const revoked = await signIn(route.app);
    expect((await logout(route.app, revoked)).statusCode).toBe(200);
    const expired = await signIn(route.app);
    await route.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(expired)}`,
    );
    const random = createRandom('reliability', 'forged');
    const forged = random.chars(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
      43,
    );
    const tokens = { none: null, forged, expired, revoked };

    const wrong: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.protected)) {
      const { path, query, body, form } = baseline(operation, `auth ${operation.path}`);
      const hostilePath = Object.fromEntries(Object.keys(path).map((name) => [name, '\u0000']));
      for (const [kind, token] of Object.entries(tokens)) {
        for (const request of [
          { url: `${fillPath(operation.path, path)}${queryText(query)}`, body, form },
          {
            url: `${fillPath(operation.path, hostilePath)}?limit=abc&unknownKey=%00`,
            body: { x: [] },
            form: form && [...form, ...form],
          },
        ]) {
          const sent = { method: operation.method, token, ...request };
          const response = await send(sent);
          if (response.statusCode !== 401) {
            wrong.push(
              `${kind}: ${describeRequest(sent)} → ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers 403 on every protected route to every built-in role exactly where the role lacks its permission, before reading the input (issue 30)', async () => {
    const operators = await operatorsOfEveryRole(route.db);
    const wrong: string[] = [];
    let refusals = 0;
    // Refusals of the list a valid request names, decided once its input is valid.
    let listRefusals = 0;
    for (const operation of operations.filter((candidate) => candidate.protected)) {
      const permission = operation.permission ?? '';
      const { path, query, headers, body, form } = baseline(operation, `roles ${operation.path}`);
      const hostilePath = Object.fromEntries(Object.keys(path).map((name) => [name, '\u0000']));
      const requests = [
        // A valid request, naming its list where the permission is on a list.
        {
          url: `${fillPath(operation.path, path)}${queryText(query)}`,
          body,
          form,
          list: listOfRequest(path, body),
        },
        // Input no route takes: a refusal comes before it is read.
        {
          url: `${fillPath(operation.path, hostilePath)}?limit=abc&unknownKey=%00`,
          body: { x: [] },
          form: form && [...form, ...form],
          list: undefined,
        },
      ];
      for (const role of builtInRoleKeys) {
        for (const { list, ...request } of requests) {
          // A session of its own: the request may be a logout.
          const token = await createSession(route.db, operators[role].id, 1);
          const sent = { method: operation.method, token, headers, ...request };
          const response = await send(sent);
          const refused =
            response.statusCode === 403 && response.json().code === 'role.not_permitted';
          const expected = refusalOf(role, permission, list);
          if (refused) refusals += 1;
          if (refused && expected === 'once valid') listRefusals += 1;
          // A made-up body the schema refuses (a 400) never reaches the list's check.
          const right =
            expected === 'once valid'
              ? refused || response.statusCode === 400
              : refused === (expected === 'refused');
          if (!right) {
            wrong.push(
              `${role} ${permission}: ${describeRequest(sent)} → ${response.statusCode} ${response.body.slice(0, 200)} (expected: ${expected})`,
            );
          }
        }
      }
    }
    expect(refusals).toBeGreaterThan(100);
    expect(listRefusals).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses with 400 in every text field of every route what no text may hold (issue 27)', async () => {
    const token = await signIn(route.app);
    const accepted: string[] = [];
    let tried = 0;
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const base = baseline(operation, `texts ${operation.method} ${operation.path}`);
      for (const path of textFieldPaths(operation.body!)) {
        for (const text of unstorableTexts) {
          const request = {
            method: operation.method,
            url: `${fillPath(operation.path, base.path)}${queryText(base.query)}`,
            token,
            headers: base.headers,
            body: withField(base.body, path, text),
          };
          const response = await send(request);
          tried += 1;
          if (response.statusCode !== 400 || response.json().code !== 'request.invalid') {
            accepted.push(`${describeRequest(request)} → ${response.statusCode} ${response.body}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(accepted).toEqual([]);
  }, 120_000);

  it('answers no 5xx to any input, signed in as a real administrator, and keeps serving', async () => {
    let token = await signIn(route.app);
    const faults: string[] = [];
    for (const operation of operations) {
      for (const request of hostileRequests(operation, () => token)) {
        const response = await send(request);
        const problem = fault(response);
        if (problem) faults.push(`${describeRequest(request)} → ${problem}`);
        // The fuzz may log itself out (POST /admin/logout): sign in again and go on.
        if (response.statusCode === 401 && operation.protected) token = await signIn(route.app);
      }
    }
    for (const key of [
      `demo/${'a'.repeat(300)}.svg`,
      '%00',
      '..%2f..%2fetc%2fpasswd',
      'a/../../x',
      '%ff',
      `${'a/'.repeat(600)}a`,
    ]) {
      const request = { method: 'GET', url: `/files/${key}` };
      const problem = fault(await send(request));
      if (problem) faults.push(`${describeRequest(request)} → ${problem}`);
    }
    expect(faults).toEqual([]);
    const me = await send({
      method: 'GET',
      url: '/api/v1/admin/me',
      token: await signIn(route.app),
    });
    expect(me.statusCode).toBe(200);
    // Some 9,000 requests: a ceiling for a loaded machine (it took over 150 s at load 13).
  }, 600_000);
});

describe('every upload on a real connection', () => {
  it('is answered 413 at once when its declared length is past any limit, before a byte of it is sent', async () => {
    const address = await listeningOrigin();
    const port = Number(new URL(address).port);
    const token = await signIn(route.app);
    const uploads = operations.filter((operation) => operation.fileField);
    expect(uploads.length).toBeGreaterThan(0);
    const unanswered: string[] = [];
    for (const operation of uploads) {
      const base = baseline(operation, `${operation.method} ${operation.path} declared`);
      const connection = await openRawConnection(port);
      await connection.write(
        requestHead(
          operation.method,
          `${fillPath(operation.path, base.path)}${queryText(base.query)}`,
          {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': 1024 ** 3,
          },
        ),
      );
      // Generous: an answer that waits for the body never comes, as none is sent.
      const answer = await Promise.race([
        connection.nextResponse(),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
      ]);
      tally.count(answer?.status ?? 0);
      if (answer?.status !== 413) {
        unanswered.push(`${operation.method} ${operation.path} → ${answer?.status ?? 'no answer'}`);
      }
      connection.close();
    }
    expect(unanswered).toEqual([]);
  }, 300_000);
});

/**
 * How long GET /health took at worst while `request` was being answered, on a real listening
 * server: a request that blocks the event loop holds every health check sent meanwhile.
 */
async function healthWhile(origin: string, request: Promise<Response>): Promise<number> {
  let answered = false;
  const done = request.finally(() => {
    answered = true;
  });
  let worst = 0;
  do {
    const started = performance.now();
    const health = await fetch(`${origin}/health`);
    await health.arrayBuffer();
    tally.count(health.status);
    worst = Math.max(worst, performance.now() - started);
  } while (!answered);
  await done;
  return worst;
}

describe('the listening server', () => {
  it('answers health within 1 s while any array of any route gets the most repeats a body holds (issue 27)', async () => {
    const origin = await listeningOrigin();
    const token = await signIn(route.app);
    const random = createRandom('reliability', 'arrays');
    const slow: string[] = [];
    const faults: string[] = [];
    let worst = { ms: 0, request: '' };
    let sent = 0;
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const base = baseline(operation, `arrays ${operation.method} ${operation.path}`);
      for (const field of arrayFields(operation.body!)) {
        const name = String(field.path.findLast((key) => typeof key === 'string') ?? '');
        const entry = validValue(field.schema.items ?? {}, random, pool, name);
        for (const list of repeatedEntries(field, entry)) {
          const body = withField(base.body, field.path, list);
          const what = `${operation.method} ${operation.path} ${field.path.join('.')}: ${list.length} × ${JSON.stringify(entry).slice(0, 40)}`;
          const send = () =>
            fetch(`${origin}${fillPath(operation.path, base.path)}`, {
              method: operation.method,
              headers: {
                ...base.headers,
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify(body),
            }).then(async (response) => {
              tally.count(response.status);
              const text = await response.text();
              if (response.status >= 500) {
                faults.push(`${what} → ${response.status} ${text.slice(0, 200)}`);
              }
              return response;
            });
          // A request that blocks the server holds health every time; a machine busy with
          // other work (2 cores, shared) only now and then: the best of three attempts tells them
          // apart.
          let ms = await healthWhile(origin, send());
          for (let attempt = 1; attempt < 3 && ms >= 1000; attempt++) {
            ms = Math.min(ms, await healthWhile(origin, send()));
          }
          sent += 1;
          if (ms > worst.ms) worst = { ms, request: what };
          if (ms >= 1000) slow.push(`${what}: health took ${Math.round(ms)} ms`);
        }
      }
    }
    console.log(
      `arrays: ${sent} requests; health at worst ${Math.round(worst.ms)} ms, during ${worst.request}`,
    );
    expect(sent).toBeGreaterThan(10);
    expect(faults).toEqual([]);
    expect(slow).toEqual([]);
  }, 300_000);
});

describe('the server process', () => {
  it(
    'loses no acknowledged write to a SIGKILL during a burst of writes',
    async () => {
      await survivesSigkill(tally, servers);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
