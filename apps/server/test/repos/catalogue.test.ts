import { describe, expect, it } from 'vitest';
import { allCategories, createCategory, listCategories } from '../../src/repos/categories.js';
import { isUniqueViolation } from '../../src/repos/pg-errors.js';
import { findProduct, listProducts, setProductAdminDisabled } from '../../src/repos/products.js';
import { insertCategory, insertMerchant, insertProduct } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

describe('products', () => {
  it('lists with the parentProductId, sku, title, brand, merchant and adminDisabled filters', async () => {
    const { db } = database;
    const vidya = await insertMerchant(db);
    const other = await insertMerchant(db);
    const category = await insertCategory(db);
    const notebook = await insertProduct(db, vidya.id, category.id, {
      sku: 'NB-200',
      title: 'Long Notebook 200 pages',
      brand: 'Classmate',
    });
    await insertProduct(db, vidya.id, category.id, {
      sku: 'NB-200-RULED',
      title: 'Long Notebook ruled',
      parentProductId: notebook.id,
    });
    await insertProduct(db, other.id, category.id, {
      sku: 'PEN-1',
      title: 'Gel Pen',
      brand: 'Reynolds',
      adminDisabled: true,
    });
    const skus = async (filters: Record<string, string>) =>
      (await listProducts(db, { includeTotal: true, sort: 1 }, filters)).rows.map((row) => row.sku);
    expect(await skus({ parentProductId: notebook.id })).toEqual(['NB-200-RULED']);
    expect(await skus({ sku: 'nb-200' })).toEqual(['NB-200', 'NB-200-RULED']);
    expect(await skus({ title: 'gel' })).toEqual(['PEN-1']);
    expect(await skus({ brand: 'reyn' })).toEqual(['PEN-1']);
    expect(await skus({ adminDisabled: 'true' })).toEqual(['PEN-1']);
    expect(await skus({ adminDisabled: 'false', productType: 'main' })).toEqual(['NB-200']);
  });

  it('sets adminDisabled', async () => {
    const { db } = database;
    const product = await insertProduct(
      db,
      (await insertMerchant(db)).id,
      (await insertCategory(db)).id,
    );
    expect((await setProductAdminDisabled(db, product.id, true))?.adminDisabled).toBe(true);
    expect((await findProduct(db, product.id))?.adminDisabled).toBe(true);
    expect((await setProductAdminDisabled(db, product.id, false))?.adminDisabled).toBe(false);
    expect(await setProductAdminDisabled(db, 'ffffffffffffffffffffffff', true)).toBeUndefined();
  });

  it('keeps prices exact, as strings with paise', async () => {
    const { db } = database;
    const product = await insertProduct(
      db,
      (await insertMerchant(db)).id,
      (await insertCategory(db)).id,
      {
        price: '0.10',
      },
    );
    expect((await findProduct(db, product.id))?.price).toBe('0.10');
  });
});

describe('categories', () => {
  it('creates, lists by name, and refuses a duplicate name', async () => {
    const { db } = database;
    const created = await createCategory(db, {
      name: 'books',
      displayName: 'Books',
      logo: 'categories/books.svg',
    });
    expect(created).toMatchObject({ name: 'books', displayName: 'Books', logoUrl: null });
    await createCategory(db, { name: 'pens', displayName: 'Pens', logoUrl: 'https://x.in/p.png' });
    const list = await listCategories(db, { includeTotal: true }, { displayName: 'boo' });
    expect(list.rows.map((row) => row.name)).toEqual(['books']);
    expect(list.total).toBe(1);
    expect((await allCategories(db)).map((row) => row.displayName)).toEqual(['Books', 'Pens']);
    const duplicate = await createCategory(db, {
      name: 'books',
      displayName: 'B',
      logo: 'k',
    }).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'categories_name_key')).toBe(true);
  });
});
