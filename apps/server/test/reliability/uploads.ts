import type { Random } from '@satchel/demo';
import type { FormPart } from '../support/multipart.js';
import { hostileTexts } from './values.js';

/** A small CSV file of random words: what the baseline upload of any upload route sends. */
export function plainCsv(random: Random): string {
  const word = () => random.chars('abcdefghijklmnopqrstuvwxyz', random.int(1, 8));
  const header = Array.from({ length: random.int(1, 6) }, word);
  const rows = Array.from({ length: random.int(1, 4) }, () => header.map(word).join(','));
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}

const file = (
  field: string,
  content: string | Uint8Array,
  filename = 'upload.csv',
  type = 'text/csv',
) => ({
  field,
  content,
  filename,
  type,
});

/** Bytes no CSV file has: binary, other encodings, broken UTF-8. */
const binaryContents: readonly Uint8Array[] = [
  Uint8Array.from([0]),
  Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256),
  Buffer.from('\uFEFFa,b\r\n1,2\r\n', 'utf16le'),
  Uint8Array.from([0x61, 0x2c, 0x62, 0x0d, 0x0a, 0xc3, 0x28, 0x0d, 0x0a]),
  Uint8Array.from([0x80, 0x80, 0x80]),
  Uint8Array.from([0xef, 0xbb, 0xbf]),
  Uint8Array.from([0xf0, 0x9f, 0x98]),
];

/** CSV text that is well-formed UTF-8 and still hostile to a CSV reader. */
const hostileCsv = (header: string): readonly string[] => [
  `${header}\r\n"${'x'.repeat(600_000)}`,
  `${header}\r\n"a"b,c\r\n`,
  `${header}\r\n${'"'.repeat(1001)}\r\n`,
  `${Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',')}\r\n1\r\n`,
  `${Array.from({ length: 80_000 }, (_, index) => `c${index}`).join(',')}\r\n1\r\n`,
  'x'.repeat(2_000_000),
  `${header}\r\n${','.repeat(10_000)}\r\n`,
  `${header}\r\n${'x'.repeat(200_000)}\r\n`,
  `${header}\r\n${'a,b\r\n'.repeat(20_000)}`,
  '\r\n'.repeat(1_000),
  `${header}\n\r\n\r${header}`,
];

/**
 * Every way to break an upload's form, for the file field `field`: hostile file contents,
 * names and types, and forms with the file missing, repeated or beside other fields.
 */
export function* hostileForms(field: string, baseline: string): Generator<readonly FormPart[]> {
  const header = baseline.split('\r\n')[0]!;
  for (const text of hostileTexts) {
    yield [file(field, text)];
    yield [file(field, `${header}\r\n${text}\r\n`)];
    yield [file(field, baseline, text)];
  }
  for (const content of [...binaryContents, ...hostileCsv(header)]) yield [file(field, content)];
  for (const type of ['', 'image/png', 'application/octet-stream', 'text/csv; charset=utf-16']) {
    yield [file(field, baseline, 'upload', type)];
  }
  yield [];
  yield [file(field, baseline), file(field, baseline)];
  yield [file(field, baseline), file('other', baseline)];
  yield [{ field, content: baseline }];
  for (const name of ['other', '', '__proto__', 'constructor', 'hasOwnProperty']) {
    yield [file(name, baseline)];
    yield [file(field, baseline), { field: name, content: 'x' }];
    yield [{ field: name, content: 'x' }, file(field, baseline)];
  }
}

/** Multipart bodies no form makes: cut short, without or with a wrong boundary, bad headers. */
export function hostileMultipart(
  field: string,
  baseline: string,
): readonly (readonly [string, string])[] {
  const part = `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${baseline}`;
  return [
    [part, 'multipart/form-data; boundary=x'],
    [`${part}\r\n--x--`, 'multipart/form-data'],
    [`${part}\r\n--x--`, 'multipart/form-data; boundary=y'],
    [`${part}\r\n--x--`, `multipart/form-data; boundary=${'x'.repeat(200)}`],
    ['--x--', 'multipart/form-data; boundary=x'],
    ['--x\r\n\r\nabc\r\n--x--', 'multipart/form-data; boundary=x'],
    [`--x\r\n${'X-Long: a\r\n'.repeat(3_000)}\r\nabc\r\n--x--`, 'multipart/form-data; boundary=x'],
    [
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\n\r\n${'a'.repeat(1_000)}`,
      'multipart/form-data; boundary=x',
    ],
  ];
}
