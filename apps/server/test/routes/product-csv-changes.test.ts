import { productCsvColumns, productCsvMessages, productCsvTypes } from '@satchel/api';
import { newId } from '@satchel/db';
import { productOffers, products } from '@satchel/db/schema';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { insertCategory, insertMerchant, insertProduct } from '../support/factories.js';
import { uploadCsv } from '../support/multipart.js';
import {
  ASSIGN_PATH,
  csvText,
  freshMerchant,
  productsOf,
  upload,
  uploadPath,
  variantUpdatePath,
} from '../support/product-csv.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();

/** A merchant with one main product and two variants of it. */
async function merchantWithVariants() {
  const { merchantId, category } = await freshMerchant(server.db);
  const main = await insertProduct(server.db, merchantId, category.id);
  const [first, second] = await Promise.all(
    [1, 2].map((n) =>
      insertProduct(server.db, merchantId, category.id, {
        parentProductId: main.id,
        sku: `${main.sku}-${n}`,
      }),
    ),
  );
  return { merchantId, category, main, first: first!, second: second! };
}

const productById = async (id: string) =>
  (await server.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('POST /catalogs/products/variantUpdateCsv/:merchantId', () => {
  it("changes the price, stock and status of the merchant's variants", async () => {
    const { merchantId, first, second } = await merchantWithVariants();
    const csv = csvText(productCsvColumns.variant_update, [
      { variantId: first.id, updateType: 'price', value: '70.25' },
      { variantId: first.id, updateType: 'stock', value: '0' },
      { variantId: second.id, updateType: 'status', value: 'disabled' },
    ]);

    const response = await upload(server, variantUpdatePath(merchantId), csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Bulk Operation successfully done',
      data: { type: 'variant_update', rows: 3, created: 0, updated: 2 },
    });
    expect(await productById(first.id)).toMatchObject({
      price: '70.25',
      stock: 0,
      status: 'enabled',
    });
    expect(await productById(second.id)).toMatchObject({ price: '45.00', status: 'disabled' });
  });

  it('refuses what is not a variant of this merchant, repeats and bad values', async () => {
    const { merchantId, main, first } = await merchantWithVariants();
    const other = await merchantWithVariants();
    const csv = csvText(productCsvColumns.variant_update, [
      { variantId: main.id, updateType: 'price', value: '10' },
      { variantId: other.first.id, updateType: 'stock', value: '5' },
      { variantId: newId(), updateType: 'status', value: 'enabled' },
      { variantId: first.id, updateType: 'price', value: '10' },
      { variantId: first.id, updateType: 'price', value: '11' },
      { variantId: first.id, updateType: 'colour', value: 'red' },
      { variantId: first.id, updateType: 'status', value: 'gone' },
    ]);

    const response = await upload(server, variantUpdatePath(merchantId), csv);

    const notMine = 'No variant of this merchant has this id';
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 1, column: 'variantId', message: notMine, code: 'noVariant' },
      { row: 2, column: 'variantId', message: notMine, code: 'noVariant' },
      { row: 3, column: 'variantId', message: notMine, code: 'noVariant' },
      {
        row: 5,
        column: 'updateType',
        message: 'Repeats the variant and update type of row 4',
        code: 'repeatedUpdate',
        values: [4],
      },
      { row: 6, column: 'updateType', message: productCsvMessages.updateType, code: 'updateType' },
      { row: 7, column: 'value', message: productCsvMessages.status, code: 'status' },
    ]);
    expect(await productById(first.id)).toMatchObject({ price: '45.00' });
    expect(await productById(other.first.id)).toMatchObject({ stock: 10 });
  });

  it('refuses a main product file with the columns it expects', async () => {
    const { merchantId } = await merchantWithVariants();
    const response = await upload(
      server,
      variantUpdatePath(merchantId),
      csvText(productCsvColumns.main, [{ sku: 'X' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      row: 0,
      column: 'variantId',
      message: productCsvMessages.missingColumn,
      code: 'missingColumn',
    });
  });
});

