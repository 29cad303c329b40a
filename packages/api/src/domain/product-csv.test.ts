import { describe, expect, it } from 'vitest';
import {
  checkProductCsvHeader,
  excerpt,
  merchantCsvTypeOf,
  productCsvColumns,
  productCsvExamples,
  productCsvTypes,
  readProductCsvRow,
} from './product-csv.js';
import { productCsvMessages } from './product-csv-messages.js';

const mainRow = { ...productCsvExamples.main };
const issuesOf = (type: Parameters<typeof readProductCsvRow>[0], row: Record<string, string>) =>
  readProductCsvRow(type, row).issues;

describe('product CSV files', () => {
  it.each(productCsvTypes)('takes its own %s template example as it is', (type) => {
    expect(checkProductCsvHeader(type, productCsvColumns[type])).toEqual([]);
    expect(issuesOf(type, { ...productCsvExamples[type] })).toEqual([]);
  });

  it('tells a merchant file by its header, as the spec says', () => {
    expect(merchantCsvTypeOf(['variantId', 'updateType', 'value'])).toBe('variant_update');
    expect(merchantCsvTypeOf(['variantId', 'value'])).toBe('main');
    expect(merchantCsvTypeOf(productCsvColumns.variant)).toBe('variant');
    expect(merchantCsvTypeOf(productCsvColumns.main)).toBe('main');
  });

  it('names every missing, repeated and unknown column, and lets an error report back in', () => {
    const header = ['sku', 'title', 'title', 'colour', 'price', 'stock', 'images', 'errors'];
    expect(checkProductCsvHeader('main', header)).toEqual([
      { column: 'title', message: productCsvMessages.repeatedColumn, code: 'repeatedColumn' },
      {
        column: 'colour',
        message: productCsvMessages.unknownColumn(productCsvColumns.main),
        code: 'unknownColumn',
        values: [productCsvColumns.main],
      },
      { column: 'brand', message: productCsvMessages.missingColumn, code: 'missingColumn' },
      { column: 'categoryName', message: productCsvMessages.missingColumn, code: 'missingColumn' },
      { column: 'description', message: productCsvMessages.missingColumn, code: 'missingColumn' },
    ]);
  });

  it('checks a header of 80,000 columns in one pass, quoting each column as an excerpt', () => {
    const long = `${'y'.repeat(100)}😀`;
    const header = [...Array.from({ length: 80_000 }, (_, index) => `c${index}`), long, long];
    const issues = checkProductCsvHeader('main', header);
    expect(issues).toHaveLength(80_000 + 2 + productCsvColumns.main.length);
    expect(issues.at(-productCsvColumns.main.length - 1)).toEqual({
      column: `${'y'.repeat(39)}…`,
      message: productCsvMessages.repeatedColumn,
      code: 'repeatedColumn',
    });
    expect(excerpt(`${'y'.repeat(38)}😀z`)).toBe(`${'y'.repeat(38)}…`);
  });

  it('names every bad cell of a row, not only the first', () => {
    expect(
      issuesOf('main', {
        sku: 'has space',
        title: '',
        brand: 'b'.repeat(101),
        categoryName: 'textbooks',
        description: '',
        price: '12.345',
        stock: '-1',
        images: 'ftp://x/y.png',
      }).map((issue) => issue.column),
    ).toEqual(['sku', 'title', 'brand', 'price', 'stock', 'images']);
  });

  it('reads values as stored: trimmed, exact price, images split, blank description null', () => {
    const { issues, values } = readProductCsvRow('main', {
      ...mainRow,
      title: '  Atlas  ',
      description: ' ',
      price: '0.10',
      images: 'demo/products/a.svg | https://cdn.example.com/b.webp',
    });
    expect(issues).toEqual([]);
    expect(values).toMatchObject({
      title: 'Atlas',
      description: null,
      price: '0.10',
      stock: 120,
      images: ['demo/products/a.svg', 'https://cdn.example.com/b.webp'],
    });
  });

  it.each([
    ['0', false],
    ['0.01', true],
    ['10000000', true],
    ['10000000.01', false],
    ['1e3', false],
    ['1,000', false],
    ['₹5', false],
  ])('price %s is taken: %s', (price, taken) => {
    expect(issuesOf('main', { ...mainRow, price }).length === 0).toBe(taken);
  });

  it('refuses documents and unsafe keys as product images', () => {
    for (const images of ['private/merchants/pan.png', '../etc/passwd.png', 'a/./b.png', 'x.pdf']) {
      expect(issuesOf('main', { ...mainRow, images })).toEqual([
        { column: 'images', message: productCsvMessages.image, code: 'image' },
      ]);
    }
    expect(issuesOf('main', { ...mainRow, images: Array(11).fill('a.png').join('|') })).toEqual([
      {
        column: 'images',
        message: 'At most 10 images, separated by |',
        code: 'tooManyImages',
        values: [10],
      },
    ]);
  });

  it('takes the neutralising apostrophe of an error report off a formula-looking cell', () => {
    const { values } = readProductCsvRow('main', { ...mainRow, title: "'=HYPERLINK(1)" });
    expect(values.title).toBe('=HYPERLINK(1)');
    expect(readProductCsvRow('main', { ...mainRow, title: "'quoted'" }).values.title).toBe(
      "'quoted'",
    );
  });

  it('checks a variant against its own parent sku', () => {
    expect(
      issuesOf('variant', { ...productCsvExamples.variant, parentSku: 'A-1', sku: 'A-1' }),
    ).toEqual([{ column: 'parentSku', message: productCsvMessages.ownParent, code: 'ownParent' }]);
  });

  it.each([
    ['price', '70', []],
    ['price', '0', ['value']],
    ['stock', '5', []],
    ['stock', '5.5', ['value']],
    ['status', 'disabled', []],
    ['status', 'off', ['value']],
    ['colour', 'red', ['updateType']],
  ])('a %s update to %s', (updateType, value, columns) => {
    const row = { variantId: '0123456789abcdef01234567', updateType, value };
    expect(issuesOf('variant_update', row).map((issue) => issue.column)).toEqual(columns);
  });

  it('takes only ids of 24 lowercase hexadecimal characters in an assign file', () => {
    const row = {
      ...productCsvExamples.assign,
      productId: '0123456789ABCDEF01234567',
      merchantId: '',
    };
    expect(issuesOf('assign', row)).toEqual([
      { column: 'productId', message: productCsvMessages.id, code: 'id' },
      { column: 'merchantId', message: productCsvMessages.required, code: 'required' },
    ]);
  });
});
