import { newId } from '@satchel/db';
import { competitions } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const BASE = '/catalogs/categories/special';
const ids = { imo: '', nso: '', spell: '' };

/** A stored file's bytes: the routes look at whether it is stored, not at what it holds. */
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

const day = (n: number) => new Date(`2026-03-0${n}T10:00:00Z`);

beforeAll(async () => {
  const rows = await server.db
    .insert(competitions)
    .values([
      { name: 'Mathematics Olympiad', logo: 'demo/imo.svg', createdAt: day(1) },
      { name: 'Science Olympiad', status: 'inactive', createdAt: day(2) },
      { name: 'Spell Bee', logo: 'https://example.in/bee.png', createdAt: day(3) },
    ])
    .returning();
  [ids.imo, ids.nso, ids.spell] = rows.map((row) => row.id) as [string, string, string];
});

const list = (query: string) => call('GET', `${BASE}/competitions?${query}`);
const create = (body: object, bearer?: string | null) =>
  call('POST', `${BASE}/competition`, body, bearer);
const update = (id: string, body: object, bearer?: string | null) =>
  call('PUT', `${BASE}/competition/${id}`, body, bearer);
const remove = (id: string, bearer?: string | null) =>
  call('DELETE', `${BASE}/competition/${id}`, undefined, bearer);

describe('GET /competitions', () => {
  it('answers {data: {competitions, total, limit}}, oldest first with sort 1', async () => {
    const response = await list('includeTotal=true&page=1&limit=2&sort=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        competitions: [
          {
            id: ids.imo,
            name: 'Mathematics Olympiad',
            logo: '/files/demo/imo.svg',
            status: 'active',
          },
          { id: ids.nso, name: 'Science Olympiad', logo: '', status: 'inactive' },
        ],
        total: 3,
        limit: 2,
      },
    });
    const next = (await list('page=2&limit=2&sort=1')).json().data;
    expect(next.competitions.map((c: { id: string }) => c.id)).toEqual([ids.spell]);
  });

  it('searches by part of the name, in any case', async () => {
    const { data } = (await list('name=olympiad&sort=1')).json();
    expect(data.competitions.map((c: { name: string }) => c.name)).toEqual([
      'Mathematics Olympiad',
      'Science Olympiad',
    ]);
    expect(data.total).toBe(2);
  });

  it('answers an empty list with 200 when nothing matches', async () => {
    const response = await list('name=nothing-like-this');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ competitions: [], total: 0 });
  });

  it('refuses a bad query with 400 naming the field, and no token with 401', async () => {
    const response = await list('limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit/);
    expect((await call('GET', `${BASE}/competitions`, undefined, null)).statusCode).toBe(401);
  });
});

describe('POST /competition', () => {
  it('creates an active competition by default and answers data.id', async () => {
    const response = await create({
      competitionName: '  Cyber Olympiad ',
      logo: 'https://cdn.example.in/cyber.png',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: data.id,
      name: 'Cyber Olympiad',
      logo: 'https://cdn.example.in/cyber.png',
      status: 'active',
    });
    const [row] = await server.db.select().from(competitions).where(eq(competitions.id, data.id));
    expect(row?.name).toBe('Cyber Olympiad');
  });

  it('takes the status given and no logo', async () => {
    const response = await create({ competitionName: 'Art Contest', status: 'inactive' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ logo: '', status: 'inactive' });
  });

  it('refuses a blank name, a bad status and extra fields with 400', async () => {
    for (const body of [
      { competitionName: '   ' },
      { competitionName: 'Quiz', status: 'enabled' },
      { competitionName: 'Quiz', name: 'Quiz' },
      { logo: 'x.png' },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await create({ competitionName: '  ' })).json().message).toBe(
      'Competition name is required',
    );
  });

  it('takes as a logo only what a banner takes: a web link or a stored public image (issue 27)', async () => {
    await server.app.files.put(
      'private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/pan.png',
      PNG,
      'image/png',
    );
    for (const logo of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '../../etc/passwd',
      'cyber.png',
      '/files/private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/pan.png',
      '/files/competitions/never-stored.png',
    ]) {
      const response = await create({ competitionName: 'Quiz', logo });
      expect(response.statusCode, logo).toBe(400);
      expect(response.json().message, logo).toMatch(
        /^Logo must be a web link|names no stored file/,
      );
    }
    expect(
      await server.db.select().from(competitions).where(eq(competitions.name, 'Quiz')),
    ).toEqual([]);
  });

  it('refuses a request without a token with 401', async () => {
    expect((await create({ competitionName: 'Quiz' }, null)).statusCode).toBe(401);
  });
});

describe('PUT /competition/:id', () => {
  it('changes the name, logo and status', async () => {
    const { data } = (await create({ competitionName: 'Drawing Contest' })).json();
    await server.app.files.put('competitions/draw.png', PNG, 'image/png');
    const response = await update(data.id, {
      competitionName: 'Drawing Championship',
      logo: '/files/competitions/draw.png',
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: data.id,
      name: 'Drawing Championship',
      logo: '/files/competitions/draw.png',
      status: 'inactive',
    });
  });

  it('keeps a logo and status left out, and drops a logo sent empty', async () => {
    const { data } = (
      await create({
        competitionName: 'Essay',
        logo: 'https://example.in/essay.png',
        status: 'inactive',
      })
    ).json();
    const kept = (await update(data.id, { competitionName: 'Essay Writing' })).json().data;
    expect(kept).toMatchObject({
      name: 'Essay Writing',
      logo: 'https://example.in/essay.png',
      status: 'inactive',
    });
    const dropped = (await update(data.id, { competitionName: 'Essay', logo: '' })).json().data;
    expect(dropped.logo).toBe('');
  });

  it('refuses a blank name with 400 and changes nothing', async () => {
    const response = await update(ids.spell, { competitionName: ' ' });
    expect(response.statusCode).toBe(400);
    const [row] = await server.db.select().from(competitions).where(eq(competitions.id, ids.spell));
    expect(row?.name).toBe('Spell Bee');
  });

  it('answers 404 for an unknown competition, 400 for a bad id, 401 without a token', async () => {
    const unknown = await update(newId(), { competitionName: 'Ghost' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Competition not found',
      code: 'competition.not_found',
    });
    expect((await update('not-an-id', { competitionName: 'Ghost' })).statusCode).toBe(400);
    expect((await update(ids.spell, { competitionName: 'Ghost' }, null)).statusCode).toBe(401);
  });
});

describe('DELETE /competition/:id', () => {
  it('deletes the competition, then answers 404 for it', async () => {
    const { data } = (await create({ competitionName: 'Short-lived' })).json();
    const response = await remove(data.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTruthy();
    expect((await remove(data.id)).statusCode).toBe(404);
  });

  it('refuses a request without a token with 401 and keeps the competition', async () => {
    expect((await remove(ids.imo, null)).statusCode).toBe(401);
    const [row] = await server.db.select().from(competitions).where(eq(competitions.id, ids.imo));
    expect(row).toBeDefined();
  });
});
