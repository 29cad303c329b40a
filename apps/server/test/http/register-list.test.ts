import { allPermissions, competitions } from '@satchel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerList } from '../../src/http/register-list.js';
import type { ListQuery as Paging } from '../../src/repos/list-query.js';
import { bareApp } from '../support/bare-app.js';

/** What the route asked the repository for, last. */
const asked: { paging?: Paging; filters?: object } = {};
const app = await bareApp();
const id = 'c'.repeat(24);

beforeAll(async () => {
  // The list is read from the app's database and guarded by its sign-in: this test has neither,
  // its caller an operator who may do everything.
  app.decorate('db', {} as never);
  app.decorate('authenticate', async (request) => {
    request.admin = {
      id,
      username: 'admin',
      sessionId: id,
      role: { id, name: 'Administrator' },
      permissions: new Set(allPermissions),
      twoStepSetupRequired: false,
    };
  });
  app.decorate('lists', new Map());
  registerList(
    app,
    competitions.list,
    competitions.competitionList,
    async (_db, paging, filters) => {
      Object.assign(asked, { paging, filters });
      return {
        rows: [{ id, name: 'quiz', logo: null, status: 'active' as const, extra: 1 }],
        total: 21,
        totalPages: 3,
      };
    },
    (row) => ({ id: row.id, name: row.name.toUpperCase(), logo: '', status: row.status }),
  );
  await app.ready();
});
afterAll(() => app.close());

const url = `/catalogs/categories/special/competitions`;

describe('registerList', () => {
  it("answers the repository's page in the call's envelope, with the query's paging and filters", async () => {
    const answer = await app.inject({ url: `${url}?page=2&limit=10&sort=-1&name=qu` });
    expect(answer.statusCode).toBe(200);
    // This envelope carries the page size where others carry the page count (design.md §4).
    expect(answer.json()).toEqual({
      data: {
        competitions: [{ id, name: 'QUIZ', logo: '', status: 'active' }],
        total: 21,
        limit: 10,
      },
    });
    expect(asked).toEqual({
      // The envelope always carries its total, so it is always counted.
      paging: { page: 2, limit: 10, sort: -1, includeTotal: true },
      filters: { name: 'qu' },
    });
  });

  it('refuses a filter the call does not take with 400 and its code, before the repository', async () => {
    asked.filters = undefined;
    const answer = await app.inject({ url: `${url}?status=active` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'request.invalid' });
    expect(asked.filters).toBeUndefined();
  });

  it('refuses a page read both after one row and before another', async () => {
    const answer = await app.inject({ url: `${url}?after=${'a'.repeat(24)}&before=${id}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'A page starts after one row or before another, not both.',
      code: 'request.invalid',
    });
  });
});
