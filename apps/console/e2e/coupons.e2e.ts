import type { Page } from '@playwright/test';
import { rows, searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  couponAssignees,
  couponExpiry,
  insertCoupon,
  insertCustomers,
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

/** Signs in and opens Coupon Management from the sidebar. */
async function openCoupons(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Coupon Management', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
}

/**
 * A coupon of its own (percentage 10, usage limit 100, never expiring unless given an expiry),
 * the screen showing it.
 */
async function showOwnCoupon(page: Page, expiresAt: Date | null = null) {
  const tag = uniqueTag();
  const code = `E2E${tag.toUpperCase()}`;
  const name = `Back to school ${tag}`;
  const couponId = await insertCoupon(code, name, expiresAt);
  await openCoupons(page);
  await searchBy(page, 'Code', code);
  await expect(rows(page)).toHaveCount(1);
  return { tag, code, name, couponId, row: rows(page).first() };
}

/** The row control of a coupon named by its label ("Active, Back to school 1a2b3c (E2E1A2B3C)"). */
const rowControl = (
  page: Page,
  role: 'switch' | 'button',
  label: string,
  name: string,
  code: string,
) => table(page).getByRole(role, { name: `${label}, ${name} (${code})` });

test.describe('Coupon Management', () => {
  test('creates a coupon once the form’s rules are met, and lists it', async ({ page }) => {
    const tag = uniqueTag();
    await openCoupons(page);
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = formDialog(page, 'Create Coupon');

    // The spec's defaults, and a code made from them.
    await expect(dialog.getByLabel('Percentage')).toHaveValue('10');
    await expect(dialog.getByLabel('Expires in (hours)')).toHaveValue('24');
    await expect(dialog.getByLabel('Usage limit')).toHaveValue('100');
    await expect(dialog.getByLabel('Max per user')).toHaveValue('1');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(dialog.getByLabel('Code')).toHaveValue(/^XXXP10[A-Z0-9]{4}$/);

    await dialog.getByLabel('Name').fill('ab');
    await dialog.getByLabel('Percentage').fill('100');
    await dialog.getByLabel('Usage limit').fill('5');
    await dialog.getByLabel('Max per user').fill('6');
    await dialog.getByLabel('Expires in (hours)').fill('0');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('Coupon name must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Percentage must be less than 100')).toBeVisible();
    await expect(
      dialog.getByText('Max usage per user cannot exceed total usage limit'),
    ).toBeVisible();
    await expect(dialog.getByText('Expires in must be at least 1 hour')).toBeVisible();
    await dialog.getByLabel('Percentage').fill('0');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('Coupon name is required')).toBeVisible();
    await expect(dialog.getByText('Percentage must be greater than 0')).toBeVisible();

    const name = `Exam week ${tag}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Percentage').fill('5');
    await dialog.getByLabel('Max per user').fill('2');
    await dialog.getByLabel('Expires in (hours)').fill('48');
    // The code follows the name and the value, written with two digits.
    const codeField = dialog.getByLabel('Code');
    await expect(codeField).toHaveValue(/^EXAP05[A-Z0-9]{4}$/);
    const before = await codeField.inputValue();
    await dialog.getByRole('button', { name: 'Regenerate code' }).click();
    await expect(codeField).not.toHaveValue(before);
    await expect(codeField).toHaveValue(/^EXAP05[A-Z0-9]{4}$/);
    const code = await codeField.inputValue();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();

    await expect(page.getByText('Coupon created successfully!')).toBeVisible();
    await expect(dialog.getByRole('dialog')).toBeHidden();
    await searchBy(page, 'Name', name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.locator('code')).toHaveText(code);
    for (const text of [name, 'Percentage', '5%', '0 / 5', '2']) {
      await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }
    // The expiry is a date two days on, not "never".
    await expect(row.getByRole('cell', { name: 'never', exact: true })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('creates a free delivery coupon that never expires and has no usage limit', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `Free ride ${tag}`;
    await openCoupons(page);
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = formDialog(page, 'Create Coupon');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Free delivery' }).click();
    await expect(dialog.getByLabel('Percentage')).toHaveValue('0');
    await expect(dialog.getByLabel('Percentage')).toBeDisabled();
    await expect(dialog.getByLabel('Code')).toHaveValue(/^FREFD00[A-Z0-9]{4}$/);
    await dialog.getByText('Never expires', { exact: true }).click();
    await expect(dialog.getByLabel('Expires in (hours)')).toBeDisabled();
    await dialog.getByText('Infinite usage', { exact: true }).click();
    await expect(dialog.getByLabel('Usage limit')).toBeDisabled();
    await dialog.getByLabel('Max per user').fill('3');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();

    await expect(page.getByText('Coupon created successfully!')).toBeVisible();
    await searchBy(page, 'Name', name);
    const row = rows(page).first();
    for (const text of ['Free delivery', 'never', '0 / ∞', '3']) {
      await expect(row.getByRole('cell', { name: text, exact: true }).first()).toBeVisible();
    }
  });

  test('edits a coupon, whose type stays fixed', async ({ page }) => {
    const { tag, code, name, row } = await showOwnCoupon(page);
    await rowControl(page, 'button', 'Edit Coupon', name, code).click();
    const dialog = formDialog(page, 'Edit Coupon');
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await expect(dialog.getByLabel('Code')).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeDisabled();
    await expect(
      dialog.getByText('The type of a coupon cannot be changed once it is created'),
    ).toBeVisible();
    await expect(dialog.getByText('Expires: never')).toBeVisible();

    const renamed = `Term start ${tag}`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('Percentage').fill('25');
    await dialog.getByRole('button', { name: 'Change expiry' }).click();
    await expect(dialog.getByRole('switch', { name: 'Never expires' })).toBeChecked();
    await dialog.getByText('Never expires', { exact: true }).click();
    // A never-expiring coupon keeps a year's hours (spec part 1 §9) when given an expiry.
    await expect(dialog.getByLabel('Expires in (hours)')).toHaveValue('8760');
    await dialog.getByLabel('Expires in (hours)').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Coupon updated successfully!')).toBeVisible();
    await expect(row.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '25%', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'never', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(
      rows(page).first().getByRole('cell', { name: renamed, exact: true }),
    ).toBeVisible();
  });

  test('renames an expired coupon, which stays expired with its expiry unchanged', async ({
    page,
  }) => {
    // Expired on a whole second, as the database keeps it, so the comparison is exact.
    const expiredAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * 86_400_000);
    const { tag, code, name, couponId, row } = await showOwnCoupon(page, expiredAt);
    const expiryCell = row.getByRole('cell', { name: /\(expired\)$/ });
    await expect(expiryCell).toBeVisible();

    await rowControl(page, 'button', 'Edit Coupon', name, code).click();
    const dialog = formDialog(page, 'Edit Coupon');
    // The real expiry, as a date and time, marked; no hours to count from now.
    await expect(dialog.getByText(/^Expires: .+ \(expired\)$/)).toBeVisible();
    await expect(dialog.getByLabel('Expires in (hours)')).toHaveCount(0);
    const renamed = `Renamed offer ${tag}`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Coupon updated successfully!')).toBeVisible();
    await expect(row.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(expiryCell).toBeVisible();
    expect((await couponExpiry(couponId))?.toISOString()).toBe(expiredAt.toISOString());
  });

  test('toggles active and all users, which a reload keeps', async ({ page }) => {
    const { code, name } = await showOwnCoupon(page);
    const active = () => rowControl(page, 'switch', 'Active', name, code);
    const global = () => rowControl(page, 'switch', 'All users', name, code);
    await expect(active()).toBeChecked();
    await expect(global()).not.toBeChecked();

    await active().click();
    await expect(active()).not.toBeChecked();
    await global().click();
    await expect(global()).toBeChecked();

    await page.reload();
    await expect(active()).not.toBeChecked();
    await expect(global()).toBeChecked();
    await global().click();
    await expect(global()).not.toBeChecked();
    await page.reload();
    await expect(global()).not.toBeChecked();
    await expect(openDialog(page)).toHaveCount(0);
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies the code and shows its confirmation for a while', async ({ page }) => {
      const { code } = await showOwnCoupon(page);
      const copied = table(page).getByRole('img', { name: 'Copied' });
      await expect(copied).toBeHidden();
      await table(page)
        .getByRole('button', { name: `Copy code ${code}` })
        .click();
      await expect(copied).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // Then the copy icon returns.
      await expect(copied).toBeHidden();
      await expect(table(page).getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
    });
  });

  test('assigns a coupon to users found by search', async ({ page }) => {
    const { tag, code, name, couponId } = await showOwnCoupon(page);
    const users = [`Coupon Fan ${tag} A`, `Coupon Fan ${tag} B`];
    const userIds = await insertCustomers(users.map((user) => ({ name: user })));

    await rowControl(page, 'button', 'Assign to users', name, code).click();
    const dialog = formDialog(page, `Assign ${code} to users`);
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await dialog.getByLabel('Search users').fill(`Coupon Fan ${tag}`);
    await dialog.getByLabel('Search users').press('Enter');
    await expect(dialog.getByText(`2 users match “Coupon Fan ${tag}”`)).toBeVisible();
    for (const button of await dialog.getByRole('button', { name: 'Choose' }).all()) {
      await button.click();
    }
    await expect(dialog.getByText('2 users chosen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Assign' }).click();

    await expect(page.getByText('Assignment Successful')).toBeVisible();
    await expect(dialog.getByRole('dialog')).toBeHidden();
    expect(await couponAssignees(couponId)).toEqual([...userIds].sort());
  });

  test('deletes a coupon after its confirmation', async ({ page }) => {
    const { code, name } = await showOwnCoupon(page);
    const remove = () => rowControl(page, 'button', 'Delete', name, code);

    await remove().click();
    await expect(openDialog(page).getByText('Delete Coupon')).toBeVisible();
    await expect(
      openDialog(page).getByText(`Are you sure you want to delete the coupon ${code}?`),
    ).toBeVisible();
    await dialogButton(page, 'Cancel').click();
    await expect(rows(page)).toHaveCount(1);

    await remove().click();
    await dialogButton(page, 'Confirm').click();
    await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
    await expect(table(page).getByText('No results found')).toBeVisible();
  });
});
