import { bannerMessages } from '@satchel/api';
import { newId } from '@satchel/db';
import { banners, categories } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { stationery: '', notebook: '', diwali: '' };

const { bannerUrlFormat, noTargetForNone: noTarget } = bannerMessages;
const STORED_KEY = 'banners/summer.svg';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>';

beforeAll(async () => {
  const { db, app } = server;
  const category = await insertCategory(db, { name: 'stationery', displayName: 'Stationery' });
  ids.stationery = category.id;
  const merchant = await insertMerchant(db);
  ids.notebook = (await insertProduct(db, merchant.id, category.id, { title: 'A4 Notebook' })).id;
  await app.files.put(STORED_KEY, SVG, 'image/svg+xml');
  // Two banners written as the demo writes them: a stored image, a category's display name.
  const rows = await db
    .insert(banners)
    .values([
      {
        title: 'Diwali offers',
        type: 'category',
        redirectId: category.id,
        bannerUrl: 'https://cdn.example.in/diwali.png',
        categoryName: 'Stationery',
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
      {
        title: 'Summer reading',
        type: 'none',
        bannerUrl: STORED_KEY,
        status: 'inactive',
        createdAt: new Date('2026-02-02T10:00:00Z'),
      },
    ])
    .returning();
  ids.diwali = rows[0]!.id;
});

const list = (query = '') => call('GET', `/sales/banners?${query}`);

/** The titles the list answers for `query`, in its order. */
const listed = async (query: string): Promise<string[]> => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().banners.map((banner: { title: string }) => banner.title);
};

/** A sound create body leading to the stationery category; each test changes what it examines. */
const newBanner = (changes: object = {}) => ({
  title: 'Back to school',
  type: 'category',
  redirectId: ids.stationery,
  bannerUrl: 'https://cdn.example.in/back-to-school.png',
  status: 'active',
  ...changes,
});

const create = (body: object, bearer?: string | null) =>
  call('POST', '/sales/banners', body, bearer);
const update = (id: string, body: object, bearer?: string | null) =>
  call('PUT', `/sales/banners/${id}`, body, bearer);
const remove = (id: string, bearer?: string | null) =>
  call('DELETE', `/sales/banners/${id}`, undefined, bearer);

/** Creates a banner and answers its wire form. */
const created = async (changes: object = {}) => {
  const response = await create(newBanner(changes));
  expect(response.statusCode).toBe(201);
  return response.json().data;
};

describe('GET /sales/banners', () => {
  it('pages banners in their envelope, images as links and targets by name', async () => {
    const response = await list('includeTotal=true&page=1&limit=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      banners: [
        {
          id: ids.diwali,
          title: 'Diwali offers',
          type: 'category',
          redirectId: ids.stationery,
          bannerUrl: 'https://cdn.example.in/diwali.png',
          status: 'active',
          categoryName: 'Stationery',
          redirectTitle: 'Stationery',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      ],
      totalCount: 2,
      totalPages: 2,
    });
    const second = (await list('page=2&limit=1')).json().banners[0];
    expect(second).toMatchObject({
      title: 'Summer reading',
      type: 'none',
      redirectId: null,
      bannerUrl: `/files/${STORED_KEY}`,
      status: 'inactive',
      categoryName: null,
      redirectTitle: null,
    });
  });

  it('filters by title, type and status, and sorts newest first', async () => {
    expect(await listed('title=DIWALI')).toEqual(['Diwali offers']);
    expect(await listed('type=none')).toEqual(['Summer reading']);
    expect(await listed('status=inactive')).toEqual(['Summer reading']);
    expect(await listed('title=%25')).toEqual([]);
    const newestFirst = await listed('sort=-1&type=category&title=Diwali');
    expect(newestFirst).toEqual(['Diwali offers']);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const response = await list('title=nothing-like-this');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ banners: [], totalCount: 0, totalPages: 0 });
  });

  it('refuses a bad query with a message naming the field', async () => {
    for (const query of ['type=coupon', 'status=all', 'limit=0', 'colour=red']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(query.split('=')[0]!);
    }
  });

  it('needs a token', async () => {
    expect((await call('GET', '/sales/banners', undefined, null)).statusCode).toBe(401);
  });
});

