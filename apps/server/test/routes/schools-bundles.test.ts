import { newId } from '@satchel/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
  insertSchool,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const BUNDLES = '/catalogs/bundles';
const ids = {
  school: '',
  branch: '',
  otherBranch: '',
  merchant: '',
  storeName: '',
  products: [] as string[],
};

beforeAll(async () => {
  const { db } = server;
  const { school, branch } = await insertSchool(db, ['LKG', '1']);
  ids.school = school.id;
  ids.branch = branch.id;
  ids.otherBranch = (await insertSchool(db, ['1'])).branch.id;
  const merchant = await insertMerchant(db);
  ids.merchant = merchant.id;
  ids.storeName = merchant.storeName;
  const category = await insertCategory(db);
  for (let i = 0; i < 3; i += 1) {
    ids.products.push((await insertProduct(db, merchant.id, category.id)).id);
  }
});

const classPath = (classLevel: string, branch = ids.branch, school = ids.school) =>
  `${BUNDLES}/school/${school}/branch/${branch}/class-level/${classLevel}`;

/** A sound book-set bundle for class 1; each test changes what it examines. */
const newBundle = (changes: object = {}) => ({
  schoolId: ids.school,
  branchId: ids.branch,
  classLevel: '1',
  status: 'active',
  merchants: [{ merchantId: ids.merchant }],
  bookSet: {
    status: 'active',
    products: ids.products.slice(0, 2).map((productId) => ({ productId })),
    discount: 5,
    tax: 12,
  },
  ...changes,
});

const create = async (changes: object = {}) => {
  const response = await call('POST', BUNDLES, newBundle(changes));
  expect(response.statusCode).toBe(201);
  return response.json().data;
};

describe('class levels', () => {
  it("lists a branch's classes", async () => {
    const response = await call(
      'GET',
      `${BUNDLES}/school/${ids.school}/branch/${ids.branch}/class-levels`,
    );
    expect(response.statusCode).toBe(200);
    const levels = response.json().data.map((entry: { classLevel: string }) => entry.classLevel);
    expect(levels.sort()).toEqual(['1', 'LKG']);
  });

  it('answers 404 for a branch of another school and 401 without a token', async () => {
    const path = `${BUNDLES}/school/${ids.school}/branch/${ids.otherBranch}/class-levels`;
    const refused = await call('GET', path);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Branch not found', code: 'branch.not_found' });
    expect((await call('GET', path, undefined, null)).statusCode).toBe(401);
  });
});