describe('POST /catalogs/products/assignProductUploadCsv', () => {
  const offersOf = (productId: string) =>
    server.db
      .select()
      .from(productOffers)
      .where(eq(productOffers.productId, productId))
      .orderBy(asc(productOffers.price));

  it('makes merchants suppliers of products, and a second assignment changes the offer', async () => {
    const { main } = await merchantWithVariants();
    const [supplier, another] = await Promise.all([
      insertMerchant(server.db),
      insertMerchant(server.db),
    ]);
    const assign = (price: string, stock: string) =>
      upload(
        server,
        ASSIGN_PATH,
        csvText(productCsvColumns.assign, [
          { productId: main.id, merchantId: supplier.id, price, stock },
        ]),
      );

    const first = await assign('44.00', '8');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Bulk Operation successfully done',
      data: { type: 'assign', rows: 1, created: 1, updated: 0 },
    });
    const both = csvText(productCsvColumns.assign, [
      { productId: main.id, merchantId: supplier.id, price: '42.50', stock: '3' },
      { productId: main.id, merchantId: another.id, price: '43.00', stock: '1' },
    ]);
    expect((await upload(server, ASSIGN_PATH, both)).json().data).toEqual({
      type: 'assign',
      rows: 2,
      created: 1,
      updated: 1,
    });

    expect(await offersOf(main.id)).toMatchObject([
      { merchantId: supplier.id, price: '42.50', stock: 3 },
      { merchantId: another.id, price: '43.00', stock: 1 },
    ]);
  });

  it('refuses unknown products and merchants, inactive merchants, owners and repeats', async () => {
    const { merchantId, main } = await merchantWithVariants();
    const [supplier, pending] = await Promise.all([
      insertMerchant(server.db),
      insertMerchant(server.db, { status: 'suspended' }),
    ]);
    const row = (productId: string, merchant: string, price = '40.00') => ({
      productId,
      merchantId: merchant,
      price,
      stock: '2',
    });
    const csv = csvText(productCsvColumns.assign, [
      row(newId(), supplier.id),
      row(main.id, newId()),
      row(main.id, pending.id),
      row(main.id, merchantId),
      row(main.id, supplier.id),
      row(main.id, supplier.id, '0'),
      row(main.id, supplier.id),
    ]);

    const response = await upload(server, ASSIGN_PATH, csv);

    const repeats = {
      message: 'Repeats the product and merchant of row 5',
      code: 'repeatedAssignment',
      values: [5],
    };
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 1, column: 'productId', message: 'No product has this id', code: 'noProduct' },
      { row: 2, column: 'merchantId', message: 'No merchant has this id', code: 'noMerchant' },
      {
        row: 3,
        column: 'merchantId',
        message: 'This merchant status is not active',
        code: 'merchantInactive',
      },
      {
        row: 4,
        column: 'merchantId',
        message: 'This merchant already sells this product as its own',
        code: 'ownProduct',
      },
      { row: 6, column: 'merchantId', ...repeats },
      { row: 6, column: 'price', message: productCsvMessages.price, code: 'price' },
      { row: 7, column: 'merchantId', ...repeats },
    ]);
    expect(await offersOf(main.id)).toEqual([]);
  });

  it('needs a signed-in administrator', async () => {
    const csv = csvText(productCsvColumns.assign, [
      { productId: newId(), merchantId: newId(), price: '1', stock: '1' },
    ]);
    expect((await uploadCsv(server.app, null, ASSIGN_PATH, csv)).statusCode).toBe(401);
  });
});

describe('GET /admin/download-product-csv', () => {
  it.each(productCsvTypes)(
    'answers the %s template: the columns an upload takes and one example row',
    async (type) => {
      const response = await server.call('GET', `/admin/download-product-csv?type=${type}`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="product-template-${type}.csv"`,
      );
      const [header, ...rows] = Papa.parse<string[]>(response.body, {
        skipEmptyLines: true,
      }).data;
      expect(header).toEqual(productCsvColumns[type]);
      expect(rows).toHaveLength(1);
    },
  );

  it('refuses another type, and needs a token', async () => {
    expect((await server.call('GET', '/admin/download-product-csv?type=bundle')).statusCode).toBe(
      400,
    );
    expect((await server.call('GET', '/admin/download-product-csv')).statusCode).toBe(400);
    expect(
      (await server.call('GET', '/admin/download-product-csv?type=main', undefined, null))
        .statusCode,
    ).toBe(401);
  });

  it('gives templates that import once the example ids and category are real ones', async () => {
    const template = async (type: string) =>
      Papa.parse<Record<string, string>>(
        (await server.call('GET', `/admin/download-product-csv?type=${type}`)).body,
        { header: true, skipEmptyLines: true },
      ).data[0]!;
    const { merchantId } = await freshMerchant(server.db);
    const category = await insertCategory(server.db, { name: 'template-textbooks' });
    const send = async (
      type: 'main' | 'variant' | 'variant_update' | 'assign',
      path: string,
      row: Record<string, string>,
    ) => (await upload(server, path, csvText(productCsvColumns[type], [row]))).statusCode;

    const main = { ...(await template('main')), categoryName: category.name };
    expect(await send('main', uploadPath(merchantId), main)).toBe(201);
    expect(await send('variant', uploadPath(merchantId), await template('variant'))).toBe(201);
    const [parent, variant] = await productsOf(server.db, merchantId);
    const update = { ...(await template('variant_update')), variantId: variant!.id };
    expect(await send('variant_update', variantUpdatePath(merchantId), update)).toBe(200);
    const supplier = await insertMerchant(server.db);
    const assign = {
      ...(await template('assign')),
      productId: parent!.id,
      merchantId: supplier.id,
    };
    expect(await send('assign', ASSIGN_PATH, assign)).toBe(200);

    expect(await productById(variant!.id)).toMatchObject({ price: '70.00' });
  });
});
