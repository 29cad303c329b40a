import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

beforeAll(async () => {
  const { db } = server;
  await insertCategory(db, {
    name: 'book-sets',
    displayName: 'Book Sets',
    logoUrl: 'https://cdn.example.in/book-sets.png',
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  await insertCategory(db, {
    name: 'stationery',
    displayName: 'Stationery',
    logo: 'categories/stationery.png',
    logoUrl: null,
    createdAt: new Date('2026-03-02T10:00:00Z'),
  });
});

describe.each(['/catalogs/categories/list', '/catalogs/categories/'])('GET %s', (path) => {
  it('answers categories with their logos as links, in the spec envelope', async () => {
    const response = await call('GET', `${path}?limit=10&sort=1`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.pagination).toEqual({ total: 2, totalPages: 1 });
    expect(
      answer.categories.map((category: { name: string; logo: string }) => [
        category.name,
        category.logo,
      ]),
    ).toEqual([
      ['book-sets', 'https://cdn.example.in/book-sets.png'],
      ['stationery', '/files/categories/stationery.png'],
    ]);
  });

  it('filters by name', async () => {
    const answer = (await call('GET', `${path}?name=station`)).json();
    expect(answer.categories.map((category: { name: string }) => category.name)).toEqual([
      'stationery',
    ]);
  });

  it('needs a signed-in administrator', async () => {
    expect((await call('GET', path, undefined, null)).statusCode).toBe(401);
  });
});
