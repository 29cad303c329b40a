import { MAX_ASSOCIATION_COMPETITIONS, MAX_ASSOCIATION_IDS } from '@satchel/api';
import { newId } from '@satchel/db';
import { competitionProducts, competitions, products as productsTable } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertMerchant, insertProduct } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const BASE = '/catalogs/categories/special/competition';
/** Twelve products, oldest first; the first has an image and the last is disabled. */
const productIds: string[] = [];
let merchantId = '';
let categoryId = '';

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 10, n));

beforeAll(async () => {
  const { db } = server;
  merchantId = (await insertMerchant(db)).id;
  categoryId = (await insertCategory(db)).id;
  for (let n = 0; n < 12; n++) {
    const product = await insertProduct(db, merchantId, categoryId, {
      title: `Olympiad Workbook ${n + 1}`,
      price: `${100 + n}.50`,
      images: n === 0 ? ['demo/books/imo.svg', 'https://example.in/back.png'] : [],
      status: n === 11 ? 'disabled' : 'enabled',
      createdAt: minute(n),
    });
    productIds.push(product.id);
  }
});

const newCompetition = async (name = 'Olympiad') => {
  const [row] = await server.db.insert(competitions).values({ name }).returning();
  return row!.id;
};
const linked = async (competitionId: string) =>
  (
    await server.db
      .select({ productId: competitionProducts.productId })
      .from(competitionProducts)
      .where(eq(competitionProducts.competitionId, competitionId))
  )
    .map((row) => row.productId)
    .sort();

const products = (id: string, query = '', bearer?: string | null) =>
  call('GET', `${BASE}/products/${id}?${query}`, undefined, bearer);
const associate = (body: object, bearer?: string | null) =>
  call('POST', `${BASE}/product/associate`, body, bearer);
const dissociate = (body: object, bearer?: string | null) =>
  call('POST', `${BASE}/product/dissociate`, body, bearer);

describe('GET /competition/products/:id', () => {
  it('pages the products ten at a time: {products, currentPage, totalPages, totalProducts}', async () => {
    const id = await newCompetition();
    expect((await associate({ productIds, competitionIds: [id] })).statusCode).toBe(200);

    const first = await products(id, 'page=1&limit=10');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ currentPage: 1, totalPages: 2, totalProducts: 12 });
    expect(page1.products.map((p: { id: string }) => p.id)).toEqual(productIds.slice(0, 10));
    expect(page1.products[0]).toEqual({
      id: productIds[0],
      title: 'Olympiad Workbook 1',
      images: ['/files/demo/books/imo.svg', 'https://example.in/back.png'],
      price: 100.5,
      status: 'active',
    });

    const page2 = (await products(id, 'page=2&limit=10')).json();
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, totalProducts: 12 });
    expect(page2.products.map((p: { id: string }) => p.id)).toEqual(productIds.slice(10));
    // A disabled product is shown as inactive.
    expect(page2.products[1].status).toBe('inactive');
  });

  it('answers an empty page for a competition without products', async () => {
    const response = await products(await newCompetition());
    expect(response.json()).toEqual({
      products: [],
      currentPage: 1,
      totalPages: 0,
      totalProducts: 0,
    });
  });

  it('answers 404 for an unknown competition, 400 for a bad page, 401 without a token', async () => {
    const unknown = await products(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Competition not found',
      code: 'competition.not_found',
    });
    const id = await newCompetition();
    expect((await products(id, 'page=0')).statusCode).toBe(400);
    expect((await products(id, 'limit=500')).statusCode).toBe(400);
    expect((await products(id, 'q=x')).statusCode).toBe(400);
    expect((await products(id, '', null)).statusCode).toBe(401);
  });
});

