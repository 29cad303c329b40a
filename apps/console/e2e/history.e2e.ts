import { rows, searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  insertCoupon,
  insertCustomers,
  insertMerchant,
  insertProducts,
  uniqueTag,
} from './support/marketplace.js';
import { accessibilityViolations, expect, sidebar, signIn, test } from './support/operator.js';

test.describe('History (issue #30)', () => {
  test("a user's status change shows in their History, with the status before and after", async ({
    page,
  }) => {
    const name = `History User ${uniqueTag()}`;
    await insertCustomers([{ name, status: 'active' }]);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await searchBy(page, 'Name', name);
    const status = table(page).getByLabel(`Status, ${name}`);
    await expect(status).toHaveValue('active');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/user/status/') && response.ok(),
    );
    await status.selectOption('suspended');
    await saved;

    await table(page)
      .getByRole('button', { name: `History, ${name}` })
      .click();
    const dialog = formDialog(page, `History of ${name}`);
    const newest = dialog.getByRole('listitem').first();
    await expect(newest.getByText('users.setStatus')).toBeVisible();
    await expect(newest.getByText('admin', { exact: true })).toBeVisible();
    const statusRow = newest.getByRole('row', { name: /status/ });
    await expect(statusRow.getByRole('cell')).toHaveText(['active', 'suspended']);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the Audit section lists the change, filtered by kind and action', async ({ page }) => {
    const name = `Audit User ${uniqueTag()}`;
    const [id] = await insertCustomers([{ name, status: 'active' }]);
    await signIn(page);
    await searchBy(page, 'Name', name);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/user/status/') && response.ok(),
    );
    await table(page).getByLabel(`Status, ${name}`).selectOption('inactive');
    await saved;

    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Audit' })
      .click();
    await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await searchBy(page, 'Action', 'users.setStatus');
    await expect(rows(page).first()).toContainText('users.setStatus');
    await expect(rows(page).first().getByTitle(id!)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a user's status change is reverted from the Audit list itself", async ({ page }) => {
    const name = `Audit Revert ${uniqueTag()}`;
    const [id] = await insertCustomers([{ name, status: 'active' }]);
    await signIn(page);
    await searchBy(page, 'Name', name);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/user/status/') && response.ok(),
    );
    await table(page).getByLabel(`Status, ${name}`).selectOption('suspended');
    await saved;

    await sidebar(page).getByText('Audit', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await searchBy(page, 'Action', 'users.setStatus');
    const change = rows(page)
      .filter({ has: page.getByTitle(id!) })
      .first();
    await expect(change).toContainText('users.setStatus');
    await change.getByRole('button', { name: `Revert, users.setStatus ${id}` }).click();
    await expect(page.getByText('Change reverted')).toBeVisible();

    // The revert is itself a change, listed with its record.
    await searchBy(page, 'Action', 'history.revert');
    await expect(rows(page).first()).toContainText('history.revert');
    await expect(rows(page).first().getByTitle(id!)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await sidebar(page).getByText('Users', { exact: true }).click();
    await searchBy(page, 'Name', name);
    await expect(table(page).getByLabel(`Status, ${name}`)).toHaveValue('active');
  });

  test("a coupon's deactivation shows in its History, and Revert makes it active again", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const code = `HIS${tag.toUpperCase()}`;
    const name = `Revert me ${tag}`;
    await insertCoupon(code, name);
    await signIn(page);
    await sidebar(page).getByText('Coupon Management', { exact: true }).click();
    await searchBy(page, 'Code', code);
    const active = table(page).getByRole('switch', { name: `Active, ${name} (${code})` });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();

    await table(page)
      .getByRole('button', { name: `History, ${name} (${code})` })
      .click();
    const dialog = formDialog(page, `History of ${name} (${code})`);
    const deactivation = dialog.getByRole('listitem').first();
    await expect(deactivation.getByText('coupons.update')).toBeVisible();
    await expect(deactivation.getByRole('row', { name: /isActive/ }).getByRole('cell')).toHaveText([
      'true',
      'false',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await deactivation.getByRole('button', { name: 'Revert' }).click();
    // The revert is itself a change: the newest entry, putting the value back.
    const revert = dialog.getByRole('listitem').first();
    await expect(revert.getByText('history.revert')).toBeVisible();
    await expect(revert.getByRole('row', { name: /isActive/ }).getByRole('cell')).toHaveText([
      'false',
      'true',
    ]);
    // The revert on top of the deactivation and the coupon's making (by the test's data).
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(active).toBeChecked();
  });

  test("a product's disabling is reverted; a revert of a change since overtaken is refused", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const title = `History pen ${tag}`;
    const sku = `SKU-${tag}-0`;
    const merchantId = await insertMerchant({
      storeName: `History Corner ${tag}`,
      merchantName: `Ira ${tag}`,
    });
    await insertProducts(merchantId, tag, [{ title, brand: 'Inkwell', price: 20 }]);
    await signIn(page);
    await sidebar(page).getByText('Products', { exact: true }).click();
    await searchBy(page, 'Title', title);
    const disabled = table(page).getByRole('switch', { name: `Admin disabled, ${title} (${sku})` });
    await expect(disabled).not.toBeChecked();
    await disabled.click();
    await expect(disabled).toBeChecked();

    const history = table(page).getByRole('button', { name: `History, ${title} (${sku})` });
    await history.click();
    const dialog = formDialog(page, `History of ${title} (${sku})`);
    const disabling = dialog.getByRole('listitem').first();
    await expect(
      disabling.getByRole('row', { name: /adminDisabled/ }).getByRole('cell'),
    ).toHaveText(['false', 'true']);
    await disabling.getByRole('button', { name: 'Revert' }).click();
    // The revert on top of the disabling and the product's making (by the test's data).
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(
      dialog
        .getByRole('listitem')
        .first()
        .getByRole('row', { name: /adminDisabled/ })
        .getByRole('cell'),
    ).toHaveText(['true', 'false']);
    await page.keyboard.press('Escape');
    await expect(disabled).not.toBeChecked();

    // The disabling's revert again: the product is no longer as the disabling left it.
    await history.click();
    const older = dialog.getByRole('listitem').nth(1);
    await older.getByRole('button', { name: 'Revert' }).click();
    await expect(older.getByRole('alert')).toHaveText(
      'This record has changed since: adminDisabled is now false. Nothing was reverted.',
    );
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
  });
});
