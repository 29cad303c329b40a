import { searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { insertMerchant, insertOrders, insertProducts, uniqueTag } from './support/marketplace.js';
import { expect, sidebar, signIn, test } from './support/operator.js';

test.describe('focus', () => {
  test('a form dialog opens with its first field focused, and closing it returns to its button', async ({
    page,
  }) => {
    await signIn(page);
    await sidebar(page).getByText('Coupon Management', { exact: true }).click();
    // The screen's button, not the dialog's submit button of the same name.
    const create = page
      .locator('header')
      .filter({ hasText: 'Coupon Management' })
      .getByRole('button', { name: 'Create Coupon' });
    await create.click();
    const dialog = formDialog(page, 'Create Coupon');
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });

  test("closing a row's dialog returns focus to the row's button", async ({ page }) => {
    const storeName = `Focus Store ${uniqueTag()}`;
    await insertMerchant({ storeName, merchantName: 'Meera' });
    await signIn(page);
    await sidebar(page).getByText('Merchants', { exact: true }).click();
    await searchBy(page, 'Store name', storeName);
    const documents = table(page).getByRole('button', { name: `View documents, ${storeName}` });
    await documents.click();
    const dialog = formDialog(page, `Documents of ${storeName}`);
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(documents).toBeFocused();
  });

  test('an order opened from the list takes focus to its heading', async ({ page }) => {
    const tag = uniqueTag();
    const merchantId = await insertMerchant({ storeName: `Shop ${tag}`, merchantName: 'Ravi' });
    const [productId] = await insertProducts(merchantId, tag, [
      { title: `Atlas ${tag}`, brand: 'Oxford', price: 250 },
    ]);
    const orderNumber = `SAT-E2E-${tag}-F`;
    await insertOrders([
      {
        orderNumber,
        customerName: `Asha ${tag}`,
        status: 'placed',
        items: [{ productId: productId!, price: 250, quantity: 1 }],
      },
    ]);
    await signIn(page);
    await sidebar(page).getByText('Order Management', { exact: true }).click();
    await searchBy(page, 'Order ID', orderNumber);
    await table(page).getByRole('link', { name: orderNumber, exact: true }).press('Enter');

    await expect(
      page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }),
    ).toBeFocused();
  });
});
