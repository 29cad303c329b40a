import { productCsvColumns, productCsvExamples, productCsvMessages } from '@satchel/api';
import { newId } from '@satchel/db';
import { storedFiles } from '@satchel/db/schema';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../support/factories.js';
import { uploadCsv } from '../support/multipart.js';
import {
  csvText,
  freshMerchant,
  productsOf,
  upload,
  uploadPath,
  variantUpdatePath,
} from '../support/product-csv.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const main = productCsvColumns.main;
const variant = productCsvColumns.variant;

/** A main product row of `category` that imports as it is. */
const mainRow = (category: string, sku: string, overrides: Record<string, string> = {}) => ({
  ...productCsvExamples.main,
  categoryName: category,
  sku,
  title: `Notebook ${sku}`,
  ...overrides,
});

describe('POST /catalogs/products/productUploadCsv/:merchantId with main products', () => {
  it('imports every row as a main product of the merchant, values as stored', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    await server.db
      .insert(storedFiles)
      .values({ key: 'products/atlas.png', contentType: 'image/png', content: Buffer.from('x') });
    const csv = csvText(main, [
      mainRow(category.name, 'ATLAS-1', {
        title: '  Oxford School Atlas  ',
        description: '',
        price: '349.5',
        stock: '0',
        images: 'products/atlas.png | https://example.com/atlas-back.jpg',
      }),
      mainRow(category.name, 'ATLAS-2'),
    ]);

    const response = await upload(server, uploadPath(merchantId), csv);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Bulk Operation successfully done',
      data: { type: 'main', rows: 2, created: 2, updated: 0 },
    });
    const [atlas, second] = await productsOf(server.db, merchantId);
    expect(atlas).toMatchObject({
      sku: 'ATLAS-1',
      productType: 'main',
      parentProductId: null,
      categoryId: category.id,
      title: 'Oxford School Atlas',
      description: null,
      price: '349.50',
      stock: 0,
      images: ['products/atlas.png', 'https://example.com/atlas-back.jpg'],
      adminDisabled: false,
      status: 'enabled',
    });
    expect(atlas!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(second).toMatchObject({ sku: 'ATLAS-2', description: 'Latest edition, paperback' });
  });

  it('lists every bad cell of every row, sorted by row and column, and imports nothing', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    await insertProduct(server.db, merchantId, category.id, { sku: 'TAKEN-1' });
    // Columns in another order than the template's: problems follow the file's order.
    const columns = [
      'title',
      'sku',
      'brand',
      'categoryName',
      'description',
      'price',
      'stock',
      'images',
    ];
    const csv = csvText(columns, [
      mainRow(category.name, 'GOOD-1'),
      mainRow('no-such-category', 'has space', { title: '', price: '12.345' }),
      mainRow(category.name, 'TAKEN-1'),
      mainRow(category.name, 'GOOD-1', { images: 'products/missing.png' }),
      mainRow(category.name, 'GOOD-5', { stock: '-1', images: 'ftp://example.com/x.png' }),
    ]);

    const response = await upload(server, uploadPath(merchantId), csv);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Nothing was imported: the file has 9 problems',
      code: 'csv.problems',
      values: [9, 9],
      errors: [
        { row: 2, column: 'title', message: productCsvMessages.required, code: 'required' },
        { row: 2, column: 'sku', message: productCsvMessages.sku, code: 'sku' },
        {
          row: 2,
          column: 'categoryName',
          message: 'No category is named no-such-category',
          code: 'noCategory',
          values: ['no-such-category'],
        },
        { row: 2, column: 'price', message: productCsvMessages.price, code: 'price' },
        {
          row: 3,
          column: 'sku',
          message: 'This merchant already has a product with this SKU',
          code: 'skuTaken',
        },
        {
          row: 4,
          column: 'sku',
          message: 'Repeats the SKU of row 1',
          code: 'repeatedSku',
          values: [1],
        },
        {
          row: 4,
          column: 'images',
          message: 'No stored file has the key products/missing.png',
          code: 'noStoredFile',
          values: ['products/missing.png'],
        },
        { row: 5, column: 'stock', message: productCsvMessages.stock, code: 'stock' },
        { row: 5, column: 'images', message: productCsvMessages.image, code: 'image' },
      ],
    });
    expect((await productsOf(server.db, merchantId)).map((product) => product.sku)).toEqual([
      'TAKEN-1',
    ]);
  });

  it('imports nothing from 10,000 rows with one bad row, and names that row', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      mainRow(category.name, `BULK-${index + 1}`),
    );
    rows[7_320] = mainRow(category.name, 'BULK-7321', { price: 'free' });
    const csv = csvText(main, rows);

    const refused = await upload(server, uploadPath(merchantId), csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 7_321, column: 'price', message: productCsvMessages.price, code: 'price' },
    ]);
    expect(await productsOf(server.db, merchantId)).toEqual([]);

    rows[7_320] = mainRow(category.name, 'BULK-7321');
    const imported = await upload(server, uploadPath(merchantId), csvText(main, rows));
    expect(imported.json().data).toEqual({
      type: 'main',
      rows: 10_000,
      created: 10_000,
      updated: 0,
    });
    expect(await productsOf(server.db, merchantId)).toHaveLength(10_000);
  });

  it('stores a formula-like title as its text and exports it neutralised', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const csv = csvText(main, [
      mainRow(category.name, 'F-1', { title: '=1+1' }),
      mainRow(category.name, 'F-2', { title: "'@SUM(A1)" }),
    ]);

    expect((await upload(server, uploadPath(merchantId), csv)).statusCode).toBe(201);

    expect((await productsOf(server.db, merchantId)).map((product) => product.title)).toEqual([
      '=1+1',
      '@SUM(A1)',
    ]);
    const exported = await server.call('GET', `/catalogs/products/get-products-csv/${merchantId}`);
    const [header, ...lines] = Papa.parse<string[]>(exported.body, { skipEmptyLines: true }).data;
    const titles = lines.map((line) => line[header!.indexOf('Title')]).sort();
    expect(titles).toEqual(["'=1+1", "'@SUM(A1)"]);
  });
});

