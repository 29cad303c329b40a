import { connect } from 'node:net';
import { productCsvColumns, productCsvExamples, productCsvMessages } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { defaultProductCsvLimits } from '../../src/routes/product-csv.js';
import { signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { multipartBody, uploadCsv } from '../support/multipart.js';
import {
  csvText,
  freshMerchant,
  notCsvText,
  productsOf,
  upload,
  uploadPath,
} from '../support/product-csv.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const header = productCsvColumns.main.join(',');

/** A main product line of `category` with every column filled, `sku` and `title` given. */
const line = (category: string, sku: string, title = `Notebook ${sku}`) =>
  `${sku},${title},Classmate,${category},Ruled,45.00,10,`;

/** Sends `content` as the upload of a merchant of its own. */
async function sendFile(
  content: string | Uint8Array,
  options: { filename?: string; type?: string } = {},
) {
  const { merchantId, category } = await freshMerchant(server.db);
  const response = await upload(server, uploadPath(merchantId), content, options);
  return { response, merchantId, category: category.name };
}

describe('what a product CSV file may look like', () => {
  it('reads a byte order mark, CRLF, LF or CR line ends, quoted commas, quotes and newlines', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const title = 'Atlas, "Oxford" edition';
    const description = 'Line one,\r\nline two';
    const quoted = `Q-1,"Atlas, ""Oxford"" edition",Oxford,${category.name},"${description}",99.00,1,`;
    for (const [newline, sku] of [
      ['\r\n', 'CRLF'],
      ['\n', 'LF'],
      ['\r', 'CR'],
    ] as const) {
      const text = `\uFEFF${header}${newline}${line(category.name, sku)}${newline}`;
      const response = await upload(server, uploadPath(merchantId), text);
      expect(response.json(), sku).toMatchObject({ data: { rows: 1, created: 1 } });
    }
    const response = await upload(server, uploadPath(merchantId), `${header}\r\n${quoted}`);
    expect(response.statusCode).toBe(201);

    const imported = await productsOf(server.db, merchantId);
    expect(imported.map((product) => product.sku)).toEqual(['CRLF', 'LF', 'CR', 'Q-1']);
    expect(imported[3]).toMatchObject({ title, description });
  });

  it('skips blank lines without counting them, and accepts an error report back', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const text = [
      `${header},errors`,
      '',
      `${line(category.name, 'B-1')},`,
      ',,,,,,,,',
      `${line(category.name, 'B-1')},"sku: Repeats the SKU of row 1"`,
      '',
    ].join('\r\n');

    const response = await upload(server, uploadPath(merchantId), text);

    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message: 'Repeats the SKU of row 1',
        code: 'repeatedSku',
        values: [1],
      },
    ]);
  });

  it('answers a header-only file and an empty one with a clear 400', async () => {
    const noRows = { message: 'The file has no rows', code: 'csv.no_rows' };
    const empty = { message: 'The file is empty', code: 'csv.empty' };
    for (const [text, refusal] of [
      [`${header}\r\n`, noRows],
      [`\uFEFF${header}`, noRows],
      ['', empty],
      ['\r\n\r\n', empty],
    ] as const) {
      const { response } = await sendFile(text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
  });

  it("lists the header's problems at row 0", async () => {
    const { response } = await sendFile(
      'sku,title,title,colour,price,stock,images\r\nA,b,b,c,1,1,\r\n',
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The header does not match the template',
      code: 'csv.header_mismatch',
      errors: [
        {
          row: 0,
          column: 'title',
          message: productCsvMessages.repeatedColumn,
          code: 'repeatedColumn',
        },
        {
          row: 0,
          column: 'colour',
          message: productCsvMessages.unknownColumn(productCsvColumns.main),
          code: 'unknownColumn',
          values: [productCsvColumns.main],
        },
        {
          row: 0,
          column: 'brand',
          message: productCsvMessages.missingColumn,
          code: 'missingColumn',
        },
        {
          row: 0,
          column: 'categoryName',
          message: productCsvMessages.missingColumn,
          code: 'missingColumn',
        },
        {
          row: 0,
          column: 'description',
          message: productCsvMessages.missingColumn,
          code: 'missingColumn',
        },
      ],
    });
  });

  it('refuses at once a header past any real one, quoting none of it', async () => {
    const columns = Array.from({ length: 80_000 }, (_, index) => `c${index}`).join(',');
    const wide = await sendFile(`${columns}\r\n1\r\n`);
    expect(wide.response.statusCode).toBe(400);
    const headerTooLong = {
      message:
        'The first line (the header) is longer than 4096 characters or has no line end: this is not a product CSV file',
      code: 'csv.header_too_long',
      values: [4096],
    };
    expect(wide.response.json()).toEqual(headerTooLong);
    expect(wide.response.body.length).toBeLessThan(300);

    const lineless = await sendFile('x'.repeat(2_000_000));
    expect(lineless.response.statusCode).toBe(400);
    expect(lineless.response.json()).toEqual(headerTooLong);
    expect(lineless.response.body.length).toBeLessThan(300);

    const many = await sendFile(`${header}${',x'.repeat(100)}\r\n1\r\n`);
    expect(many.response.statusCode).toBe(400);
    expect(many.response.json()).toEqual({
      message: 'The header has more than 64 columns: this is not a product CSV file',
      code: 'csv.too_many_columns',
      values: [64],
    });
  });

  it('quotes a long unknown column as a short excerpt', async () => {
    const { response } = await sendFile(`${header},${'y'.repeat(4000)}\r\n1\r\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        row: 0,
        column: `${'y'.repeat(39)}…`,
        message: productCsvMessages.unknownColumn(productCsvColumns.main),
        code: 'unknownColumn',
        values: [productCsvColumns.main],
      },
    ]);
  });

  it('quotes a long category name or image key of a row as a short excerpt', async () => {
    const category = 'c'.repeat(100);
    const image = `products/${'i'.repeat(1000)}.png`;
    const { response } = await sendFile(`${header}\r\nA-1,t,b,${category},d,1.00,1,${image}\r\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        row: 1,
        column: 'categoryName',
        message: `No category is named ${'c'.repeat(39)}…`,
        code: 'noCategory',
        values: [`${'c'.repeat(39)}…`],
      },
      {
        row: 1,
        column: 'images',
        message: `No stored file has the key products/${'i'.repeat(30)}…`,
        code: 'noStoredFile',
        values: [`products/${'i'.repeat(30)}…`],
      },
    ]);
  });

  it('names a row with more cells than the header, and a malformed quote', async () => {
    const { response } = await sendFile(`${header}\r\nA-1,t,b,x,d,1.00,1,,surplus\r\n`);
    expect(response.json().errors).toEqual([
      { row: 1, column: '', message: productCsvMessages.extraCells, code: 'extraCells' },
      {
        row: 1,
        column: 'categoryName',
        message: 'No category is named x',
        code: 'noCategory',
        values: ['x'],
      },
    ]);

    // A row papaparse cannot parse: refused whole, in its words, with our codes.
    const unreadable = (code: string, problem: string, message: string) => ({
      message: `Row 2 cannot be read: ${message}`,
      code,
      values: [2],
      errors: [{ row: 2, column: '', message, code: problem }],
    });
    for (const [cell, refusal] of [
      [
        '"t"oops',
        unreadable(
          'csv.malformed_quote',
          'malformedQuote',
          'Trailing quote on quoted field is malformed',
        ),
      ],
      ['"t', unreadable('csv.unclosed_quote', 'unclosedQuote', 'Quoted field unterminated')],
    ] as const) {
      const { response } = await sendFile(
        `${header}\r\nA-1,t,b,x,d,1,1,\r\nA-2,${cell},b,x,d,1,1,\r\n`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
  });

  it('answers 415 for a file that is not CSV text, and takes a .csv of any declared type', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const utf16 = Buffer.from(`\uFEFF${header}\r\n`, 'utf16le');
    const latin1 = Buffer.from(`${header}\r\nA-1,Caf\xe9,b,x,d,1,1,\r\n`, 'latin1');
    const notCsv = { message: 'Please upload a CSV file', code: 'request.unsupported_media_type' };
    const { binary, encoding } = notCsvText;
    for (const [content, options, refusal] of [
      [png, { filename: 'logo.png', type: 'image/png' }, notCsv],
      [`${header}\r\n`, { filename: 'products.xlsx', type: 'application/octet-stream' }, notCsv],
      [png, { filename: 'products.csv', type: 'text/csv' }, binary],
      [utf16, { filename: 'products.csv', type: 'text/csv' }, binary],
      [latin1, { filename: 'products.csv', type: 'text/csv' }, encoding],
    ] as const) {
      const { response, merchantId } = await sendFile(content, options);
      expect(response.statusCode, options.filename).toBe(415);
      expect(response.json()).toEqual(refusal);
      expect(await productsOf(server.db, merchantId)).toEqual([]);
    }

    for (const options of [
      { filename: 'PRODUCTS.CSV', type: 'application/octet-stream' },
      { filename: 'export', type: 'application/vnd.ms-excel' },
    ]) {
      const { merchantId, category } = await freshMerchant(server.db);
      const text = `${header}\r\n${line(category.name, 'OK-1')}\r\n`;
      expect((await upload(server, uploadPath(merchantId), text, options)).statusCode).toBe(201);
    }
  });

  it('answers 400 for a form without the file, with a second file or another field', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const csv = csvText(productCsvColumns.main, [
      { ...productCsvExamples.main, categoryName: category.name },
    ]);
    const file = { field: 'csvFile', content: csv, filename: 'a.csv' };
    for (const [parts, message] of [
      [[], 'No file in the field csvFile'],
      [[{ field: 'note', content: 'hello' }], 'not note'],
      [[{ ...file, field: 'file' }], 'not file'],
      [[file, { ...file, filename: 'b.csv' }], 'second file'],
      [[file, { field: 'note', content: 'hello' }], 'not note'],
    ] as const) {
      const { payload, contentType } = await multipartBody(parts);
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/v1${uploadPath(merchantId)}`,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${server.token}` },
      });
      expect(response.statusCode, message).toBe(400);
      const answer = response.json();
      expect(message.startsWith('csv.') ? answer.code : answer.message).toContain(message);
    }
    const json = await server.call('POST', uploadPath(merchantId), { csvFile: csv });
    expect(json.statusCode).toBe(415);
    expect(await productsOf(server.db, merchantId)).toEqual([]);
  });
});

