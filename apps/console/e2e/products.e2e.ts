import type { Page } from '@playwright/test';
import { chooseCsv, dropzone, problems, uploadButton } from './support/csv-upload.js';
import { cell, rows, searchBy, showFilters, table, totalItems } from './support/data-table.js';
import {
  deleteProduct,
  insertMerchant,
  insertProducts,
  offersOf,
  type ProductRow,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  openDialog,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

/** A new merchant selling `products`; the products' ids in order. */
async function merchantSelling(tag: string, products: readonly ProductRow[]) {
  const merchantId = await insertMerchant({
    storeName: `Pen Corner ${tag}`,
    merchantName: `Farah ${tag}`,
  });
  return { merchantId, ids: await insertProducts(merchantId, tag, products) };
}

/** Signs in and opens Products from the sidebar. */
async function openProducts(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Products', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
}

/** Narrows the table to the products whose title contains `title`, as an operator filters. */
async function filterByTitle(page: Page, title: string): Promise<void> {
  await searchBy(page, 'Title', title);
  await expect(table(page).getByRole('cell', { name: title, exact: false }).first()).toBeVisible();
}

/** The shown row whose SKU cell reads `sku`. */
const rowOf = (page: Page, sku: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: sku, exact: true }) });

/** The adminDisabled switch of the product with this title and SKU. */
const adminDisabledSwitch = (page: Page, title: string, sku: string) =>
  table(page).getByRole('switch', { name: `Admin disabled, ${title} (${sku})` });

