import type { Page } from '@playwright/test';
import { formDialog } from './support/form-dialog.js';
import { uniqueTag } from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  openDialog,
  sidebar,
  signIn,
  submitSignIn,
  test,
} from './support/operator.js';
import { invitedOperator } from './support/roles.js';

const roleRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Roles' }).getByRole('row', { name: new RegExp(`^${name} `) });

test.describe("an Administrator's roles", () => {
  test('reads the built-in roles, makes a custom one with the permission grid, gives it and cannot delete it while held', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const name = `Stock keepers ${tag}`;
    const operator = await invitedOperator(request, 'Catalogue');
    await signIn(page);
    await page.goto('/#/settings');

    // The built-in roles, with what they hold, and nothing to change on them.
    await expect(roleRow(page, 'Administrator')).toContainText('Built in');
    await expect(roleRow(page, 'Administrator')).toContainText('Everything');
    await expect(roleRow(page, 'Finance')).toContainText(
      'Merchants: Read; Delivery Boys: Read; Sales Track: Read; Settlements: Read, Settle, Approve, Export',
    );
    for (const builtIn of ['Administrator', 'Finance', 'Catalogue', 'Support', 'Viewer']) {
      await expect(roleRow(page, builtIn).getByRole('button')).toHaveCount(0);
    }

    // Nothing chosen: each field says what it needs, and nothing is made.
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = formDialog(page, 'New role');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog.getByText('The role needs a name')).toBeVisible();
    await expect(dialog.getByText('Choose at least one permission')).toBeVisible();

    // A name, all of Products at once, and Merchants to read: the grid offers only what a
    // resource has (Sales Track is read only).
    await dialog.getByLabel('Role name').fill(name);
    await dialog.getByRole('checkbox', { name: 'All of Products' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Bulk, Products' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Read, Merchants' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'All of Merchants' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /, Sales Track$/ })).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByText('Role created')).toBeVisible();
    await expect(roleRow(page, name)).toContainText('Custom');
    await expect(roleRow(page, name)).toContainText(
      'Merchants: Read; Products: Read, Write, Export, Bulk',
    );

    // A name another role has is said under the name.
    await roleRow(page, name).getByRole('button', { name: 'Edit' }).click();
    const editing = formDialog(page, `Edit role ${name}`);
    await editing.getByLabel('Role name').fill('finance');
    await editing.getByRole('button', { name: 'Save role' }).click();
    await expect(editing.getByText('A role named finance already exists')).toBeVisible();
    await editing.getByRole('button', { name: 'Cancel' }).click();

    // Given to an operator, it is what they may use.
    const operatorRow = page.getByRole('row').filter({ hasText: operator.username });
    await operatorRow.getByRole('combobox', { name: `Role, ${operator.username}` }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect(page.getByText('Role changed')).toBeVisible();
    await expect(roleRow(page, name)).toContainText('1 operator');
    const theirs = await browser.newPage();
    await theirs.goto('/login');
    await submitSignIn(theirs, operator as Parameters<typeof submitSignIn>[1]);
    await expect(sidebar(theirs).getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(sidebar(theirs).getByRole('link', { name: 'Merchants' })).toBeVisible();
    await expect(sidebar(theirs).getByRole('link', { name: 'Categories' })).toHaveCount(0);
    await theirs.close();

    // Held, it is not deleted, and the Administrator is told why.
    await roleRow(page, name).getByRole('button', { name: 'Delete' }).click();
    await expect(openDialog(page)).toContainText(
      `One operator holds the role ${name}. Give them another role first, then delete it.`,
    );
    await dialogButton(page, 'Close').click();
    await expect(roleRow(page, name)).toBeVisible();

    // Once nobody holds it, it goes.
    await operatorRow.getByRole('combobox', { name: `Role, ${operator.username}` }).click();
    await page.getByRole('option', { name: 'Catalogue', exact: true }).click();
    await expect(roleRow(page, name)).toContainText('0 operators');
    await roleRow(page, name).getByRole('button', { name: 'Delete' }).click();
    await dialogButton(page, 'Confirm').click();
    await expect(page.getByText('Role deleted')).toBeVisible();
    await expect(roleRow(page, name)).toHaveCount(0);
  });
});
