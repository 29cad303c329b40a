import type { Page } from '@playwright/test';
import { hideColumn, rows, showFilters, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { uniqueTag } from './support/marketplace.js';
import { expect, sidebar, signIn, test } from './support/operator.js';
import { elsewhere, insertOperator, operator } from './support/other-operators.js';
import { insertSalesScene } from './support/sales.js';

/** Sales Track's Merchant tab, as an operator reaches it: the sidebar, then the tab. */
async function openMerchantRows(page: Page): Promise<void> {
  await sidebar(page).getByText('Sales Track', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sales Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'Merchant' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Name' })).toBeVisible();
}

const viewsButton = (page: Page) => table(page).getByRole('button', { name: /^Views/ });
const phoneHeader = (page: Page) => table(page).getByRole('columnheader', { name: 'Phone' });

// Each test signs in more than one browser: more than one sign-in's worth of the default timeout.
test.describe.configure({ timeout: 120_000 });

test.describe("Sales Track's merchant rows", () => {
  test('a column the operator hides stays hidden after a reload and in another browser of theirs', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    await insertSalesScene(tag);
    // An operator of their own: another test's columns are not theirs.
    const other = `sales-${tag}`;
    await insertOperator(other);
    await signIn(page, operator(other));
    await openMerchantRows(page);
    await expect(phoneHeader(page)).toBeVisible();

    await hideColumn(page, 'merchantSales', 'Phone');
    await expect(phoneHeader(page)).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Merchant' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Rejected' })).toBeVisible();
    await expect(phoneHeader(page)).toHaveCount(0);

    const theirs = await elsewhere(browser, other);
    try {
      await openMerchantRows(theirs.page);
      await expect(
        table(theirs.page).getByRole('columnheader', { name: 'Fulfilled' }),
      ).toBeVisible();
      await expect(phoneHeader(theirs.page)).toHaveCount(0);
    } finally {
      await theirs.close();
    }
  });

  test('a view keeps their search and order; opened from the menu or its link it shows them again', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const scene = await insertSalesScene(tag);
    await signIn(page);
    await openMerchantRows(page);
    await showFilters(page);
    await table(page).getByLabel('Name, ID or phone', { exact: true }).fill(scene.merchantName);
    await table(page).getByRole('combobox', { name: 'Order by' }).selectOption('Rejected');
    await table(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/orderBy=rejectedCount/);

    await viewsButton(page).click();
    await page.getByRole('menuitem', { name: 'Save view as…' }).click();
    const dialog = formDialog(page, 'Save view as…');
    await dialog.getByLabel('Name of the view').fill(`Rejections ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(viewsButton(page)).toHaveAccessibleName(`Views: Rejections ${tag}`);
    await expect(page).toHaveURL(/[?&]view=[0-9a-f]{24}/);
    const link = page.url();

    // Back to the rows of every merchant, then the view again from the menu.
    await viewsButton(page).click();
    await page.getByRole('menuitemcheckbox', { name: 'No view' }).click();
    await expect(viewsButton(page)).toHaveAccessibleName('Views');
    await expect(page).not.toHaveURL(/orderBy=/);
    await viewsButton(page).click();
    await page.getByRole('menuitemcheckbox', { name: `Rejections ${tag}` }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(scene.merchantName);
    await expect(page).toHaveURL(/orderBy=rejectedCount/);

    // Its link opens Sales Track on the Merchant tab, showing the view.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(viewsButton(page)).toHaveAccessibleName(`Views: Rejections ${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(scene.merchantName);
  });
});