describe('add bundle', () => {
  it('creates a bundle with its set, products and merchants, defaults filled in', async () => {
    const data = await create();
    expect(data).toMatchObject({
      classLevel: '1',
      status: 'active',
      merchants: [{ merchantId: ids.merchant, customPack: true, customDiscount: 0 }],
      bookSet: { status: 'active', discount: 5, tax: 12 },
    });
    expect(data.bookSet.products.map((p: { id: string }) => p.id).sort()).toEqual(
      ids.products.slice(0, 2).sort(),
    );
    // Each product with the merchant listing it, which tells apart listings of one title.
    expect(data.bookSet.products[0]).toMatchObject({
      title: expect.stringMatching(/^Notebook/),
      price: expect.any(Number),
      storeName: ids.storeName,
    });
    expect(data.copySet).toBeUndefined();
    const listed = (await call('GET', classPath('1'))).json().data;
    expect(listed.map((b: { id: string }) => b.id)).toContain(data.id);
  });

  it('adds a class the branch does not teach yet', async () => {
    const classLevel = `C${newId().slice(-4)}`;
    await create({ classLevel });
    const levels = (
      await call('GET', `${BUNDLES}/school/${ids.school}/branch/${ids.branch}/class-levels`)
    ).json().data;
    expect(levels).toContainEqual({ classLevel });
  });

  it('refuses no set, two sets, a percentage above 100 and extra keys with 400', async () => {
    const set = newBundle().bookSet;
    for (const body of [
      newBundle({ bookSet: undefined }),
      newBundle({ copySet: set }),
      newBundle({ bookSet: { ...set, discount: 101 } }),
      newBundle({ bookSet: { ...set, tax: -1 } }),
      newBundle({ merchants: [{ merchantId: ids.merchant, customDiscount: 150 }] }),
      newBundle({ bookSet: { ...set, products: [{ id: ids.products[0] }] } }),
      newBundle({ colour: 'red' }),
    ]) {
      const response = await call('POST', BUNDLES, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses unknown products and merchants by id, and a merchant listed twice', async () => {
    const ghost = newId();
    const unknownProduct = await call(
      'POST',
      BUNDLES,
      newBundle({ bookSet: { products: [{ productId: ghost }] } }),
    );
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().message).toBe(`Products not found: ${ghost}`);
    const unknownMerchant = await call(
      'POST',
      BUNDLES,
      newBundle({ merchants: [{ merchantId: ghost }] }),
    );
    expect(unknownMerchant.json().message).toBe(`Merchants not found: ${ghost}`);
    const twice = await call(
      'POST',
      BUNDLES,
      newBundle({ merchants: [{ merchantId: ids.merchant }, { merchantId: ids.merchant }] }),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a branch of another school and an unknown school with 404', async () => {
    expect((await call('POST', BUNDLES, newBundle({ branchId: ids.otherBranch }))).statusCode).toBe(
      404,
    );
    expect((await call('POST', BUNDLES, newBundle({ schoolId: newId() }))).statusCode).toBe(404);
  });

  it('asks for a token', async () => {
    expect((await call('POST', BUNDLES, newBundle(), null)).statusCode).toBe(401);
  });
});

describe('update bundle', () => {
  it('replaces the set type, products and merchants', async () => {
    const bundle = await create();
    const response = await call(
      'PUT',
      `${BUNDLES}/${bundle.id}`,
      newBundle({
        status: 'inactive',
        merchants: [{ merchantId: ids.merchant, customPack: false, customDiscount: 7.5 }],
        bookSet: undefined,
        copySet: { products: [{ productId: ids.products[2] }] },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'inactive',
      merchants: [{ customPack: false, customDiscount: 7.5 }],
      copySet: { status: 'active', discount: 0, tax: 0 },
    });
    expect(data.bookSet).toBeUndefined();
    expect(data.copySet.products.map((p: { id: string }) => p.id)).toEqual([ids.products[2]]);
  });

  it('changes nothing when a product is unknown (all or nothing)', async () => {
    const bundle = await create();
    const response = await call(
      'PUT',
      `${BUNDLES}/${bundle.id}`,
      newBundle({ status: 'inactive', bookSet: { products: [{ productId: newId() }] } }),
    );
    expect(response.statusCode).toBe(400);
    const listed = (await call('GET', classPath('1'))).json().data;
    expect(listed.find((b: { id: string }) => b.id === bundle.id)).toEqual(bundle);
  });

  it('answers 404 for an unknown bundle and 401 without a token', async () => {
    expect((await call('PUT', `${BUNDLES}/${newId()}`, newBundle())).statusCode).toBe(404);
    expect((await call('PUT', `${BUNDLES}/${newId()}`, newBundle(), null)).statusCode).toBe(401);
  });
});

describe('delete bundle', () => {
  it('deletes a bundle; 404 once gone; 401 without a token', async () => {
    const bundle = await create();
    expect((await call('DELETE', `${BUNDLES}/${bundle.id}`)).statusCode).toBe(200);
    const gone = await call('DELETE', `${BUNDLES}/${bundle.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Bundle not found', code: 'bundle.not_found' });
    expect((await call('DELETE', `${BUNDLES}/${bundle.id}`, undefined, null)).statusCode).toBe(401);
  });

  it('refuses a bundle that orders refer to (409)', async () => {
    const bundle = await create();
    const { db } = server;
    await insertOrder(db, (await insertCustomer(db)).id, [
      { bundleId: bundle.id, price: '1200.00', quantity: 1 },
    ]);
    const refused = await call('DELETE', `${BUNDLES}/${bundle.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A bundle that orders refer to cannot be deleted',
      code: 'bundle.in_orders',
    });
  });
});

describe('bundles of a class', () => {
  it('answers 404 for a branch of another school and 401 without a token', async () => {
    expect((await call('GET', classPath('1', ids.otherBranch))).statusCode).toBe(404);
    expect((await call('GET', classPath('1'), undefined, null)).statusCode).toBe(401);
  });
});
