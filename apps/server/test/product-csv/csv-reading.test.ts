import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { FileRefusal, HttpError } from '../../src/http/http-error.js';
import { csvRowBatches, MAX_CSV_ROW_CHARACTERS } from '../../src/product-csv/csv-rows.js';
import { csvTextDecoder } from '../../src/product-csv/csv-text.js';
import { notCsvText } from '../support/product-csv.js';

/** The rows read from `chunks` of bytes, as the import reads an upload. */
async function rowsOf(chunks: readonly Uint8Array[]): Promise<string[][]> {
  const rows: string[][] = [];
  await pipeline(Readable.from(chunks), csvTextDecoder(), csvRowBatches(), async (batches) => {
    for await (const batch of batches as AsyncIterable<string[][]>) rows.push(...batch);
  });
  return rows;
}

const failureOf = (chunks: readonly Uint8Array[]) =>
  rowsOf(chunks).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('reading an uploaded CSV file as it arrives', () => {
  const text =
    '\uFEFFsku,title,price\r\n' +
    'A-1,"Atlas, ""Oxford""\r\nedition",₹ 99\r\n' +
    '\r\n' +
    ' , ,\r\n' +
    'B-2,Café 😀,10\r\n' +
    'C-3,last line without an end,1';
  const expected = [
    ['sku', 'title', 'price'],
    ['A-1', 'Atlas, "Oxford"\r\nedition', '₹ 99'],
    ['B-2', 'Café 😀', '10'],
    ['C-3', 'last line without an end', '1'],
  ];

  it('reads the same rows wherever the bytes are split: quotes, line ends, multi-byte text', async () => {
    const bytes = Buffer.from(text);
    for (let split = 0; split <= bytes.length; split++) {
      const rows = await rowsOf([bytes.subarray(0, split), bytes.subarray(split)]);
      expect(rows, `split at byte ${split}`).toEqual(expected);
    }
  });

  it('reads a file of CR line ends byte by byte', async () => {
    const bytes = Buffer.from('a,b\r1,2\r3,"x\ry"\r');
    const rows = await rowsOf([...bytes].map((byte) => Uint8Array.of(byte)));
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', 'x\ry'],
    ]);
  });

  it('refuses NUL bytes and invalid or cut UTF-8 with 415', async () => {
    const { binary, encoding } = notCsvText;
    for (const [bytes, refusal] of [
      [Buffer.from('a,b\r\n1,\u0000\r\n'), binary],
      [Buffer.from([0x61, 0x2c, 0xff, 0x0d, 0x0a]), encoding],
      [Buffer.from([0x61, 0x2c, 0xe2, 0x82]), encoding],
    ] as const) {
      const failure = await failureOf([bytes]);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ statusCode: 415, ...refusal });
    }
  });

  it('refuses a quote left open once the row outgrows any real row, naming the row', async () => {
    const chunk = Buffer.from('x'.repeat(64 * 1024));
    const chunks = [
      Buffer.from('a,b\r\n1,2\r\n"'),
      ...Array.from({ length: Math.ceil(MAX_CSV_ROW_CHARACTERS / chunk.length) + 1 }, () => chunk),
    ];
    const failure = await failureOf(chunks);
    expect(failure).toBeInstanceOf(FileRefusal);
    expect((failure as FileRefusal).errors).toEqual([
      {
        row: 2,
        column: '',
        message: `it is longer than ${MAX_CSV_ROW_CHARACTERS} characters; is a quote left open?`,
        code: 'rowTooLong',
        values: [MAX_CSV_ROW_CHARACTERS],
      },
    ]);
    expect(failure).toMatchObject({
      message: `Row 2 cannot be read: it is longer than ${MAX_CSV_ROW_CHARACTERS} characters; is a quote left open?`,
      code: 'csv.row_too_long',
      values: [2, MAX_CSV_ROW_CHARACTERS],
    });
  });
});
