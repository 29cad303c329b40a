import type { Page } from '@playwright/test';
import { formatRupees } from '@satchel/api';
import { rows, searchBy } from './support/data-table.js';
import { uniqueTag } from './support/marketplace.js';
import { accessibilityViolations, expect, sidebar, signIn, test } from './support/operator.js';
import { insertSalesScene } from './support/sales.js';

const grid = (page: Page) => page.locator('sat-infinite-grid');
const cards = (page: Page) => grid(page).getByRole('article');
const soldOf = (page: Page, title: string) =>
  // A card's one paragraph is its sold count.
  cards(page).filter({ hasText: title }).locator('p');

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The cells of a merchant's row in the Merchant tab's table: ID, Name, Phone and the counts. */
const merchantCells = (page: Page, merchantName: string) =>
  rows(page).filter({ hasText: merchantName }).getByRole('cell');

test.describe('Sales Management', () => {
  test('follows the period in the summary, the sold products and the merchants', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const scene = await insertSalesScene(tag);
    const [first, second, third] = scene.titles;
    await signIn(page);

    // The summary shows what the server counts for the period (other tests' orders count too).
    const todaysSummary = page.waitForResponse((response) =>
      response.url().includes('/sales/orders/revenue?period=day'),
    );
    await sidebar(page).getByText('Sales Track', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sales Management' })).toBeVisible();
    const today = await (await todaysSummary).json();
    const summary = page.getByRole('definition');
    await expect(summary.first()).toHaveText(formatRupees(today.totalRevenue));
    await expect(summary.nth(1)).toHaveText(today.totalOrders.toLocaleString('en-IN'));

    // Product tab: the search finds the scene's 12 products, a page of 10 first.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`Crayons ${tag}`);
    await expect(cards(page)).toHaveCount(10);
    await choose(page, 'Category', scene.categoryName);
    await expect(cards(page).first()).toContainText(first!);
    await expect(soldOf(page, first!)).toHaveText('Sold: 5');
    await expect(soldOf(page, second!)).toHaveText('Sold: 3');
    // The rejected and the cancelled orders sold nothing.
    await expect(soldOf(page, third!)).toHaveText('Sold: 0');

    // Scrolling to the last card loads the other 2.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(12);

    await choose(page, 'Sold count', 'Low to high');
    await expect(cards(page).first()).toContainText(third!);
    // A new order starts over at page 1; the most sold comes last, on page 2.
    await expect(cards(page)).toHaveCount(10);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).last()).toContainText(first!);
    await choose(page, 'Sold count', 'High to low');

    // The last 3 months add the order of 40 days ago: product 2 leads with 13.
    const quarterSummary = page.waitForResponse((response) =>
      response.url().includes('/sales/orders/revenue?period=3months'),
    );
    await choose(page, 'Period', 'Last 3 Months');
    const quarter = await (await quarterSummary).json();
    await expect(summary.first()).toHaveText(formatRupees(quarter.totalRevenue));
    await expect(cards(page).first()).toContainText(second!);
    await expect(soldOf(page, second!)).toHaveText('Sold: 13');

    // Merchant tab: the merchant's orders of the last 3 months, then of today.
    // Other tests' merchants sell too: the search finds the scene's among them.
    await page.getByRole('tab', { name: 'Merchant' }).click();
    await searchBy(page, 'Name, ID or phone', scene.merchantName);
    await expect(rows(page)).toHaveCount(1);
    await expect(merchantCells(page, scene.merchantName)).toHaveText([
      scene.merchantId,
      scene.merchantName,
      '+91 9876500001',
      '2',
      '2',
      '1',
    ]);

    await choose(page, 'Period', 'Today');
    await expect(merchantCells(page, scene.merchantName)).toHaveText([
      scene.merchantId,
      scene.merchantName,
      '+91 9876500001',
      '1',
      '1',
      '1',
    ]);

    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
