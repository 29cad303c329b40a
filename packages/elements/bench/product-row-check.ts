import type { SatCsvRowValidator } from '../src/components/csv-dropzone/csv-dropzone.js';

/*
 * The benchmark's row check for a main-product file: every column, with the rules of
 * @satchel/api's product CSV schema (readProductCsvRow 'main'), written out here because elements
 * depend on nothing of ours. To measure the real one, swap this function for
 * `(row) => readProductCsvRow('main', row).issues`.
 */

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const STOCK = /^\d{1,7}$/;
const LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const MAX_IMAGES = 10;
const lengths = { sku: 64, title: 200, brand: 100, categoryName: 100, description: 2000 };

export const checkProductRow: SatCsvRowValidator = (row) => {
  const issues: { column: string; message: string }[] = [];
  const text = (column: keyof typeof lengths, required: boolean): string | undefined => {
    const value = (row[column] ?? '').trim();
    if (value === '') {
      if (required) issues.push({ column, message: 'Required' });
      return undefined;
    }
    if (value.length > lengths[column]) {
      issues.push({ column, message: `At most ${lengths[column]} characters` });
      return undefined;
    }
    return value;
  };
  const sku = text('sku', true);
  if (sku !== undefined && !SKU.test(sku)) {
    issues.push({ column: 'sku', message: 'Letters, digits and . _ / - only' });
  }
  text('title', true);
  text('brand', true);
  text('categoryName', true);
  text('description', false);
  const price = (row.price ?? '').trim();
  if (!PRICE.test(price) || Number(price) <= 0 || Number(price) > 10_000_000) {
    issues.push({ column: 'price', message: 'A price from 0.01 to 10000000, at most 2 decimals' });
  }
  const stock = (row.stock ?? '').trim();
  if (!STOCK.test(stock) || Number(stock) > 1_000_000) {
    issues.push({ column: 'stock', message: 'A whole number from 0 to 1000000' });
  }
  const images = (row.images ?? '').trim();
  const links = images === '' ? [] : images.split('|');
  if (links.length > MAX_IMAGES) {
    issues.push({ column: 'images', message: `At most ${MAX_IMAGES} images, separated by |` });
  } else if (links.some((link) => !LINK.test(link.trim()))) {
    issues.push({ column: 'images', message: 'Each image is an http(s) link' });
  }
  return issues;
};
