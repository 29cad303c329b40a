import { rows, searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { insertCustomers, uniqueTag } from './support/marketplace.js';
import { accessibilityViolations, expect, signIn, test } from './support/operator.js';

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
});
