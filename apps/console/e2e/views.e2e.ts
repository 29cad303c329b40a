import type { Page } from '@playwright/test';
import { hideColumn, rows, searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { insertCustomers, uniqueTag } from './support/marketplace.js';
import { admin, expect, sidebar, signIn, test } from './support/operator.js';
import { elsewhere, insertOperator, operator } from './support/other-operators.js';

const openUsers = async (page: Page) => {
  await sidebar(page).getByText('Users', { exact: true }).click();
  await expect(table(page)).toBeVisible();
};

const viewsButton = (page: Page) => table(page).getByRole('button', { name: /^Views/ });

// Each test signs in two or three browsers: more than one sign-in's worth of the default timeout.
test.describe.configure({ timeout: 120_000 });

test.describe('saved views', () => {
  test('an operator saves a filtered list as a shared view; another opens it from a copied link', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    await insertCustomers([
      { name: `Viewed ${tag} one`, status: 'suspended' },
      { name: `Viewed ${tag} two`, status: 'suspended' },
      { name: `Viewed ${tag} three`, status: 'active' },
    ]);
    const other = `operator-${tag}`;
    await insertOperator(other);

    await signIn(page);
    await openUsers(page);
    await searchBy(page, 'Name', `Viewed ${tag}`);
    await expect(rows(page)).toHaveCount(3);

    await viewsButton(page).click();
    await page.getByRole('menuitem', { name: 'Save view as…' }).click();
    const dialog = formDialog(page, 'Save view as…');
    await dialog.getByLabel('Name of the view').fill(`Viewed ${tag}`);
    await dialog.getByText('Share it with every operator').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`View Viewed ${tag} saved`)).toBeVisible();
    await expect(viewsButton(page)).toHaveAccessibleName(`Views: Viewed ${tag}`);
    await expect(page).toHaveURL(/[?&]view=[0-9a-f]{24}/);
    const link = page.url();

    const theirs = await elsewhere(browser, other);
    try {
      await theirs.page.goto(link);
      await expect(rows(theirs.page)).toHaveCount(3);
      await expect(viewsButton(theirs.page)).toHaveAccessibleName(`Views: Viewed ${tag}`);
      // Theirs to open and to make their default, not to change.
      await viewsButton(theirs.page).click();
      await expect(
        theirs.page.getByRole('menuitemcheckbox', { name: `Viewed ${tag} · shared · by admin` }),
      ).toBeVisible();
      await expect(
        theirs.page.getByRole('menuitem', { name: 'Open this view by default' }),
      ).toBeVisible();
      await expect(theirs.page.getByRole('menuitem', { name: 'Rename view…' })).toHaveCount(0);
      await expect(theirs.page.getByRole('menuitem', { name: 'Delete view' })).toHaveCount(0);
    } finally {
      await theirs.close();
    }
  });

  test('a view opened from the menu applies its filters; a private one stays its owner’s', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    await insertCustomers([
      { name: `Private ${tag} a`, status: 'pending' },
      { name: `Private ${tag} b`, status: 'active' },
    ]);
    const other = `operator-${tag}`;
    await insertOperator(other);
    await signIn(page);
    await openUsers(page);
    await searchBy(page, 'Name', `Private ${tag} a`);
    await expect(rows(page)).toHaveCount(1);
    await viewsButton(page).click();
    await page.getByRole('menuitem', { name: 'Save view as…' }).click();
    const dialog = formDialog(page, 'Save view as…');
    await dialog.getByLabel('Name of the view').fill(`Private ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(viewsButton(page)).toHaveAccessibleName(`Views: Private ${tag}`);

    // Back to the whole list, then the view again from the menu.
    await viewsButton(page).click();
    await page.getByRole('menuitemcheckbox', { name: 'No view' }).click();
    await expect(viewsButton(page)).toHaveAccessibleName('Views');
    await viewsButton(page).click();
    await page.getByRole('menuitemcheckbox', { name: `Private ${tag}` }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]view=[0-9a-f]{24}/);

    const theirs = await elsewhere(browser, other);
    try {
      await openUsers(theirs.page);
      await viewsButton(theirs.page).click();
      await expect(theirs.page.getByRole('menuitemcheckbox', { name: 'No view' })).toBeVisible();
      await expect(
        theirs.page.getByRole('menuitemcheckbox', { name: new RegExp(`Private ${tag}`) }),
      ).toHaveCount(0);
    } finally {
      await theirs.close();
    }
  });
});

test.describe('columns', () => {
  test('a column the operator hides stays hidden in another browser of theirs', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const other = `operator-${tag}`;
    await insertOperator(other);
    await signIn(page, operator(other));
    await openUsers(page);
    const emailHeader = (on: Page) => table(on).getByRole('columnheader', { name: 'Email' });
    await expect(emailHeader(page)).toBeVisible();

    await hideColumn(page, 'users', 'Email');
    await expect(emailHeader(page)).toHaveCount(0);

    const theirs = await elsewhere(browser, other);
    try {
      await openUsers(theirs.page);
      await expect(table(theirs.page).getByRole('columnheader', { name: 'Name' })).toBeVisible();
      await expect(emailHeader(theirs.page)).toHaveCount(0);
    } finally {
      await theirs.close();
    }
    // Another operator's columns are their own.
    const first = await elsewhere(browser, admin.username);
    try {
      await openUsers(first.page);
      await expect(emailHeader(first.page)).toBeVisible();
    } finally {
      await first.close();
    }
  });
});
