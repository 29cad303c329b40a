import type { Page } from '@playwright/test';
import { rows, showFilters, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { insertCustomers, insertOrders, newPhone, uniqueTag } from './support/marketplace.js';
import { accessibilityViolations, expect, signIn, signInAs, test } from './support/operator.js';

/**
 * "Find anything" (issue 34, item 1): Ctrl+K or `/` opens the palette over any screen; it finds
 * records of every kind by what an operator knows of them (a phone as shown, an order's id),
 * lists sections and actions, grouped; Enter opens what is chosen where it lives.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Find anything' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Find anything' });
const group = (page: Page, name: string) => palette(page).getByRole('group', { name });

test('a phone typed as shown finds the user; Enter shows her row in Users', async ({ page }) => {
  const tag = uniqueTag();
  const phone = newPhone();
  const [userId] = await insertCustomers([{ name: `Palette ${tag}`, phone }]);
  await signIn(page);
  await expect(palette(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially(`+91 ${phone.slice(0, 5)} ${phone.slice(5, 9)}`);

  const found = group(page, 'Users').getByRole('option', { name: `Palette ${tag}` });
  await expect(found).toBeVisible();
  await expect(found).toContainText(`+91 ${phone}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/users\\?(.*&)?id=${userId}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Palette ${tag}`);
});

test("the start of an order's id finds it; Enter opens its details", async ({ page }) => {
  const tag = uniqueTag();
  const orderNumber = `SAT-E2E-${tag}-01`;
  const [orderId] = await insertOrders([
    { orderNumber, customerName: `Palette ${tag}`, status: 'placed', items: [] },
  ]);
  await signIn(page);

  await page.keyboard.press('Control+k');
  await searchBox(page).pressSequentially(orderId!.slice(0, 12));
  const found = group(page, 'Orders').getByRole('option', { name: orderNumber });
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/order-management\\?(.*&)?open=${orderNumber}`));
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 })).toBeVisible();
});

test('/ opens it outside a field only; an action opens its dialog', async ({ page }) => {
  await signIn(page);
  // Typed into a list's filter, `/` is a character.
  await showFilters(page);
  const nameFilter = table(page).getByLabel('Name', { exact: true });
  await nameFilter.pressSequentially('a/b');
  await expect(nameFilter).toHaveValue('a/b');
  await expect(palette(page)).toBeHidden();

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially('coupon');
  await expect(group(page, 'Sections').getByRole('option')).toHaveText(['Coupon Management']);
  await group(page, 'Actions').getByRole('option', { name: 'Create coupon' }).hover();
  await page.keyboard.press('Enter');

  await expect(formDialog(page, 'Create Coupon')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
});

test('a role lists only the sections and actions it may use, and finds only what it may read', async ({
  page,
}) => {
  const tag = uniqueTag();
  await insertCustomers([{ name: `Palette ${tag}` }]);
  await signInAs(page, 'catalogue');
  await page.keyboard.press('Control+k');
  await searchBox(page).pressSequentially(`palette ${tag}`);
  await expect(palette(page).getByText('Nothing found')).toBeVisible();

  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('co');
  await expect(group(page, 'Actions').getByRole('option')).toHaveText(['Onboard competition']);
  await expect(palette(page).getByRole('option', { name: 'Coupon Management' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});