describe('POST /sales/banners', () => {
  it('creates a category banner, names its category, and lists it', async () => {
    const data = await created({ title: '  Exam season ' });
    expect(data).toMatchObject({
      title: 'Exam season',
      type: 'category',
      redirectId: ids.stationery,
      bannerUrl: 'https://cdn.example.in/back-to-school.png',
      status: 'active',
      categoryName: 'Stationery',
      redirectTitle: 'Stationery',
    });
    expect(await listed('title=Exam season')).toEqual(['Exam season']);
  });

  it('creates a product banner that leads to a real product', async () => {
    const data = await created({ type: 'product', redirectId: ids.notebook, status: 'inactive' });
    expect(data).toMatchObject({
      type: 'product',
      redirectId: ids.notebook,
      status: 'inactive',
      categoryName: null,
      redirectTitle: 'A4 Notebook',
    });
    const rows = (await list('type=product')).json().banners;
    expect(rows).toContainEqual(
      expect.objectContaining({ id: data.id, redirectTitle: 'A4 Notebook' }),
    );
  });

  it('creates a banner of type none, leading nowhere, active unless told', async () => {
    for (const redirectId of [null, '', undefined]) {
      const data = await created({ type: 'none', redirectId, status: undefined });
      expect(data).toMatchObject({ type: 'none', redirectId: null, status: 'active' });
    }
  });

  it('keeps a stored image by its key and answers its link', async () => {
    const data = await created({ bannerUrl: `/files/${STORED_KEY}` });
    expect(data.bannerUrl).toBe(`/files/${STORED_KEY}`);
    const [row] = await server.db.select().from(banners).where(eq(banners.id, data.id));
    expect(row!.bannerUrl).toBe(STORED_KEY);
  });

  it('refuses a target that does not exist, or is of the other kind', async () => {
    const customer = await insertCustomer(server.db);
    const cases: [object, string][] = [
      [{ redirectId: newId() }, 'category'],
      [{ redirectId: ids.notebook }, 'category'],
      [{ type: 'product', redirectId: ids.stationery }, 'product'],
      [{ type: 'product', redirectId: customer.id }, 'product'],
    ];
    for (const [changes, kind] of cases) {
      const body = newBanner({ title: 'Nowhere to go', ...changes });
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `redirectId ${body.redirectId} names no ${kind}`,
        code: 'request.invalid',
      });
    }
    expect(await listed('title=Nowhere')).toEqual([]);
  });

  it('refuses with 400 every banner the form refuses, with the form’s message', async () => {
    const cases: [object, string][] = [
      [{ bannerUrl: '' }, 'Banner image link is required.'],
      [{ bannerUrl: '   ' }, 'Banner image link is required.'],
      [{ bannerUrl: 'banner.png' }, bannerUrlFormat],
      [{ bannerUrl: 'javascript:alert(1)' }, bannerUrlFormat],
      [{ bannerUrl: 'https://' }, bannerUrlFormat],
      [{ title: ' ' }, 'Banner title is required.'],
      [{ type: 'none', redirectId: ids.stationery }, noTarget],
      [{ redirectId: null }, 'Choose the category the banner leads to.'],
      [{ type: 'product', redirectId: '' }, 'Choose the product the banner leads to.'],
    ];
    for (const [changes, message] of cases) {
      const response = await create(newBanner({ title: 'Refused one', ...changes }));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    expect(await listed('title=Refused')).toEqual([]);
  });

  it('refuses a link to a private document, an unsafe key or a file not stored', async () => {
    const cases: [string, string][] = [
      ['/files/private/merchants/pan.svg', bannerUrlFormat],
      ['/files/banners/%2e%2e/secret.svg', bannerUrlFormat],
      ['/files/banners/%E0%A4.svg', bannerUrlFormat],
      ['/files/banners/missing.svg', 'bannerUrl /files/banners/missing.svg names no stored file'],
    ];
    for (const [bannerUrl, message] of cases) {
      const response = await create(newBanner({ bannerUrl }));
      expect(response.statusCode, bannerUrl).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
  });

  it('refuses what the schema does not take, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ type: 'coupon' }, /type/],
      [{ status: 'paused' }, /status/],
      [{ redirectId: 'not-an-id' }, /redirectId/],
      [{ title: 'x'.repeat(201) }, /title/],
      [{ bannerUrl: `https://cdn.example.in/${'x'.repeat(2048)}` }, /bannerUrl/],
      [{ categoryName: 'Stationery' }, /categoryName is not a field/],
    ];
    for (const [changes, message] of cases) {
      const response = await create(newBanner(changes));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { bannerUrl: _link, ...withoutLink } = newBanner();
    expect((await create(withoutLink)).json()).toEqual({
      message: 'bannerUrl is required',
      code: expect.any(String),
    });
  });

  it('needs a token', async () => {
    expect((await create(newBanner(), null)).statusCode).toBe(401);
  });
});

