import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formDialog } from './support/form-dialog.js';
import { insertDeliveredSale, insertMerchant, uniqueTag } from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  openDialog,
  signIn,
  test,
} from './support/operator.js';

const table = (page: Page) => page.locator('sat-data-table');

/** Narrows the Merchant Management table to one store, as an operator filters. */
async function filterByStore(page: Page, storeName: string): Promise<void> {
  await page.getByRole('heading', { name: 'Merchant Management' }).waitFor();
  await table(page).getByRole('button', { name: 'Filters' }).click();
  await table(page).getByLabel('Store name').fill(storeName);
  await table(page).getByRole('button', { name: 'Search', exact: true }).click();
  await table(page).getByRole('cell', { name: storeName, exact: true }).waitFor();
}

/** Signs in, opens Merchant Management and narrows the table to one store. */
async function openMerchant(page: Page, storeName: string): Promise<void> {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByText('Merchants').click();
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

/** Presses a control and reads the file the browser downloads because of it. */
async function downloadOf(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const text = await readFile(await (download as Download).path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.split('\r\n') };
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('Merchant Management', () => {
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
    await page.getByText('Products CSV downloaded successfully!').waitFor();
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
    expect(await date.inputValue()).toBe(today());
    expect(await date.getAttribute('max')).toBe(today());

    await date.fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await dialog.getByText('Dates cannot be in the future.').waitFor();

    await date.fill(today());
    const { name, lines } = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download' }).click(),
    );
    expect(name).toBe(`Earning Report ${today()}.csv`);
    expect(lines[0]).toBe(
      'Order Id,Delivered At,Merchant Id,Store Name,Merchant Name,Item,Price,Quantity,Earning',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${sale.orderNumber},`);
    expect(lines[1]).toContain(`,${merchantId},${storeName},`);
    expect(lines[1]).toMatch(new RegExp(`,${sale.title},250\\.00,2,${sale.earning}$`));
  });

  test('settles an earning, and refuses the same transaction id again', async ({ page }) => {
    const { tag, storeName, merchantId } = await merchantWithSale();
    await openMerchant(page, storeName);
    const settle = table(page).getByRole('button', { name: `Settle earning, ${storeName}` });

    await settle.click();
    const dialog = formDialog(page, `Settle earning of ${storeName}`);
    expect(await dialog.getByLabel('Merchant ID').inputValue()).toBe(merchantId);
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await dialog.getByText('Transaction ID is required.').waitFor();
    await dialog.getByText('Amount is required.').waitFor();

    const transactionId = `UTR-${tag}`;
    await dialog.getByLabel('Transaction ID').fill(transactionId);
    await dialog.getByLabel('Amount (₹)').fill('120.50');
    await dialog.getByText('₹120.50').waitFor();
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await page.getByText('Earning settle successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await settle.click();
    await dialog.getByLabel('Transaction ID').fill(transactionId);
    await dialog.getByLabel('Amount (₹)').fill('10');
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await page.getByRole('dialog', { name: 'Merchant Money Settlement Failed' }).waitFor();
    await openDialog(page)
      .getByText(`Transaction ID ${transactionId} is already recorded`)
      .waitFor();
    await dialogButton(page, 'Close').click();
    // The form stays open with what was typed, for the operator to correct.
    expect(await dialog.getByLabel('Transaction ID').inputValue()).toBe(transactionId);
  });

  test("shows a merchant's documents, each missing one as not uploaded", async ({ page }) => {
    const tag = uniqueTag();
    const storeName = `Documented Store ${tag}`;
    const storePhoto = `merchants/${tag}/store.jpg`;
    await insertMerchant({ storeName, merchantName: `Meera ${tag}`, storePhoto });
    await openMerchant(page, storeName);

    await table(page)
      .getByRole('button', { name: `View documents, ${storeName}` })
      .click();
    const dialog = formDialog(page, `Documents of ${storeName}`);
    const link = dialog.getByRole('link', { name: /^Store photo/ });
    expect(await link.getAttribute('href')).toBe(`/files/${storePhoto}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByRole('img', { name: `Store photo, ${storeName}` }).count()).toBe(1);
    for (const caption of ['GST photo', 'PAN photo', 'Bank passbook or blank cheque']) {
      await dialog.getByText(caption, { exact: true }).waitFor();
    }
    expect(await dialog.getByText('Not uploaded', { exact: true }).count()).toBe(3);
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
    const choices = await status.locator('option').allTextContents();
    expect(choices).toEqual(['Active', 'Pending', 'Incomplete', 'Suspended']);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/merchants/update-merchant-status/') && response.ok(),
    );
    await status.selectOption('incomplete');
    await saved;
    await page.reload();
    // The section survives the reload; the filter is entered again.
    await filterByStore(page, gstStore);
    expect(await table(page).getByLabel(`Status, ${gstStore}`).inputValue()).toBe('incomplete');
  });

  test('has no accessibility violations', async ({ page }) => {
    const { storeName } = await merchantWithSale();
    await openMerchant(page, storeName);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
