import { customers } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { signIn } from '../support/app.js';
import { insertAdmin, insertCustomer, insertOrder } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';
import { csvRows, insertCustomers, userColumns, waitUntilDone } from './export-support.js';

// Above 10 matching rows an export runs as a job, in parts of 200 bytes: both ways in one app.
const server = useRouteApp({ exportLimits: { streamRows: 10, partBytes: 200 } });
const { call } = server;

const exportOf = (body: object, bearer?: string) => call('POST', '/exports', body, bearer);

beforeAll(async () => {
  const { db } = server;
  // 20 customers: 7 of them suspended (every third from 0).
  await insertCustomers(db, 20);
  // One whose name a spreadsheet would run as a formula.
  await insertCustomer(db, {
    name: '=HYPERLINK("http://evil.example","Click")',
    phone: '7000000001',
    status: 'suspended',
    createdAt: new Date(Date.UTC(2026, 3, 1, 0, 0, 0)),
  });
});

describe('a small export (answered at once)', () => {
  it("is the list's filtered rows, in its sort, with the columns and headings asked for, formula-safe", async () => {
    const response = await exportOf({
      list: 'users',
      query: { status: 'suspended', sort: -1 },
      columns: userColumns,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(['Name', 'Phone', 'Status', 'Created At']);
    // Newest first: the formula customer (April), then customers 18, 15, … 0.
    expect(rows.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      ...[18, 15, 12, 9, 6, 3, 0].map((n) => `Customer ${String(n).padStart(5, '0')}`),
    ]);
    // "+91 …" would start a formula in a spreadsheet: the guard keeps it text, as it keeps any.
    expect(rows[1]).toEqual([
      'Customer 00018',
      "'+91 8000000018",
      'Suspended',
      '1 Mar 2026, 3:30 pm',
    ]);
    // Lines end as PostgreSQL's COPY ends them.
    expect(response.body.endsWith('\n')).toBe(true);
  });

  it('shows amounts in rupees with a plain number beside them, and labels and times as on screen', async () => {
    const { db } = server;
    const [customer] = await db.select().from(customers).where(eq(customers.phone, '8000000001'));
    await insertOrder(db, customer!.id, [], {
      subTotal: '123456.50',
      status: 'outForDelivery',
      paymentMethod: 'cod',
      createdAt: new Date(Date.UTC(2026, 2, 5, 13, 15, 30)),
    });
    const response = await exportOf({
      list: 'orders',
      query: { paymentMethod: 'cod' },
      columns: [
        { id: 'orderTime', heading: 'Order Time', format: { kind: 'text' } },
        { id: 'subTotal', heading: 'Sub Total', format: { kind: 'money' } },
        {
          id: 'status',
          heading: 'Status',
          format: {
            kind: 'label',
            labels: [{ value: 'outForDelivery', label: 'Out for Delivery' }],
          },
        },
        {
          id: 'paymentMethod',
          heading: 'Paid by cash',
          format: { kind: 'yesNo', yes: 'Yes', no: 'No' },
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(csvRows(response.body)).toEqual([
      ['Order Time', 'Sub Total', 'Sub Total (number)', 'Status', 'Paid by cash'],
      // paymentMethod is no flag: a yes/no of it shows nothing rather than a guess.
      ['2026-03-05 18:45:30', '₹1,23,456.50', '123456.50', 'Out for Delivery', ''],
    ]);
  });

  it('joins the fields of a column that shows several', async () => {
    const response = await exportOf({
      list: 'users',
      query: { phone: '8000000004' },
      columns: [
        { id: 'name', fields: ['name', 'phone'], heading: 'Who', format: { kind: 'text' } },
      ],
    });
    expect(csvRows(response.body)).toEqual([['Who'], ['Customer 00004 8000000004']]);
  });

  it('answers only the header when no row matches', async () => {
    const response = await exportOf({
      list: 'users',
      query: { name: 'Nobody' },
      columns: userColumns,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Name,Phone,Status,Created At\n');
  });
});

describe('a refused export', () => {
  it.each([
    [
      'a column the list has not',
      { id: 'password', heading: 'Password', format: { kind: 'text' } },
    ],
    ['a heading too long', { id: 'name', heading: 'x'.repeat(81), format: { kind: 'text' } }],
    ['a format the console has not', { id: 'name', heading: 'Name', format: { kind: 'html' } }],
  ])('with %s is a 400', async (_, column) => {
    const response = await exportOf({ list: 'users', query: {}, columns: [column] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
  });

  it('with more than 40 columns, none, or a filter the list does not take, is a 400', async () => {
    const column = userColumns[0]!;
    for (const body of [
      { list: 'users', query: {}, columns: Array.from({ length: 41 }, () => column) },
      { list: 'users', query: {}, columns: [] },
      { list: 'users', query: { storeName: 'x' }, columns: [column] },
      { list: 'users', query: { page: 2 }, columns: [column] },
      { list: 'schools', query: {}, columns: [column] },
    ]) {
      const response = await exportOf(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('request.invalid');
    }
  });

  it('nested thousands deep is a 400, not a fault', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/exports',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'body is nested too deeply',
      code: 'request.invalid',
    });
  });

  it('without a token is a 401', async () => {
    const response = await exportOf(
      { list: 'users', query: {}, columns: userColumns },
      null as never,
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('a large export (a job)', () => {
  it('answers 202, shows its progress, and ends in a signed link to the whole file', async () => {
    const response = await exportOf({ list: 'users', query: { sort: 1 }, columns: userColumns });
    expect(response.statusCode).toBe(202);
    const started = response.json().data;
    expect(started).toMatchObject({ list: 'users', state: 'running', rowsWritten: 0, total: 21 });
    expect(started.link).toBeUndefined();
    const done = await waitUntilDone(server.app, server.token, started.id);
    expect(done).toMatchObject({ state: 'done', rowsWritten: 21, total: 21 });
    expect(done.link).toMatch(
      new RegExp(`^/api/v1/exports/${started.id}/file\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const file = await server.app.inject({ method: 'GET', url: done.link! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual(['Name', 'Phone', 'Status', 'Created At']);
    // Every row once, oldest first.
    expect(rows).toHaveLength(21);
    expect(rows.slice(0, 3).map((row) => row[0])).toEqual([
      'Customer 00000',
      'Customer 00001',
      'Customer 00002',
    ]);
    expect(new Set(rows.map((row) => row[1])).size).toBe(21);
    expect(rows.at(-1)?.[0]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it("belongs to its operator: another's progress is a 404", async () => {
    const response = await exportOf({ list: 'users', query: {}, columns: userColumns });
    const { id } = response.json().data;
    const finance = { username: 'finance', password: 'another long password' };
    await insertAdmin(server.db, {
      username: finance.username,
      passwordHash: await hashPassword(finance.password),
    });
    const other = await signIn(server.app, finance);
    expect((await call('GET', `/exports/${id}`)).statusCode).toBe(200);
    for (const url of [`/exports/${id}`, '/exports/0123456789abcdef01234567']) {
      const refused = await call('GET', url, undefined, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Export not found', code: 'export.not_found' });
    }
  });

  it('refuses a tampered or expired link with 403 {message, code}', async () => {
    const response = await exportOf({ list: 'users', query: {}, columns: userColumns });
    const done = await waitUntilDone(server.app, server.token, response.json().data.id);
    const tampered = done.link!.replace(/signature=./, 'signature=A');
    const expiredQuery = server.app.fileLinks.signedQuery(
      `exports/${done.id}`,
      new Date(Date.now() - 11 * 60_000),
    );
    const otherExport = done.link!.replace(done.id, '0123456789abcdef01234567');
    for (const url of [tampered, `/api/v1/exports/${done.id}/file?${expiredQuery}`, otherExport]) {
      const refused = await server.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        message: 'This download link is not valid or has expired',
        code: 'export.link_invalid',
      });
    }
  });
});