describe('POST /catalogs/products/productUploadCsv/:merchantId with variants', () => {
  it("adds variants under the merchant's main products, in their category", async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const parent = await insertProduct(server.db, merchantId, category.id, { sku: 'MATH-6' });
    const csv = csvText(variant, [
      { ...productCsvExamples.variant, parentSku: 'MATH-6', sku: 'MATH-6-HI' },
      { ...productCsvExamples.variant, parentSku: 'MATH-6', sku: 'MATH-6-UR', stock: '3' },
    ]);

    const response = await upload(server, uploadPath(merchantId), csv);

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ type: 'variant', rows: 2, created: 2, updated: 0 });
    const variants = (await productsOf(server.db, merchantId)).filter(
      (product) => product.productType === 'variant',
    );
    expect(variants).toMatchObject([
      { sku: 'MATH-6-HI', parentProductId: parent.id, categoryId: category.id, images: [] },
      { sku: 'MATH-6-UR', parentProductId: parent.id, stock: 3 },
    ]);
  });

  it("refuses a parent that is not one of this merchant's main products", async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const other = await freshMerchant(server.db);
    const mine = await insertProduct(server.db, merchantId, category.id, { sku: 'MINE' });
    await insertProduct(server.db, merchantId, category.id, {
      sku: 'MINE-V',
      parentProductId: mine.id,
    });
    await insertProduct(server.db, other.merchantId, other.category.id, { sku: 'THEIRS' });
    const row = (parentSku: string, sku: string) => ({
      ...productCsvExamples.variant,
      parentSku,
      sku,
    });
    const csv = csvText(variant, [
      row('THEIRS', 'V-1'),
      row('MINE-V', 'V-2'),
      row('NOWHERE', 'V-3'),
      row('MINE', 'MINE'),
      row('MINE', 'MINE-V'),
    ]);

    const response = await upload(server, uploadPath(merchantId), csv);

    const noParent = 'No main product of this merchant has this SKU';
    const taken = 'This merchant already has a product with this SKU';
    expect(response.json().errors).toEqual([
      { row: 1, column: 'parentSku', message: noParent, code: 'noParent' },
      { row: 2, column: 'parentSku', message: noParent, code: 'noParent' },
      { row: 3, column: 'parentSku', message: noParent, code: 'noParent' },
      { row: 4, column: 'parentSku', message: productCsvMessages.ownParent, code: 'ownParent' },
      { row: 4, column: 'sku', message: taken, code: 'skuTaken' },
      { row: 5, column: 'sku', message: taken, code: 'skuTaken' },
    ]);
  });

  it('refuses a variant update file, pointing to the variant update', async () => {
    const { merchantId } = await freshMerchant(server.db);
    const csv = csvText(productCsvColumns.variant_update, [productCsvExamples.variant_update]);

    const response = await upload(server, uploadPath(merchantId), csv);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('upload it with the variant update');
  });
});

describe('the merchant of an upload', () => {
  it('must exist (404) and be active (400, the spec text), before the file is read', async () => {
    const csv = csvText(main, [productCsvExamples.main]);
    const unknown = await upload(server, uploadPath(newId()), csv);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Merchant not found', code: 'merchant.not_found' });

    const pending = await insertMerchant(server.db, { status: 'pending' });
    for (const path of [uploadPath(pending.id), variantUpdatePath(pending.id)]) {
      const inactive = await upload(server, path, csv);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toEqual({
        message: 'This merchant status is not active',
        code: expect.any(String),
      });
    }
    expect((await upload(server, uploadPath('not-an-id'), csv)).statusCode).toBe(400);
  });

  it('needs a signed-in administrator', async () => {
    const { merchantId } = await freshMerchant(server.db);
    const csv = csvText(main, [productCsvExamples.main]);
    for (const token of [null, 'forged-token']) {
      const response = await uploadCsv(server.app, token, uploadPath(merchantId), csv);
      expect(response.statusCode).toBe(401);
    }
    expect(await productsOf(server.db, merchantId)).toEqual([]);
  });
});