test.describe('Products', () => {
  test('finds products by filter, each with its merchant, parent, price, stock and image', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const box = `Geometry box ${tag}`;
    const {
      merchantId,
      ids: [boxId],
    } = await merchantSelling(tag, [
      {
        title: box,
        brand: 'Camlin',
        price: 1250.5,
        stock: 40,
        sku: `BOX-${tag}`,
        images: [`products/${tag}/box.png`, 'https://cdn.example.in/other.png'],
      },
    ]);
    await insertProducts(merchantId, `${tag}v`, [
      {
        title: `${box} blue`,
        brand: 'Camlin',
        price: 260,
        stock: 7,
        sku: `BOX-${tag}-BLUE`,
        parentId: boxId,
        images: ['https://cdn.example.in/blue.png'],
      },
    ]);
    await openProducts(page);

    await filterByTitle(page, box);
    await expect(totalItems(page)).toHaveText('Total Items: 2');
    const main = rowOf(page, `BOX-${tag}`);
    await expect(main.getByRole('cell')).toHaveText([
      // The row's selection checkbox (every matching product can be enabled or disabled at once).
      '',
      '',
      box,
      `BOX-${tag}`,
      'Camlin',
      'Main',
      '',
      `Pen Corner ${tag}`,
      '₹1,250.50',
      '40',
      '',
      // The product's History (issue #30).
      'History',
    ]);
    await expect(main.getByRole('img', { name: `Image of ${box}` })).toHaveAttribute(
      'src',
      `/files/products/${tag}/box.png`,
    );
    const variant = rowOf(page, `BOX-${tag}-BLUE`);
    await expect(variant.getByRole('cell').nth(5)).toHaveText('Variant');
    await expect(variant.getByRole('cell').nth(6)).toHaveText(`${box} (BOX-${tag})`);
    await expect(variant.getByRole('img', { name: `Image of ${box} blue` })).toHaveAttribute(
      'src',
      'https://cdn.example.in/blue.png',
    );

    await table(page).getByRole('combobox', { name: 'Type', exact: true }).selectOption('variant');
    await table(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(totalItems(page)).toHaveText('Total Items: 1');
    await expect(cell(page, `BOX-${tag}-BLUE`)).toBeVisible();

    await table(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await searchBy(page, 'Parent product ID', boxId!);
    await expect(totalItems(page)).toHaveText('Total Items: 1');
    await expect(cell(page, `BOX-${tag}-BLUE`)).toBeVisible();
  });

  test('pages through products, oldest first, then newest first', async ({ page }) => {
    const tag = uniqueTag();
    const title = (n: number) => `Crayons ${tag} ${String(n).padStart(2, '0')}`;
    // A minute apart, 01 the oldest.
    await merchantSelling(
      tag,
      Array.from({ length: 12 }, (_, index) => ({
        title: title(index + 1),
        brand: 'Faber',
        price: 30,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    await openProducts(page);
    await filterByTitle(page, `Crayons ${tag}`);
    await expect(totalItems(page)).toHaveText('Total Items: 12');
    await expect(table(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(cell(page, title(1))).toBeVisible();

    await table(page).getByRole('button', { name: 'Next' }).click();
    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await expect(table(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(cell(page, title(11))).toBeVisible();
    await expect(cell(page, title(12))).toBeVisible();

    await table(page).getByLabel('Sort').selectOption('-1');
    await table(page).getByRole('button', { name: 'Previous' }).click();
    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await expect(table(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(
      rows(page)
        .first()
        .getByRole('cell', { name: title(12), exact: true }),
    ).toBeVisible();
    await expect(cell(page, title(2))).toHaveCount(0);
  });

  test('disables a product with its toggle, which stays disabled after a reload', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const pen = `Gel pen ${tag}`;
    await merchantSelling(tag, [
      { title: pen, brand: 'Reynolds', price: 15, sku: `PEN-${tag}` },
      { title: `Gel pen refill ${tag}`, brand: 'Reynolds', price: 5, sku: `REFILL-${tag}` },
    ]);
    await openProducts(page);
    await filterByTitle(page, tag);

    const toggle = adminDisabledSwitch(page, pen, `PEN-${tag}`);
    await expect(toggle).not.toBeChecked();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/catalogs/products/admin-product-disabled/') &&
        response.ok(),
    );
    await toggle.click();
    await expect(toggle).toBeChecked();
    await saved;

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await filterByTitle(page, tag);
    await expect(adminDisabledSwitch(page, pen, `PEN-${tag}`)).toBeChecked();
    await expect(
      adminDisabledSwitch(page, `Gel pen refill ${tag}`, `REFILL-${tag}`),
    ).not.toBeChecked();

    await showFilters(page);
    await table(page)
      .getByRole('combobox', { name: 'Admin disabled', exact: true })
      .selectOption('true');
    await table(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(totalItems(page)).toHaveText('Total Items: 1');
    await expect(cell(page, `PEN-${tag}`)).toBeVisible();
  });

  test('puts the toggle back and says "Product Disabled Failed" when the server refuses', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const ruler = `Steel ruler ${tag}`;
    const { ids } = await merchantSelling(tag, [
      { title: ruler, brand: 'Camlin', price: 20, sku: `RULER-${tag}` },
    ]);
    await openProducts(page);
    await filterByTitle(page, ruler);
    // Gone meanwhile: the server answers 404.
    await deleteProduct(ids[0]!);

    const toggle = adminDisabledSwitch(page, ruler, `RULER-${tag}`);
    await toggle.click();

    await expect(page.getByRole('dialog', { name: 'Product Disabled Failed' })).toBeVisible();
    await expect(openDialog(page).getByText('Product not found')).toBeVisible();
    await dialogButton(page, 'Close').click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
  });

  test('bulk-assigns merchants to products, the server\'s refusals listed under "CSV Upload Fail"', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { ids } = await merchantSelling(tag, [
      { title: `Atlas ${tag}`, brand: 'Oxford', price: 320 },
      { title: `Globe ${tag}`, brand: 'Oxford', price: 540 },
    ]);
    const supplier = await insertMerchant({ storeName: `Supplier ${tag}`, merchantName: 'Iqbal' });
    const unknownProduct = '0'.repeat(24);
    await openProducts(page);
    await page.getByText('Bulk assign', { exact: true }).click();

    await chooseCsv(page, 'assign.csv', [
      'productId,merchantId,price,stock',
      `${ids[0]},${supplier},310.00,15`,
      `${unknownProduct},${supplier},99,1`,
    ]);
    await expect(problems(page)).toHaveCount(0);
    await uploadButton(page).click();

    await expect(page.getByRole('dialog', { name: 'CSV Upload Fail' })).toBeVisible();
    // The list is the dialog's slotted content: it lives under the element, not its shadow part.
    await expect(openDialog(page).getByRole('listitem')).toHaveText([
      'Row 2, productId: No product has this id',
    ]);
    await dialogButton(page, 'Close').click();
    expect(await offersOf(ids[0]!)).toEqual([]);

    await dropzone(page).getByLabel('Row 2, productId').fill(ids[1]!);
    await dropzone(page).getByRole('button', { name: 'Check again' }).click();
    await uploadButton(page).click();
    await expect(page.getByText('Bulk Operation successfully done')).toBeVisible();
    expect(await offersOf(ids[0]!)).toEqual([{ merchantId: supplier, price: '310.00', stock: 15 }]);
    expect(await offersOf(ids[1]!)).toEqual([{ merchantId: supplier, price: '99.00', stock: 1 }]);
  });

  test('has no accessibility violations', async ({ page }) => {
    const tag = uniqueTag();
    await merchantSelling(tag, [{ title: `Axe product ${tag}`, brand: 'Camlin', price: 9 }]);
    await openProducts(page);
    await filterByTitle(page, `Axe product ${tag}`);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
