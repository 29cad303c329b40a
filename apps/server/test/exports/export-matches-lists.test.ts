import {
  BUSINESS_TIME_ZONE,
  formatRupees,
  type ListKind,
  listCalls,
  listExports,
  listKinds,
} from '@satchel/api';
import { resolveDemoOptions, seedDemo } from '@satchel/demo';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRouteApp } from '../support/route-app.js';
import { csvRows } from './export-support.js';

/**
 * Every list's export, read by PostgreSQL's COPY with its cells formatted in SQL, against what
 * the list's own page shows for the same rows, formatted as the console formats them (the
 * oracle below): every field of every list, in every format that suits its values.
 */
const server = useRouteApp();

beforeAll(async () => {
  const client = await server.app.pool.connect();
  try {
    const options = resolveDemoOptions({
      orders: 40,
      seed: 7,
      now: new Date('2026-06-01T00:00:00+05:30'),
    });
    await seedDemo(client, { options, storage: server.app.files });
  } finally {
    client.release();
  }
}, 120_000);

/** Pictures are links that expire: a file holds none (the console exports no picture column). */
const PICTURES = new Set(['image', 'logo', 'bannerUrl', 'profilePicture']);
/** What an audit row offers to do (Revert), not what it shows: the console has no column of it. */
const ROW_ACTIONS = new Set(['revertible', 'revertibleRunId']);
const PHONES = new Set(['phone', 'whatsappNumber']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});
/** The project's CSV writer's guard (http/csv.ts). */
const guarded = (text: string) => (/^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text);
const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

type Format = listExports.ExportFormat;
const yesNo: Format = { kind: 'yesNo', yes: 'Yes', no: 'No' };

/** The formats that suit a field, by the values the page shows in it. */
function formatsOf(field: string, values: readonly unknown[]): Format[] {
  const given = values.filter((value) => value !== null && value !== undefined);
  const formats: Format[] = [{ kind: 'text' }];
  if (PHONES.has(field)) formats.push({ kind: 'phone' });
  if (given.length > 0 && given.every((value) => typeof value === 'number')) {
    formats.push({ kind: 'money' });
  }
  if (given.length > 0 && given.every((value) => typeof value === 'boolean')) formats.push(yesNo);
  if (given.length > 0 && given.every((value) => ISO_TIME.test(String(value)))) {
    formats.push({ kind: 'dateTime' });
  }
  if (field === 'status') {
    formats.push({ kind: 'label', labels: [{ value: String(given[0]), label: '=Chosen' }] });
  }
  return formats;
}

/** A cell as the console shows the value in that format: the oracle. */
function shown(value: unknown, format: Format): string[] {
  const blank = value === null || value === undefined || value === '';
  switch (format.kind) {
    case 'text':
      return [guarded(asText(value))];
    case 'phone':
      return [blank ? '' : guarded(`+91 ${value}`)];
    case 'money':
      return blank
        ? ['', '']
        : [guarded(formatRupees(value as number)), (value as number).toFixed(2)];
    case 'yesNo':
      return [value === true ? 'Yes' : value === false ? 'No' : ''];
    case 'dateTime':
      return [blank ? '' : dateTime.format(new Date(value as string))];
    case 'label': {
      const label = format.labels.find((choice) => choice.value === String(value));
      return [label ? guarded(label.label) : guarded(asText(value))];
    }
  }
}

/** The rows in a list's answer: its one array of rows, wherever its envelope keeps it. */
function rowsIn(answer: unknown): Record<string, unknown>[] {
  const values = Object.values(answer as Record<string, unknown>);
  const rows = values.find(Array.isArray) ?? values.map(rowsIn).find((found) => found.length > 0);
  return (rows ?? []) as Record<string, unknown>[];
}

/** The page's rows of a list: its first 100, in its own order. */
async function pageRows(kind: ListKind): Promise<Record<string, unknown>[]> {
  const { method, path } = listCalls[kind];
  const response = await server.call(method, `${path}?page=1&limit=100`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return rowsIn(response.json());
}

describe.each(listKinds)('the %s export', (kind) => {
  it("shows every field of the list's rows as its page shows them, in every format", async () => {
    const rows = await pageRows(kind);
    expect(rows.length, 'the demo data has rows of this list').toBeGreaterThan(0);
    const fields = Object.keys(rows[0]!).filter(
      (field) => !PICTURES.has(field) && !ROW_ACTIONS.has(field),
    );
    const columns = fields.flatMap((field) =>
      formatsOf(
        field,
        rows.map((row) => row[field]),
      ).map((format) => ({ id: field, heading: `${field} ${format.kind}`, format })),
    );
    expect(columns.length).toBeLessThanOrEqual(listExports.MAX_EXPORT_COLUMNS);
    const response = await server.call('POST', '/exports', { list: kind, query: {}, columns });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [, ...exported] = csvRows(response.body);
    const expected = rows.map((row) => columns.flatMap(({ id, format }) => shown(row[id], format)));
    expect(exported.slice(0, rows.length)).toEqual(expected);
  });
});
