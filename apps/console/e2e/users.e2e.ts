import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formDialog } from './support/form-dialog.js';
import {
  couponAssignees,
  insertCoupon,
  insertCustomers,
  uniqueTag,
} from './support/marketplace.js';
import { accessibilityViolations, signIn, test } from './support/operator.js';

const table = (page: Page) => page.locator('sat-data-table');

/** Signs in and waits for the Users screen (the default section) to show its first rows. */
async function openUsers(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('heading', { name: 'Users Management' }).waitFor();
  await table(page).getByRole('row').nth(1).waitFor();
}

/** Narrows the table to the users whose name contains `name`, as an operator filters. */
async function filterByName(page: Page, name: string): Promise<void> {
  const filters = table(page).getByRole('button', { name: 'Filters' });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  await table(page).getByLabel('Name', { exact: true }).fill(name);
  await table(page).getByRole('button', { name: 'Search', exact: true }).click();
  await table(page).getByRole('cell', { name, exact: false }).first().waitFor();
}

const cell = (page: Page, name: string) => table(page).getByRole('cell', { name, exact: true });

describe('Users Management', () => {
  test('pages through users: the page size and Next wait for Apply Changes', async ({ page }) => {
    // The oldest users of all, so that (oldest first) they fill the first pages.
    await insertCustomers(
      Array.from({ length: 25 }, (_, index) => ({
        name: `Paging User ${String(index + 1).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    await openUsers(page);

    await table(page).getByLabel('Page size').selectOption('20');
    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await cell(page, 'Paging User 20').waitFor();

    await table(page).getByLabel('Page size').selectOption('10');
    await table(page).getByRole('button', { name: 'Next' }).click();
    await table(page).getByText('Not applied yet').waitFor();
    // Nothing reloads before Apply Changes: page 1's rows are still the ones shown.
    expect(await cell(page, 'Paging User 20').count()).toBe(1);

    await table(page).getByRole('button', { name: 'Apply Changes' }).click();
    await cell(page, 'Paging User 11').waitFor();
    expect(await cell(page, 'Paging User 20').count()).toBe(1);
    expect(await cell(page, 'Paging User 10').count()).toBe(0);
    expect(await cell(page, 'Paging User 21').count()).toBe(0);
    await table(page)
      .getByText(/Page 2 of \d+/)
      .waitFor();
    expect(await table(page).getByText('Not applied yet').count()).toBe(0);
  });

  test("changes a user's status, which a reload shows", async ({ page }) => {
    const name = `Status User ${uniqueTag()}`;
    await insertCustomers([{ name, status: 'active' }]);
    await openUsers(page);
    await filterByName(page, name);

    const status = table(page).getByLabel(`Status, ${name}`);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/user/status/') && response.ok(),
    );
    await status.selectOption('suspended');
    await saved;

    await page.reload();
    await page.getByRole('heading', { name: 'Users Management' }).waitFor();
    await filterByName(page, name);
    expect(await table(page).getByLabel(`Status, ${name}`).inputValue()).toBe('suspended');
  });

  test('assigns a coupon to two selected users', async ({ page }) => {
    const tag = uniqueTag();
    const code = `E2E${tag.toUpperCase()}`;
    const couponId = await insertCoupon(code, `Back to school ${tag}`);
    const names = [`Coupon User ${tag} A`, `Coupon User ${tag} B`];
    const userIds = await insertCustomers(names.map((name) => ({ name })));
    await openUsers(page);
    await filterByName(page, `Coupon User ${tag}`);

    const assign = page.getByRole('button', { name: 'Assign Coupon' });
    expect(await assign.getAttribute('disabled')).not.toBeNull();
    for (const name of names) await table(page).getByLabel(`Select ${name}`).check();
    await page.getByText('2 selected', { exact: true }).waitFor();
    await assign.click();

    const dialog = formDialog(page, 'Assign Coupon');
    await dialog.getByText('The coupon goes to the 2 selected users.').waitFor();
    await dialog.getByRole('combobox', { name: 'Coupon' }).click();
    await page.getByRole('option', { name: `${code} · Back to school ${tag}` }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    await page.getByText('Assignment Successful').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await couponAssignees(couponId)).toEqual([...userIds].sort());
    // The selection is spent: nothing is selected any more.
    expect(await assign.getAttribute('disabled')).not.toBeNull();
    expect(await table(page).getByLabel(`Select ${names[0]}`).isChecked()).toBe(false);
  });

  test('finds users with the search box', async ({ page }) => {
    const tag = uniqueTag();
    await insertCustomers([{ name: `Searchable ${tag}`, email: `search-${tag}@example.in` }]);
    await openUsers(page);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`search-${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByText(`1 user matches “search-${tag}”`).waitFor();
    await page.getByRole('listitem').getByText(`Searchable ${tag}`).waitFor();
  });

  test("previews a user's website in a sandboxed frame, with a link to open it", async ({
    page,
  }) => {
    const name = `Website User ${uniqueTag()}`;
    await insertCustomers([{ name, website: 'https://example.com/shop' }]);
    await openUsers(page);
    await filterByName(page, name);

    await table(page)
      .getByRole('button', { name: `Preview website, ${name}` })
      .click();
    const dialog = formDialog(page, `Website of ${name}`);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await frame.getAttribute('src')).toBe('https://example.com/shop');
    const link = dialog.getByRole('link', { name: /example\.com\/shop/ });
    expect(await link.getAttribute('target')).toBe('_blank');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test('has no accessibility violations', async ({ page }) => {
    await insertCustomers([{ name: `Axe User ${uniqueTag()}`, website: 'https://example.com' }]);
    await openUsers(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
