import { MAX_PRODUCT_CSV_BYTES, productCsvColumns } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { UploadPace } from '../../src/config.js';
import { signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { csvText, freshMerchant, uploadPath } from '../support/product-csv.js';
import { chunk, openRawConnection, type RawConnection, requestHead } from '../support/raw-http.js';

const BOUNDARY = 'satchel-boundary';
const preamble = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="csvFile"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`;
const epilogue = `\r\n--${BOUNDARY}--\r\n`;
const header = `${productCsvColumns.main.join(',')}\r\n`;
const MiB = 1024 * 1024;
/** A mebibyte of rows with an unknown category: what a large file holds, read row by row. */
const rowsMiB = Buffer.from(
  `${'SKU-1,Notebook,Classmate,none,Ruled,45.00,10,\r\n'.repeat(MiB / 48)}`.padEnd(MiB, '\n'),
);

/** A server listening on a port of its own, with `pace`, signed in. */
function useListeningApp(pace?: UploadPace) {
  const state = {} as { app: FastifyInstance; port: number; token: string };
  beforeAll(async () => {
    const config = testConfig(await createTestDatabase());
    state.app = await buildApp(pace ? { ...config, uploadPace: pace } : config);
    const address = await state.app.listen({ host: '127.0.0.1', port: 0 });
    state.port = Number(new URL(address).port);
    state.token = await signIn(state.app);
  });
  afterAll(() => state.app?.close());
  return state;
}

/** The head of an upload of the multipart body (chunked when `length` is undefined). */
const uploadHead = (path: string, token: string, length?: number) =>
  requestHead('POST', `/api/v1${path}`, {
    Authorization: `Bearer ${token}`,
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...(length === undefined ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': length }),
  });

/** Whether the connection still serves requests: the health check answers on it. */
async function answersNextRequest(connection: RawConnection): Promise<number> {
  await connection.write(requestHead('GET', '/health', {}));
  return (await connection.nextResponse()).status;
}

describe('a refused upload on a kept-alive connection', () => {
  const server = useListeningApp();

  it('is answered 413 at once when its declared length is past the limit, and the connection serves the next request', async () => {
    const { merchantId } = await freshMerchant(server.app.db);
    const fileBytes = MAX_PRODUCT_CSV_BYTES + MiB;
    const length = preamble.length + fileBytes + epilogue.length;
    const connection = await openRawConnection(server.port);
    await connection.write(uploadHead(uploadPath(merchantId), server.token, length));
    await connection.write(preamble);
    await connection.write(rowsMiB);

    // Answered while nearly all of the file is still to come.
    const refused = await connection.nextResponse();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      message: `The file is larger than ${MAX_PRODUCT_CSV_BYTES} bytes`,
      code: 'file.too_large',
      values: [MAX_PRODUCT_CSV_BYTES],
    });

    // The browser goes on sending what it had started; then it reuses the connection.
    for (let sent = MiB; sent < fileBytes; sent += MiB) await connection.write(rowsMiB);
    await connection.write(epilogue);
    expect(await answersNextRequest(connection)).toBe(200);
    connection.close();
  }, 120_000);

  it('is answered 413 as soon as a streamed file crosses the limit, and the connection serves the next request', async () => {
    const { merchantId } = await freshMerchant(server.app.db);
    const connection = await openRawConnection(server.port);
    await connection.write(uploadHead(uploadPath(merchantId), server.token));
    await connection.write(chunk(Buffer.from(preamble + header)));
    const most = 2 * MAX_PRODUCT_CSV_BYTES;
    let sent = 0;
    while (!connection.hasResponse() && sent < most) {
      await connection.write(chunk(rowsMiB));
      sent += MiB;
    }
    expect(sent).toBeLessThan(most);
    const refused = await connection.nextResponse();
    expect(refused.status).toBe(413);

    await connection.write(chunk(Buffer.from(epilogue)));
    await connection.write(chunk(Buffer.alloc(0)));
    expect(await answersNextRequest(connection)).toBe(200);
    connection.close();
  }, 120_000);

  it('after a quick refusal of a smaller file, answers the next request on the same connection', async () => {
    const { merchantId } = await freshMerchant(server.app.db);
    const file = Buffer.concat([Buffer.from('not,the,template\r\n'), rowsMiB, rowsMiB]);
    const body = Buffer.concat([Buffer.from(preamble), file, Buffer.from(epilogue)]);
    const connection = await openRawConnection(server.port);
    await connection.write(uploadHead(uploadPath(merchantId), server.token, body.length));
    const written = connection.write(body);

    const refused = await connection.nextResponse();
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBe('The header does not match the template');
    expect(await written).toBe(true);
    expect(await answersNextRequest(connection)).toBe(200);
    connection.close();
  }, 60_000);
});

describe('slow uploads', () => {
  const pace: UploadPace = { idleSeconds: 1, minBytesPerSecond: 1000, importWaitSeconds: 2 };
  const server = useListeningApp(pace);

  /** An upload that sends the header and then `rowEvery` ms a row (never, if undefined). */
  async function trickle(rowEvery: number | undefined) {
    const { merchantId } = await freshMerchant(server.app.db);
    const connection = await openRawConnection(server.port);
    await connection.write(uploadHead(uploadPath(merchantId), server.token));
    await connection.write(chunk(Buffer.from(preamble + header)));
    let rows = 0;
    const sending = (async () => {
      // Goes on after an answer, as a sender that does not read it would, until cut off; a
      // minute at most, far past any bound of the test.
      for (let ticks = 0; rowEvery !== undefined && ticks < 60_000 / rowEvery; ticks++) {
        await new Promise((resolve) => setTimeout(resolve, rowEvery));
        const row = `T-${rows},Notebook,Classmate,none,Ruled,45.00,10,\r\n`;
        if (!(await connection.write(chunk(Buffer.from(row))))) return;
        rows += 1;
      }
    })();
    return { connection, sending, rowsSent: () => rows };
  }

  it('cannot keep a one-row import from being answered, and are ended with 408', async () => {
    const trickling = await trickle(300);
    const silent = await trickle(undefined);
    // Both have begun their files, and the trickling one goes on.
    await expect.poll(() => trickling.rowsSent(), { timeout: 30_000 }).toBeGreaterThan(1);

    const { merchantId, category } = await freshMerchant(server.app.db);
    const form = new FormData();
    const oneRow = csvText(productCsvColumns.main, [
      {
        sku: 'ONE-1',
        title: 'Atlas',
        brand: 'Oxford',
        categoryName: category.name,
        description: '',
        price: '10.00',
        stock: '1',
        images: '',
      },
    ]);
    form.append('csvFile', new Blob([oneRow], { type: 'text/csv' }), 'one.csv');
    const answer = await fetch(`http://127.0.0.1:${server.port}/api/v1${uploadPath(merchantId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
      body: form,
      // Far past the server's bounds (a second idle, two seconds' wait for a turn).
      signal: AbortSignal.timeout(30_000),
    });
    expect([201, 503]).toContain(answer.status);
    if (answer.status === 503) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    else expect(((await answer.json()) as { data: object }).data).toMatchObject({ created: 1 });

    for (const slow of [trickling, silent]) {
      const ended = await slow.connection.nextResponse();
      expect(ended.status).toBe(408);
      expect(JSON.parse(ended.body)).toMatchObject({
        message: expect.stringMatching(/^The upload was too slow/),
        code: 'request.too_slow',
      });
    }
    // The one still trickling does not keep its connection: the rest of its body does not
    // arrive within the bound, so the server closes it.
    await trickling.connection.closed;
    await trickling.sending;
    silent.connection.close();
  }, 120_000);

  it('include a JSON body that stops arriving: it is ended with 408', async () => {
    const connection = await openRawConnection(server.port);
    await connection.write(
      requestHead('POST', '/api/v1/admin/login', {
        'Content-Type': 'application/json',
        'Content-Length': 100,
      }),
    );
    await connection.write('{"username": "adm');
    const ended = await connection.nextResponse();
    expect(ended.status).toBe(408);
    expect(JSON.parse(ended.body)).toMatchObject({
      message: expect.stringMatching(/^The upload was too slow/),
      code: 'request.too_slow',
    });
    connection.close();
  }, 60_000);
});