describe("an import's status", () => {
  it('answers 404 with a code of its own for an import that is not there', async () => {
    const unknown = await server.call(
      'GET',
      '/catalogs/products/csv-imports/0123456789abcdef01234567',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Import not found', code: 'import.not_found' });
  });
});

describe('an upload that breaks off', () => {
  it('imports nothing when the body ends in the middle of the file', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const rows = Array.from({ length: 200 }, (_, index) => line(category.name, `CUT-${index}`));
    const { payload, contentType } = await multipartBody([
      { field: 'csvFile', content: `${header}\r\n${rows.join('\r\n')}\r\n`, filename: 'a.csv' },
    ]);

    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1${uploadPath(merchantId)}`,
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      headers: { 'content-type': contentType, authorization: `Bearer ${server.token}` },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ended before the whole file arrived');
    expect(await productsOf(server.db, merchantId)).toEqual([]);
  });

  it('imports nothing when the connection is cut mid-file', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const rows = Array.from({ length: 2_000 }, (_, index) => line(category.name, `DROP-${index}`));
    const csv = `${header}\r\n${rows.join('\r\n')}\r\n`;
    const { payload, contentType } = await multipartBody([
      { field: 'csvFile', content: csv, filename: 'a.csv' },
    ]);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);

    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          [
            `POST /api/v1${uploadPath(merchantId)} HTTP/1.1`,
            'Host: 127.0.0.1',
            `Authorization: Bearer ${server.token}`,
            `Content-Type: ${contentType}`,
            `Content-Length: ${payload.length}`,
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(payload.subarray(0, Math.floor(payload.length * 0.6)), () => {
          socket.destroy();
          resolve();
        });
      });
      socket.on('error', reject);
    });

    // The same rows again: the merchant's imports take turns, so this one starts once the cut
    // one has ended, and imports them all only if the cut one left none behind.
    const again = await upload(server, uploadPath(merchantId), csv);
    expect(again.json().data).toMatchObject({ created: 2_000 });
  });
});

describe('the limits of an upload', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const config = testConfig(await createTestDatabase());
    app = await buildApp(config, {
      productCsvLimits: { ...defaultProductCsvLimits, maxBytes: 2_000, maxRows: 3 },
    });
    token = await signIn(app);
  });
  afterAll(() => app?.close());

  it('answers 413 past the largest file or the most rows, and imports nothing', async () => {
    const { merchantId, category } = await freshMerchant(app.db);
    const file = (count: number, title = 'Notebook') =>
      `${header}\r\n${Array.from({ length: count }, (_, index) => line(category.name, `L-${index}`, title)).join('\r\n')}\r\n`;
    const send = (content: string) => uploadCsv(app, token, uploadPath(merchantId), content);

    const rows = await send(file(4));
    expect(rows.statusCode).toBe(413);
    expect(rows.json()).toEqual({
      message: 'The file has more than 3 rows',
      code: 'csv.too_many_rows',
      values: [3],
    });
    const bytes = await send(file(3, 'x'.repeat(700)));
    expect(bytes.statusCode).toBe(413);
    expect(bytes.json()).toEqual({
      message: 'The file is larger than 2000 bytes',
      code: 'file.too_large',
      values: [2000],
    });
    expect(await productsOf(app.db, merchantId)).toEqual([]);

    expect((await send(file(3))).json().data).toMatchObject({ rows: 3, created: 3 });
  });
});
