import type { Page } from '@playwright/test';
import { chooseCsv, dropzone, problems, uploadButton } from './support/csv-upload.js';
import { cell, searchBy, table, totalItems } from './support/data-table.js';
import { downloadOf } from './support/downloads.js';
import {
  holdProductWrites,
  insertCategory,
  insertMerchant,
  productCountOf,
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

/** A merchant for one test: active (verifiable) unless told otherwise, with its own category. */
async function merchantForTools(status: 'active' | 'pending' = 'active') {
  const tag = uniqueTag();
  const storeName = `Saraswati Stationers ${tag}`;
  const merchantId = await insertMerchant({ storeName, merchantName: `Meena ${tag}`, status });
  const category = `test-books-${tag}`;
  await insertCategory(category);
  return { tag, storeName, merchantId, category };
}

/** Signs in and opens Product Management from the sidebar. */
async function openProductManagement(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Product Management').click();
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
}

/** Types a merchant id and fetches it. */
async function fetchMerchant(page: Page, id: string): Promise<void> {
  await page.getByLabel('Merchant ID').fill(id);
  await page.getByRole('button', { name: 'Fetch Merchant' }).click();
}

/** Fetches and verifies a merchant, after which its CSV tools show. */
async function verify(page: Page, merchant: { merchantId: string; storeName: string }) {
  await fetchMerchant(page, merchant.merchantId);
  await expect(page.getByText(merchant.storeName)).toBeVisible();
  await page.getByRole('button', { name: 'Verify Merchant' }).click();
  await expect(page.getByText('Merchant Verified Success')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
}

test.describe('Product Management', () => {
  test('fetches only a well-formed id and verifies only an active merchant', async ({ page }) => {
    const pending = await merchantForTools('pending');
    await openProductManagement(page);

    await fetchMerchant(page, '12345');
    await expect(page.getByText('Invalid ID format')).toBeVisible();

    await fetchMerchant(page, pending.merchantId.toUpperCase());
    await expect(page.getByText(pending.storeName)).toBeVisible();
    await expect(page.getByText('This merchant status is not active')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify Merchant' })).toHaveCount(0);
    await expect(page.getByText('Templates')).toHaveCount(0);
  });

  test('hides the tools when another id is typed, and names the merchant uploads go to', async ({
    page,
  }) => {
    const first = await merchantForTools();
    const second = await merchantForTools();
    await openProductManagement(page);
    await verify(page, first);
    await expect(
      page.getByText(`Uploads go to ${first.storeName} (${first.merchantId})`),
    ).toBeVisible();
    await expect(dropzone(page)).toBeVisible();

    // Another id typed but not fetched: no tools, and no card that could pass for its merchant.
    await page.getByLabel('Merchant ID').fill(second.merchantId);
    await expect(dropzone(page)).toHaveCount(0);
    await expect(page.getByText('Templates')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verify Merchant' })).toHaveCount(0);
    await expect(page.getByText(first.storeName)).toHaveCount(0);

    await page.getByRole('button', { name: 'Fetch Merchant' }).click();
    await expect(page.getByText(second.storeName)).toBeVisible();
    await expect(dropzone(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Verify Merchant' }).click();
    await expect(
      page.getByText(`Uploads go to ${second.storeName} (${second.merchantId})`),
    ).toBeVisible();
    await expect(dropzone(page)).toBeVisible();
  });

  test('imports a file from its template, every bad cell pinned and fixed on the spot', async ({
    page,
  }) => {
    const merchant = await merchantForTools();
    await openProductManagement(page);
    await verify(page, merchant);
    expect(await accessibilityViolations(page)).toEqual([]);

    const template = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Main products template' }).click(),
    );
    expect(template.name).toBe('product-main-template.csv');
    const header = template.lines[0]!;
    expect(header).toBe('sku,title,brand,categoryName,description,price,stock,images');

    const sku = (n: number) => `E2E-${merchant.tag}-${n}`;
    await chooseCsv(page, 'catalogue.csv', [
      header,
      `${sku(1)},Geometry Box,Camlin,${merchant.category},"Compass, divider and scale",149.00,30,`,
      `${sku(2)},Drawing Book A4,Classmate,${merchant.category},,abc,12,`,
      `${sku(3)},Sketch Pens,Faber-Castell,${merchant.category},,60,-4,`,
    ]);

    await expect(problems(page)).toHaveText([/Row 2, price: /, /Row 3, stock: /]);
    await expect(uploadButton(page)).toBeDisabled();

    await page.getByLabel('Row 2, price').fill('85.50');
    await page.getByLabel('Row 3, stock').fill('4');
    await dropzone(page).getByRole('button', { name: 'Check again' }).click();

    await expect(problems(page)).toHaveCount(0);
    await expect(page.getByText('New main products · 3 rows')).toBeVisible();
    // A second file while this one is held is refused (spec part 1 §5) …
    await chooseCsv(page, 'another.csv', [header]);
    const alreadyUploaded = dropzone(page).getByText('You had already uploaded!', { exact: false });
    await expect(alreadyUploaded).toBeVisible();
    await uploadButton(page).click();
    await expect(page.getByText('Bulk Operation successfully done')).toBeVisible();
    await expect(dropzone(page).locator('[part="file"]')).toHaveCount(0);
    // … and once the held file is uploaded, that warning is gone with it.
    await expect(alreadyUploaded).toHaveCount(0);

    // The products are in the Products table, the fixed cells as fixed; one can be disabled.
    await sidebar(page).getByText('Products', { exact: true }).click();
    await searchBy(page, 'SKU', `E2E-${merchant.tag}-`);
    await expect(totalItems(page)).toHaveText('Total Items: 3');
    await expect(cell(page, 'Drawing Book A4')).toBeVisible();
    await expect(cell(page, '₹85.50')).toBeVisible();
    const disabled = table(page).getByRole('switch', {
      name: `Admin disabled, Sketch Pens (${sku(3)})`,
    });
    await disabled.click();
    await expect(disabled).toBeChecked();
    await page.reload();
    await expect(disabled).toBeChecked();
  });

  test("pins the server's findings the same way, fixable before the file goes again", async ({
    page,
  }) => {
    const merchant = await merchantForTools();
    await openProductManagement(page);
    await verify(page, merchant);

    await chooseCsv(page, 'unknown-category.csv', [
      'sku,title,brand,categoryName,description,price,stock,images',
      `E2E-${merchant.tag}-9,Water Bottle,Milton,no-such-category-${merchant.tag},,199,8,`,
    ]);
    await uploadButton(page).click();

    await expect(openDialog(page)).toContainText('CSV Upload Fail');
    await expect(openDialog(page)).toContainText('Row 1, categoryName');
    await dialogButton(page, 'Close').click();

    await expect(problems(page)).toHaveText([/Row 1, categoryName: /]);
    await page.getByLabel('Row 1, categoryName').fill(merchant.category);
    await dropzone(page).getByRole('button', { name: 'Check again' }).click();
    await expect(problems(page)).toHaveCount(0);

    await uploadButton(page).click();
    await expect(page.getByText('Bulk Operation successfully done')).toBeVisible();
  });

  test('imports a large file on the server, showing how far it got, then the outcome', async ({
    page,
  }) => {
    // A file of several megabytes read in the browser and imported on a busy machine.
    test.setTimeout(240_000);
    const merchant = await merchantForTools();
    await openProductManagement(page);
    await verify(page, merchant);
    const rows = 30_000;
    const lines = [
      'sku,title,brand,categoryName,description,price,stock,images',
      ...Array.from(
        { length: rows },
        (_, index) =>
          `E2E-${merchant.tag}-${index + 1},Ruled notebook ${index + 1} of 172 pages,Classmate,${merchant.category},Single line ruled and hard bound; one of a set of seven; pack ${index},${40 + (index % 60)}.50,${index % 1000},`,
      ),
    ];
    // Past the size the server imports while the upload waits (QUEUED_FROM_BYTES, 4 MiB).
    expect(Buffer.byteLength(lines.join('\r\n'))).toBeGreaterThan(4 * 1024 * 1024);
    const held = await holdProductWrites();
    try {
      await chooseCsv(page, 'large-catalogue.csv', lines);
      await expect(page.getByText('New main products · 30,000 rows')).toBeVisible({
        timeout: 120_000,
      });
      await uploadButton(page).click();
      // The server has read and checked the whole file, and waits to write it.
      const progress = page
        .getByRole('status')
        .filter({ hasText: 'large-catalogue.csv: 30,000 rows read (100%)' });
      await expect(progress).toBeVisible({ timeout: 120_000 });
      await expect(progress.locator('progress')).toHaveAttribute('value', '100');
      expect(await productCountOf(merchant.merchantId)).toBe(0);
    } finally {
      await held.release();
    }
    await expect(page.getByText('Bulk Operation successfully done')).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'large-catalogue.csv' })).toHaveCount(
      0,
    );
    await expect(dropzone(page).locator('[part="file"]')).toHaveCount(0);
    expect(await productCountOf(merchant.merchantId)).toBe(rows);
  });
});
