import type { Page } from '@playwright/test';
import { rows, searchBy, table, totalItems } from './support/data-table.js';
import { insertCustomers, uniqueTag, withDatabase } from './support/marketplace.js';
import { dialogButton, expect, openDialog, sidebar, signIn, test } from './support/operator.js';

// The server works bulk runs 20 rows a batch and waits after each batch but the last until the
// run is cancelled (global-setup.ts): up to 20 rows a run ends at once, more stay under way.

/** The statuses of the users whose name contains `tag`, by name. */
const statusesOf = (tag: string): Promise<Record<string, string>> =>
  withDatabase(async (client) => {
    const { rows: found } = await client.query<{ name: string; status: string }>(
      'select name, status from customers where name like $1',
      [`%${tag}%`],
    );
    return Object.fromEntries(found.map((row) => [row.name, row.status]));
  });

/** `count` users of a new tag, all active, and the Users screen filtered to them. */
async function usersOfNewTag(page: Page, count: number) {
  const tag = uniqueTag();
  const names = Array.from(
    { length: count },
    (_, n) => `Bulk ${tag} ${String(n).padStart(2, '0')}`,
  );
  await insertCustomers(names.map((name) => ({ name })));
  await signIn(page);
  await sidebar(page).getByText('Users', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  await searchBy(page, 'Name', `Bulk ${tag}`);
  await expect(totalItems(page)).toContainText(String(count));
  return { tag, names };
}

/** Selects the page's rows, then every matching row, as an operator does. */
async function selectAllMatching(page: Page, count: number) {
  await expect(rows(page)).toHaveCount(10);
  await table(page).getByLabel('Select all rows on this page').check();
  await table(page)
    .getByRole('button', { name: `Select all ${count} matching` })
    .click();
}

/** Sets every matching user's status, confirming the count the console shows. */
async function setAllTo(page: Page, status: string, confirmation: string) {
  await page.getByRole('button', { name: `All matching: ${status}` }).click();
  await expect(openDialog(page).getByText(confirmation)).toBeVisible();
  await dialogButton(page, 'Confirm').click();
}

test.describe('acting on all matching rows', () => {
  // Sign-in, filtering and a run's polling on a busy machine: generous, never a race.
  test.describe.configure({ timeout: 120_000 });
  test('sets the status of every matching user, beyond the page, after confirming the count', async ({
    page,
  }) => {
    const { tag, names } = await usersOfNewTag(page, 15);
    await selectAllMatching(page, 15);
    await setAllTo(page, 'Inactive', '15 of 15 matching rows will change.');

    await expect(page.getByText('Done: 15 changed, 0 skipped').first()).toBeVisible();
    const statuses = await statusesOf(tag);
    expect(names.map((name) => statuses[name])).toEqual(names.map(() => 'inactive'));
    // The list reloaded: its rows show the new status.
    await expect(table(page).getByLabel(`Status, ${names[0]}`)).toHaveValue('inactive');
    await expect(table(page).getByLabel(`Status, ${names[9]}`)).toHaveValue('inactive');
  });

  test('cancels a run under way, keeping the rows it changed', async ({ page }) => {
    const { tag, names } = await usersOfNewTag(page, 30);
    await selectAllMatching(page, 30);
    await setAllTo(page, 'Suspended', '30 of 30 matching rows will change.');

    // The first batch of 20 is done; the run waits before the next.
    await expect(page.getByText('Changing rows: 20 of 30 done')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('Cancelled: 20 changed, 0 skipped').first()).toBeVisible();
    const statuses = Object.values(await statusesOf(tag));
    expect(statuses.filter((status) => status === 'suspended')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'active')).toHaveLength(names.length - 20);
  });

  test('reverts a finished run as one', async ({ page }) => {
    const { tag, names } = await usersOfNewTag(page, 12);
    await withDatabase((client) =>
      client.query("update customers set status = 'pending' where name = $1", [names[0]]),
    );
    await selectAllMatching(page, 12);
    await setAllTo(page, 'Suspended', '12 of 12 matching rows will change.');
    await expect(page.getByText('Done: 12 changed, 0 skipped').first()).toBeVisible();
    await expect(table(page).getByLabel(`Status, ${names[1]}`)).toHaveValue('suspended');

    await page.getByRole('button', { name: 'Revert' }).click();
    // The revert is a run of its own: once it is done the list reloads with the old statuses
    // (the first run's "Done" may still show while the revert starts, so its text proves nothing).
    await expect(table(page).getByLabel(`Status, ${names[1]}`)).toHaveValue('active');
    await expect(table(page).getByLabel(`Status, ${names[9]}`)).toHaveValue('active');
    await expect(page.getByRole('button', { name: 'Revert' })).toHaveCount(0);
    const statuses = await statusesOf(tag);
    expect(names.map((name) => statuses[name])).toEqual(
      names.map((_, n) => (n === 0 ? 'pending' : 'active')),
    );
  });
});
