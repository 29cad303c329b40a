import { businessDay } from '@satchel/api';
import { newId } from '@satchel/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '../exports/export-support.js';
import { insertAdmin, insertCustomer, insertDriver } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';
import { historyOf } from './history-support.js';

const server = useRouteApp();
const { call } = server;
const ids = { customers: [] as string[], driver: '' };

interface Listed {
  readonly id: string;
  readonly administratorId: string | null;
  readonly kind: string;
  readonly action: string;
  readonly recordId: string | null;
}

/** The Audit list's answer to `query`. */
async function audit(query: string) {
  const response = await call('GET', `/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { entries: Listed[]; total: number; totalPages: number };
}

beforeAll(async () => {
  const { db } = server;
  // Rows made straight in the database: entries of no operator.
  for (let n = 0; n < 3; n += 1) ids.customers.push((await insertCustomer(db)).id);
  ids.driver = (await insertDriver(db)).id;
  for (const [n, status] of ['inactive', 'suspended', 'pending'].entries()) {
    const response = await call('PUT', `/user/status/${ids.customers[n]}`, { status });
    expect(response.statusCode).toBe(200);
  }
  const driver = await call('PUT', `/driver/update-driver-status/${ids.driver}`, {
    status: 'inactive',
  });
  expect(driver.statusCode).toBe(200);
});

describe('GET /audit', () => {
  it('lists every change newest first, the operator named', async () => {
    const { entries, total } = await audit('limit=100');
    expect(entries[0]).toMatchObject({
      action: 'drivers.setStatus',
      kind: 'drivers',
      recordId: ids.driver,
      administratorId: server.adminId,
      administratorName: 'admin',
    });
    // The first administrator made at start and the four rows made here: by no operator.
    expect(total).toBe(entries.length);
    expect(entries.filter((entry) => entry.administratorId === null)).toHaveLength(5);
  });

  it('filters by operator, kind of record, action and date', async () => {
    const byKind = await audit('kind=users&action=users.setStatus');
    expect(byKind.entries.map((entry) => entry.recordId)).toEqual([...ids.customers].reverse());
    expect(byKind.total).toBe(3);

    const byOperator = await audit(`administratorId=${server.adminId}&kind=drivers`);
    expect(byOperator.entries.map((entry) => entry.action)).toEqual(['drivers.setStatus']);
    const byOther = await audit(`administratorId=${(await insertAdmin(server.db)).id}`);
    expect(byOther).toMatchObject({ entries: [], total: 0 });

    const today = businessDay();
    expect((await audit(`from=${today}&to=${today}&kind=users`)).total).toBe(6);
    expect((await audit(`to=2020-01-01`)).total).toBe(0);
    expect((await audit(`from=2099-01-01`)).total).toBe(0);
  });

  it('pages with a keyset, as every list does', async () => {
    const first = await audit('kind=users&limit=2');
    expect(first.totalPages).toBe(3);
    const second = await audit(`kind=users&limit=2&page=2&after=${first.entries[1]!.id}`);
    const byNumber = await audit('kind=users&limit=2&page=2');
    expect(second.entries).toEqual(byNumber.entries);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[0]!.id);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['kind=planets', 'from=2026-02-30', 'from=yesterday', `extra=1`]) {
      const response = await call('GET', `/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await call('GET', '/audit', undefined, null)).statusCode).toBe(401);
  });

  it('is exported through the list export', async () => {
    const response = await call('POST', '/exports', {
      list: 'audit',
      query: { kind: 'users', action: 'users.setStatus', sort: -1 },
      columns: [
        { id: 'action', heading: 'Action', format: { kind: 'text' } },
        { id: 'recordId', heading: 'Record', format: { kind: 'text' } },
        { id: 'administratorName', heading: 'Operator', format: { kind: 'text' } },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(['Action', 'Record', 'Operator']);
    expect(rows).toEqual(
      [...ids.customers].reverse().map((id) => ['users.setStatus', id, 'admin']),
    );
  });
});

describe('GET /history/:kind/:id', () => {
  it("is the record's entries newest first, each with what it did to the record", async () => {
    const [changed, made] = await historyOf(server, 'users', ids.customers[0]!);
    expect(changed).toMatchObject({ action: 'users.setStatus', administratorId: server.adminId });
    expect(changed!.changes).toEqual([
      {
        source: 'customers',
        rowId: ids.customers[0],
        operation: 'update',
        before: { status: 'active' },
        after: { status: 'inactive' },
      },
    ]);
    expect(made).toMatchObject({ action: 'insert', administratorId: null });
  });

  it('is empty for a record with no history, and refuses a bad kind or id', async () => {
    const response = await call('GET', `/history/users/${newId()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { entries: [], total: 0, totalPages: 0 } });
    expect((await call('GET', `/history/planets/${newId()}`)).statusCode).toBe(400);
    expect((await call('GET', '/history/users/not-an-id')).statusCode).toBe(400);
    const unknown = await call('GET', `/audit/${newId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'History entry not found',
      code: 'history.entry_not_found',
    });
  });
});

// Last: the revert adds an entry the tests above do not expect.
describe('reverting from the Audit list', () => {
  it("says which entries can be reverted, as their records' history does, and reverts one", async () => {
    const { entries } = await audit('limit=100');
    const revertibleOf = (entry: Listed) => (entry as Listed & { revertible: boolean }).revertible;
    const statusChange = entries.find(
      (entry) => entry.action === 'users.setStatus' && entry.recordId === ids.customers[2],
    )!;
    expect(statusChange).toMatchObject({ revertible: true, revertibleRunId: null });
    // A record made, and a sign-in: nothing a revert puts back.
    const made = entries.find((entry) => entry.action === 'insert' && entry.kind === 'users')!;
    expect(revertibleOf(made)).toBe(false);
    const signIn = entries.find((entry) => entry.action === 'admin.login')!;
    expect(revertibleOf(signIn)).toBe(false);
    // The same as the record's own history says of it.
    const [inHistory] = await historyOf(server, 'users', ids.customers[2]!);
    expect(inHistory).toMatchObject({ id: statusChange.id, revertible: true });
    const detail = await call('GET', `/audit/${statusChange.id}`);
    expect(detail.json().data.entry).toMatchObject({ revertible: true, revertibleRunId: null });

    const reverted = await call('POST', `/history/users/${ids.customers[2]}/revert`, {
      entryId: statusChange.id,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data.restored).toEqual({ status: 'active' });
    const [newest] = (await audit('limit=1')).entries;
    expect(newest).toMatchObject({
      id: reverted.json().data.entryId,
      action: 'history.revert',
      recordId: ids.customers[2],
      revertible: true,
    });
  });
});
