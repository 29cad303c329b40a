import type { Page } from '@playwright/test';
import { cell, rows, searchBy, table, totalItems } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  couponAssignees,
  deleteCustomer,
  expireAllSessions,
  insertCoupon,
  insertCustomers,
  newPhone,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  expect,
  expectSessionEnded,
  signIn,
  test,
} from './support/operator.js';

/** Signs in and waits for the Users screen (the default section) to show its first rows. */
async function openUsers(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** Narrows the table to the users whose name contains `name`, as an operator filters. */
async function filterByName(page: Page, name: string): Promise<void> {
  await searchBy(page, 'Name', name);
  await expect(table(page).getByRole('cell', { name, exact: false }).first()).toBeVisible();
}

/** A new user with this website, found in the table, its website preview opened. */
async function previewWebsiteOf(page: Page, website: string) {
  const name = `Website User ${uniqueTag()}`;
  await insertCustomers([{ name, website }]);
  await openUsers(page);
  await filterByName(page, name);
  await table(page)
    .getByRole('button', { name: `Preview website, ${name}` })
    .click();
  return formDialog(page, `Website of ${name}`);
}

/**
 * A coupon and two users of one tag, both selected, the Assign Coupon dialog open with the
 * coupon chosen: only Assign remains to press.
 */
async function couponChosenForTwo(page: Page) {
  const tag = uniqueTag();
  const code = `E2E${tag.toUpperCase()}`;
  const couponId = await insertCoupon(code, `Back to school ${tag}`);
  const names = [`Coupon User ${tag} A`, `Coupon User ${tag} B`];
  const userIds = await insertCustomers(names.map((name) => ({ name })));
  await openUsers(page);
  await filterByName(page, `Coupon User ${tag}`);

  const assign = page.getByRole('button', { name: 'Assign Coupon' });
  await expect(assign).toBeDisabled();
  for (const name of names) await table(page).getByLabel(`Select ${name}`).check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  await assign.click();

  const dialog = formDialog(page, 'Assign Coupon');
  await expect(dialog.getByText('The coupon goes to the 2 selected users.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Coupon' }).click();
  await page.getByRole('option', { name: `${code} · Back to school ${tag}` }).click();
  return { couponId, names, userIds, assign, dialog };
}

test.describe('Users Management', () => {
  test('pages through users: the page size and Next wait for Apply Changes', async ({ page }) => {
    const tag = uniqueTag();
    const pagingUser = (n: number) => `Paging ${tag} ${String(n).padStart(2, '0')}`;
    // A minute apart, 01 the oldest: the list (oldest first) shows them in their numbers' order.
    await insertCustomers(
      Array.from({ length: 25 }, (_, index) => ({
        name: pagingUser(index + 1),
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    await openUsers(page);
    // Only this test's 25 users, whatever else the database holds.
    await filterByName(page, `Paging ${tag}`);
    await expect(totalItems(page)).toHaveText('Total Items: 25');

    await table(page).getByLabel('Page size').selectOption('20');
    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await expect(table(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(cell(page, pagingUser(1))).toBeVisible();
    await expect(cell(page, pagingUser(20))).toBeVisible();

    await table(page).getByLabel('Page size').selectOption('10');
    await table(page).getByRole('button', { name: 'Next' }).click();
    await expect(table(page).getByText('Not applied yet')).toBeVisible();
    // Nothing reloads before Apply Changes: page 1's rows are still the ones shown, and the
    // pager says so, with page 2 as the one pending.
    await expect(table(page).getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(table(page).getByText('Page 2 pending', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(cell(page, pagingUser(20))).toBeVisible();

    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await expect(table(page).getByText('Page 2 of 3')).toBeVisible();
    await expect(table(page).getByText('Page 2 pending')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(10);
    await expect(cell(page, pagingUser(11))).toBeVisible();
    await expect(cell(page, pagingUser(20))).toBeVisible();
    await expect(cell(page, pagingUser(10))).toHaveCount(0);
    await expect(cell(page, pagingUser(21))).toHaveCount(0);
    await expect(table(page).getByText('Not applied yet')).toHaveCount(0);
    await expect(totalItems(page)).toHaveText('Total Items: 25');
  });

  test("changes a user's status, which a reload shows", async ({ page }) => {
    const name = `Status User ${uniqueTag()}`;
    await insertCustomers([{ name, status: 'active' }]);
    await openUsers(page);
    await filterByName(page, name);

    const status = table(page).getByLabel(`Status, ${name}`);
    await expect(status).toHaveValue('active');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/user/status/') && response.ok(),
    );
    await status.selectOption('suspended');
    await saved;

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await filterByName(page, name);
    await expect(table(page).getByLabel(`Status, ${name}`)).toHaveValue('suspended');
  });

  test('a refused status change goes back to the old status and says which user and why', async ({
    page,
  }) => {
    const name = `Refused User ${uniqueTag()}`;
    const [id] = await insertCustomers([{ name, status: 'active' }]);
    await openUsers(page);
    await filterByName(page, name);
    // Another system removes the user while the row is on screen: the server refuses the change.
    await deleteCustomer(id!);

    const status = table(page).getByLabel(`Status, ${name}`);
    await status.selectOption('suspended');

    await expect(page.getByText(`Status of ${name} not changed: User not found`)).toBeVisible();
    await expect(status).toHaveValue('active');
  });

  test('assigns a coupon to two selected users', async ({ page }) => {
    const { couponId, names, userIds, assign, dialog } = await couponChosenForTwo(page);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    await expect(page.getByText('Assignment Successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await couponAssignees(couponId)).toEqual([...userIds].sort());
    // The selection is spent: nothing is selected any more.
    await expect(assign).toBeDisabled();
    await expect(table(page).getByLabel(`Select ${names[0]}`)).not.toBeChecked();
  });

  test('assigning a coupon with an expired session ends on the login page, no error dialog', async ({
    page,
  }) => {
    const { couponId, dialog } = await couponChosenForTwo(page);
    await expireAllSessions();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    await expectSessionEnded(page);
    expect(await couponAssignees(couponId)).toEqual([]);
  });

  test('finds users with the search box', async ({ page }) => {
    const tag = uniqueTag();
    await insertCustomers([{ name: `Searchable ${tag}`, email: `search-${tag}@example.in` }]);
    await openUsers(page);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`search-${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page.getByText(`1 user matches “search-${tag}”`)).toBeVisible();
    await expect(page.getByRole('listitem').getByText(`Searchable ${tag}`)).toBeVisible();
  });

  test('says how many users match when the search lists only the first 20', async ({ page }) => {
    const tag = uniqueTag();
    await insertCustomers(
      Array.from({ length: 23 }, (_, n) => ({ name: `Many ${tag} ${String(n).padStart(2, '0')}` })),
    );
    await openUsers(page);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`many ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page.getByText(`First 20 of 23 users matching “many ${tag}”`)).toBeVisible();
    await expect(page.locator('.user-search__item')).toHaveCount(20);
  });

  test('finds a user by the phone typed as the console shows it', async ({ page }) => {
    const name = `Phone User ${uniqueTag()}`;
    const phone = newPhone();
    await insertCustomers([{ name, phone }]);
    await openUsers(page);
    const shown = `+91 ${phone}`;
    // The table shows the phone as "+91 …": typed that way, with a dash, it finds the user.
    await searchBy(page, 'Phone', `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await expect(table(page).getByRole('cell', { name: shown })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(shown);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page.getByText(`1 user matches “${shown}”`)).toBeVisible();
    await expect(page.getByRole('listitem').getByText(name)).toBeVisible();
  });

  test("previews a user's website in a sandboxed frame, with a link to open it", async ({
    page,
  }) => {
    const dialog = await previewWebsiteOf(page, 'https://example.com/shop');
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame).toHaveAttribute('src', 'https://example.com/shop');
    const link = dialog.getByRole('link', { name: /example\.com\/shop/ });
    await expect(link).toHaveAttribute('target', '_blank');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('previews an http:// website in the frame on a console served over http', async ({
    page,
  }) => {
    const dialog = await previewWebsiteOf(page, 'http://example.com/plain');
    // The e2e server is http, so nothing here is mixed content: the frame shows the site.
    await expect(dialog.locator('iframe')).toHaveAttribute('src', 'http://example.com/plain');
    await expect(dialog.getByText('This site uses http://')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /example\.com\/plain/ })).toHaveAttribute(
      'href',
      'http://example.com/plain',
    );
  });

  test('has no accessibility violations', async ({ page }) => {
    await insertCustomers([{ name: `Axe User ${uniqueTag()}`, website: 'https://example.com' }]);
    await openUsers(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