describe('POST /competition/product/associate', () => {
  it('links every product to every competition, ignoring repeats and pairs already linked', async () => {
    const [a, b] = [await newCompetition('A'), await newCompetition('B')];
    const some = productIds.slice(0, 3);
    await associate({ productIds: [some[0]], competitionIds: [a] });
    const response = await associate({
      productIds: [...some, some[1], some[0]],
      competitionIds: [a, b, a],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTruthy();
    expect(await linked(a)).toEqual([...some].sort());
    expect(await linked(b)).toEqual([...some].sort());
  });

  it('refuses unknown products and competitions by name, and links nothing', async () => {
    const id = await newCompetition();
    const [ghost1, ghost2] = [newId(), newId()];
    const products404 = await associate({
      productIds: [productIds[0], ghost1, ghost2, ghost1],
      competitionIds: [id],
    });
    expect(products404.statusCode).toBe(404);
    expect(products404.json().message).toBe(`Products not found: ${ghost1}, ${ghost2}`);

    const ghostCompetition = newId();
    const competitions404 = await associate({
      productIds: [productIds[0]],
      competitionIds: [id, ghostCompetition],
    });
    expect(competitions404.statusCode).toBe(404);
    expect(competitions404.json().message).toBe(`Competitions not found: ${ghostCompetition}`);
    expect(await linked(id)).toEqual([]);
  });

  it('links the most products to the most competitions a call takes, and refuses one more (issue 27)', async () => {
    const rows = await server.db
      .insert(productsTable)
      .values(
        Array.from({ length: MAX_ASSOCIATION_IDS }, (_, n) => ({
          merchantId,
          categoryId,
          productType: 'main' as const,
          sku: `BULK-${n}`,
          title: `Bulk ${n}`,
          brand: 'Classmate',
          price: '10.00',
          stock: 1,
        })),
      )
      .returning({ id: productsTable.id });
    const many = rows.map((row) => row.id);
    const competitionIds: string[] = [];
    for (let n = 0; n < MAX_ASSOCIATION_COMPETITIONS; n++) {
      competitionIds.push(await newCompetition(`Bulk ${n}`));
    }
    const response = await associate({ productIds: many, competitionIds });
    expect(response.statusCode, response.body).toBe(200);
    expect((await linked(competitionIds.at(-1)!)).length).toBe(MAX_ASSOCIATION_IDS);

    const gone = await dissociate({ productIds: many, competitionIds });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await linked(competitionIds[0]!)).toEqual([]);

    const tooMany = await associate({
      productIds: many.slice(0, 1),
      competitionIds: [...competitionIds, competitionIds[0]],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `competitionIds must have at most ${MAX_ASSOCIATION_COMPETITIONS} entries`,
    );
  }, 60_000);

  it('refuses empty lists, malformed ids and extra fields with 400, and no token with 401', async () => {
    const id = await newCompetition();
    for (const body of [
      { productIds: [], competitionIds: [id] },
      { productIds: [productIds[0]], competitionIds: [] },
      { productIds: ['abc'], competitionIds: [id] },
      { productIds: [productIds[0]] },
      { productIds: [productIds[0]], competitionIds: [id], note: 'x' },
    ]) {
      const response = await associate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(
      (await associate({ productIds: [productIds[0]], competitionIds: [id] }, null)).statusCode,
    ).toBe(401);
    expect(await linked(id)).toEqual([]);
  });
});

describe('POST /competition/product/dissociate', () => {
  it('unlinks the products, ignoring repeats and pairs not linked', async () => {
    const id = await newCompetition();
    await associate({ productIds: productIds.slice(0, 3), competitionIds: [id] });
    const response = await dissociate({
      productIds: [productIds[1], productIds[1], productIds[5]],
      competitionIds: [id],
    });
    expect(response.statusCode).toBe(200);
    expect(await linked(id)).toEqual([productIds[0], productIds[2]].sort());
    const listed = (await products(id)).json();
    expect(listed.totalProducts).toBe(2);
  });

  it('refuses unknown ids by name and unlinks nothing', async () => {
    const id = await newCompetition();
    await associate({ productIds: productIds.slice(0, 2), competitionIds: [id] });
    const ghost = newId();
    const response = await dissociate({ productIds: [productIds[0], ghost], competitionIds: [id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Products not found: ${ghost}`);
    expect(await linked(id)).toEqual(productIds.slice(0, 2).sort());
  });

  it('refuses bad bodies with 400 and no token with 401', async () => {
    const id = await newCompetition();
    expect((await dissociate({ productIds: [], competitionIds: [id] })).statusCode).toBe(400);
    expect((await dissociate({ productIds: ['x'], competitionIds: [id] })).statusCode).toBe(400);
    expect(
      (await dissociate({ productIds: [productIds[0]], competitionIds: [id] }, null)).statusCode,
    ).toBe(401);
  });
});
