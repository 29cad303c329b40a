import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';
import { entryCount, historyOf } from './history-support.js';

const server = useRouteApp();
let customerId = '';

beforeAll(async () => {
  customerId = (await insertCustomer(server.db)).id;
  const response = await server.call('PUT', `/user/status/${customerId}`, { status: 'inactive' });
  expect(response.statusCode).toBe(200);
});

// The test's connection is the database's owner and a superuser, as the app's may be: what
// holds for it holds for any role.
describe('history is append-only', () => {
  it.each([
    ['an UPDATE of an entry', sql`update audit_events set action = 'nothing happened'`],
    ['a DELETE of an entry', sql`delete from audit_events`],
    ['a TRUNCATE of the entries', sql`truncate audit_events`],
    ['an UPDATE of a change', sql`update audit_changes set after = '{"status": "active"}'`],
    ['a DELETE of a change', sql`delete from audit_changes`],
    ['a TRUNCATE of the changes', sql`truncate audit_changes`],
  ])('refuses %s', async (_, statement) => {
    const before = await historyOf(server, 'users', customerId);
    const entries = await entryCount(server);
    // drizzle wraps PostgreSQL's refusal: its cause is the refusal itself.
    await expect(server.db.execute(statement)).rejects.toMatchObject({
      cause: { code: '42501', message: expect.stringMatching(/^History is append-only/) },
    });
    expect(await historyOf(server, 'users', customerId)).toEqual(before);
    expect(await entryCount(server)).toBe(entries);
  });

  it('keeps the history of a record removed since', async () => {
    await server.db.execute(sql`delete from customers where id = ${customerId}`);
    const [removed, changed] = await historyOf(server, 'users', customerId);
    expect(removed!.changes[0]).toMatchObject({ operation: 'delete', after: null });
    expect(changed!.changes[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
  });
});
