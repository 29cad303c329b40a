import type { Page } from '@playwright/test';
import { cell, rows, searchBy, table } from './support/data-table.js';
import { downloadOf } from './support/downloads.js';
import { formDialog } from './support/form-dialog.js';
import {
  expireAllSessions,
  insertDeliveredSale,
  insertMerchant,
  storePicture,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  expectSessionEnded,
  openDialog,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

/** Narrows the Merchant Management table to one store, as an operator filters. */
async function filterByStore(page: Page, storeName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Merchant Management' })).toBeVisible();
  await searchBy(page, 'Store name', storeName);
  await expect(cell(page, storeName)).toBeVisible();
}

/** Signs in, opens Merchant Management and narrows the table to one store. */
async function openMerchant(page: Page, storeName: string): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Merchants').click();
  await filterByStore(page, storeName);
}

/** A merchant with a WhatsApp number and ₹500.00 earned today. */
async function merchantWithSale() {
  const tag = uniqueTag();
  const storeName = `Vidya Books ${tag}`;
  const merchantId = await insertMerchant({
    storeName,
    merchantName: `Ravi ${tag}`,
    whatsappNumber: '9811112222',
  });
  const sale = await insertDeliveredSale(merchantId, tag);
  return { tag, storeName, merchantId, sale };
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

test.describe('Merchant Management', () => {
  test("downloads a merchant's products CSV", async ({ page }) => {
    const { storeName, sale } = await merchantWithSale();
    await openMerchant(page, storeName);

    const { name, lines } = await downloadOf(page, () =>
      table(page)
        .getByRole('button', { name: `Download products CSV, ${storeName}` })
        .click(),
    );
    expect(name).toBe(`${storeName} products ${today()}.csv`);
    expect(lines[0]).toBe(
      'Product Id,Parent Product Id,Product Type,SKU,Title,Brand,Price,Stock,Status,Admin Disabled',
    );
    expect(lines[1]).toBe(
      `${sale.productId},,main,${sale.sku},${sale.title},Camlin,250.00,40,enabled,false`,
    );
    await expect(page.getByText('Products CSV downloaded successfully!')).toBeVisible();
  });

  test("downloads a merchant's earning report for today, and refuses a future date", async ({
    page,
  }) => {
    const { storeName, merchantId, sale } = await merchantWithSale();
    await openMerchant(page, storeName);

    await table(page)
      .getByRole('button', { name: `Earning report, ${storeName}` })
      .click();
    const dialog = formDialog(page, `Earning Report of ${storeName}`);
    const date = dialog.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue(today());
    await expect(date).toHaveAttribute('max', today());

    await date.fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByText('Dates cannot be in the future.')).toBeVisible();

    await date.fill(today());
    const { name, lines } = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download' }).click(),
    );
    expect(name).toBe(`Earning Report ${today()}.csv`);
    expect(lines[0]).toBe(
      'Order Id,Delivered At,Merchant Id,Store Name,Merchant Name,Item,Price,Quantity,Earning',
    );
    expect(lines).toHaveLength(2);
    // Delivered today, in India's time as every screen shows it (not UTC's ISO form).
    expect(lines[1]).toMatch(new RegExp(`^${sale.orderNumber},${today()} \\d{2}:\\d{2}:\\d{2},`));
    expect(lines[1]).toContain(`,${merchantId},${storeName},`);
    expect(lines[1]).toMatch(new RegExp(`,${sale.title},250\\.00,2,${sale.earning}$`));
  });

  test('settles an earning, and refuses the same transaction id again', async ({ page }) => {
    const { tag, storeName, merchantId } = await merchantWithSale();
    await openMerchant(page, storeName);
    const settle = table(page).getByRole('button', { name: `Settle earning, ${storeName}` });

    await settle.click();
    const dialog = formDialog(page, `Settle earning of ${storeName}`);
    await expect(dialog.getByLabel('Merchant ID')).toHaveValue(merchantId);
    // What may be paid shows before the operator types.
    const due = dialog.locator('.money-facts');
    await expect(due).toContainText('Total earned₹500.00');
    await expect(due).toContainText('Settled so far₹0.00');
    await expect(due).toContainText('Due now₹500.00');
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(dialog.getByText('Transaction ID is required.')).toBeVisible();
    await expect(dialog.getByText('Amount is required.')).toBeVisible();

    const transactionId = `UTR-${tag}`;
    await dialog.getByLabel('Transaction ID').fill(transactionId);
    await dialog.getByLabel('Amount (₹)').fill('120.50');
    await expect(dialog.getByText('₹120.50')).toBeVisible();
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(page.getByText('Earning settle successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await settle.click();
    await expect(due).toContainText('Due now₹379.50');
    await dialog.getByLabel('Transaction ID').fill(transactionId);
    await dialog.getByLabel('Amount (₹)').fill('10');
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Merchant Money Settlement Failed' }),
    ).toBeVisible();
    await expect(
      openDialog(page).getByText(`Transaction ID ${transactionId} is already recorded`),
    ).toBeVisible();
    await dialogButton(page, 'Close').click();
    await expect(openDialog(page)).toHaveCount(0);
    // The form stays open with what was typed, for the operator to correct.
    await expect(dialog.getByLabel('Transaction ID')).toHaveValue(transactionId);
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('10');
  });

  test('settling with an expired session ends on the login page, no error dialog', async ({
    page,
  }) => {
    const { tag, storeName } = await merchantWithSale();
    await openMerchant(page, storeName);
    await table(page)
      .getByRole('button', { name: `Settle earning, ${storeName}` })
      .click();
    const dialog = formDialog(page, `Settle earning of ${storeName}`);
    await dialog.getByLabel('Transaction ID').fill(`UTR-${tag}`);
    await dialog.getByLabel('Amount (₹)').fill('120.50');
    await expireAllSessions();
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();

    await expectSessionEnded(page);
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test("shows a merchant's id short and copies it whole; its Product tools open for it", async ({
      page,
    }) => {
      const { storeName, merchantId } = await merchantWithSale();
      await openMerchant(page, storeName);
      const row = rows(page).filter({ hasText: storeName });
      await expect(row.locator('code')).toHaveText(`…${merchantId.slice(-6)}`);
      await row.getByRole('button', { name: `Copy ID ${merchantId}` }).click();
      await expect(row.getByRole('img', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(merchantId);

      await table(page)
        .getByRole('button', { name: `Product tools, ${storeName}` })
        .click();
      await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
      await expect(page.getByLabel('Merchant ID')).toHaveValue(merchantId);
      // Fetched already: the merchant's card, ready to verify.
      await expect(page.getByRole('article', { name: storeName })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify Merchant' })).toBeVisible();
    });
  });

  test("shows a merchant's documents, each missing one as not uploaded", async ({ page }) => {
    const tag = uniqueTag();
    const storeName = `Documented Store ${tag}`;
    const storePhoto = `merchants/${tag}/store.svg`;
    await storePicture(storePhoto, 'Store front');
    await insertMerchant({ storeName, merchantName: `Meera ${tag}`, storePhoto });
    await openMerchant(page, storeName);

    await table(page)
      .getByRole('button', { name: `View documents, ${storeName}` })
      .click();
    const dialog = formDialog(page, `Documents of ${storeName}`);
    for (const caption of ['GST photo', 'PAN photo', 'Bank passbook or blank cheque']) {
      await expect(dialog.getByText(caption, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Not uploaded', { exact: true })).toHaveCount(3);

    await dialog.getByRole('button', { name: `Store photo, ${storeName}` }).click();
    await expect(dialog.getByRole('img', { name: `Store photo, ${storeName}` })).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Open full size' });
    await expect(link).toHaveAttribute('href', `/files/${storePhoto}`);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('offers each row its status choices and applies a choice', async ({ page }) => {
    const tag = uniqueTag();
    const gstStore = `GST Store ${tag}`;
    await insertMerchant({
      storeName: gstStore,
      merchantName: 'Anil',
      gstNumber: '27ABCDE1234F1Z5',
    });
    await openMerchant(page, gstStore);

    const status = table(page).getByLabel(`Status, ${gstStore}`);
    await expect(status).toHaveValue('active');
    await expect(status.locator('option')).toHaveText([
      'Active',
      'Pending',
      'Incomplete',
      'Suspended',
    ]);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/merchants/update-merchant-status/') && response.ok(),
    );
    await status.selectOption('incomplete');
    await saved;
    await page.reload();
    // The section survives the reload; the filter is entered again.
    await filterByStore(page, gstStore);
    await expect(table(page).getByLabel(`Status, ${gstStore}`)).toHaveValue('incomplete');
  });

  test('has no accessibility violations', async ({ page }) => {
    const { storeName } = await merchantWithSale();
    await openMerchant(page, storeName);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