describe('PUT /sales/banners/:id', () => {
  it('changes every field sent, and the target’s names with it', async () => {
    const { id } = await created({ title: 'Editable' });
    const response = await update(id, {
      title: 'Edited',
      type: 'product',
      redirectId: ids.notebook,
      bannerUrl: `/files/${STORED_KEY}`,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Banner updated',
      data: expect.objectContaining({
        id,
        title: 'Edited',
        type: 'product',
        redirectId: ids.notebook,
        bannerUrl: `/files/${STORED_KEY}`,
        status: 'inactive',
        categoryName: null,
        redirectTitle: 'A4 Notebook',
      }),
    });
    const again = await update(id, { status: 'active' });
    expect(again.json().data).toMatchObject({ title: 'Edited', status: 'active', type: 'product' });
  });

  it('takes back what the list answered (the form sends the row as it was)', async () => {
    const banner = (await list('title=Summer reading')).json().banners[0];
    const { id, title, type, redirectId, bannerUrl, status } = banner;
    const response = await update(id, { title, type, redirectId, bannerUrl, status });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(banner);
  });

  it('clears the target when the type becomes none, and refuses none with a target', async () => {
    const { id } = await created({ title: 'Going nowhere' });
    const refused = await update(id, { type: 'none', redirectId: ids.stationery });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: noTarget, code: expect.any(String) });
    const cleared = await update(id, { type: 'none' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      type: 'none',
      redirectId: null,
      categoryName: null,
      redirectTitle: null,
    });
    const blank = await update(id, { type: 'none', redirectId: '' });
    expect(blank.json().data).toMatchObject({ type: 'none', redirectId: null });
  });

  it('asks for a target of the new kind when the type changes without one', async () => {
    const { id } = await created({ title: 'Changing kind' });
    const response = await update(id, { type: 'product' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Choose the product the banner leads to.',
      code: expect.any(String),
    });
    const unknown = await update(id, { redirectId: newId() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^redirectId [0-9a-f]{24} names no category$/);
    expect((await list('title=Changing kind')).json().banners[0]).toMatchObject({
      type: 'category',
      redirectId: ids.stationery,
    });
  });

  it('lets a banner whose target has gone be edited, the target left as it was', async () => {
    const category = await insertCategory(server.db, { displayName: 'Short lived' });
    const { id } = await created({ title: 'Orphan', redirectId: category.id });
    await server.db.delete(categories).where(eq(categories.id, category.id));
    const response = await update(id, { title: 'Orphan, renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Orphan, renamed',
      redirectId: category.id,
      categoryName: 'Short lived',
      redirectTitle: null,
    });
    const rows = (await list('title=Orphan')).json().banners;
    expect(rows).toEqual([
      expect.objectContaining({ id, categoryName: 'Short lived', redirectTitle: null }),
    ]);
  });

  it('refuses with the form’s messages', async () => {
    for (const [body, message] of [
      [{ bannerUrl: '' }, 'Banner image link is required.'],
      [{ title: '' }, 'Banner title is required.'],
      [{ redirectId: null }, 'Choose the category the banner leads to.'],
    ] as const) {
      const response = await update(ids.diwali, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    expect((await list('title=Diwali')).json().banners[0]).toMatchObject({
      title: 'Diwali offers',
      redirectId: ids.stationery,
    });
  });

  it('answers 404 for an unknown banner and 400 for a bad id or body', async () => {
    const unknown = await update(newId(), { title: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Banner not found', code: 'banner.not_found' });
    expect((await update('diwali', { title: 'Bad id' })).statusCode).toBe(400);
    const extra = await update(ids.diwali, { categoryName: 'Other' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({
      message: 'categoryName is not a field of this call',
      code: expect.any(String),
    });
  });

  it('needs a token', async () => {
    expect((await update(ids.diwali, { title: 'No token' }, null)).statusCode).toBe(401);
  });
});

describe('DELETE /sales/banners/:id', () => {
  it('deletes a banner once', async () => {
    const { id } = await created({ title: 'Short lived' });
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Banner deleted' });
    expect(await listed('title=Short lived')).toEqual([]);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Banner not found', code: 'banner.not_found' });
  });

  it('needs a token and a proper id', async () => {
    expect((await remove(ids.diwali, null)).statusCode).toBe(401);
    expect((await remove('nope')).statusCode).toBe(400);
    expect(await listed('title=Diwali')).toEqual(['Diwali offers']);
  });
});
