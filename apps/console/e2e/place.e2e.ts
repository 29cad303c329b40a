import type { Page } from '@playwright/test';
import { rows, searchBy, showFilters, table, totalItems } from './support/data-table.js';
import {
  insertCustomers,
  insertMerchant,
  insertOrders,
  insertProducts,
  type OrderRow,
  uniqueTag,
} from './support/marketplace.js';
import {
  atPlace,
  expect,
  logOut,
  sidebar,
  signIn,
  submitSignIn,
  test,
} from './support/operator.js';

/**
 * The operator's place in the URL (issue 9, item 5): the section, its list's applied query and
 * the open order live in the hash, so reload, Back/Forward and a copied link return to them,
 * and logout forgets the query but not the section.
 */

/** 23 delivered and 2 placed orders, each of a customer named after the tag. */
async function ordersOfTag() {
  const tag = uniqueTag();
  const merchantId = await insertMerchant({ storeName: `Place ${tag}`, merchantName: 'Ravi' });
  const [penId] = await insertProducts(merchantId, tag, [
    { title: `Pen ${tag}`, brand: 'Reynolds', price: 15 },
  ]);
  const order = (n: number, status: OrderRow['status']): OrderRow => ({
    orderNumber: `SAT-E2E-${tag}-${String(n).padStart(2, '0')}`,
    customerName: `Placed ${tag} ${n}`,
    status,
    items: [{ productId: penId!, price: 15, quantity: 1 }],
  });
  const ids = await insertOrders(
    Array.from({ length: 25 }, (_, n) => order(n, n < 23 ? 'delivered' : 'placed')),
  );
  return { tag, ids, orderNumber: (n: number) => order(n, 'delivered').orderNumber };
}

const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Order status' }).getByRole('button', { name, exact: true });
const pageSize = (page: Page) => table(page).getByLabel('Page size');
/** The Users table's status filter (a select: its label's text holds its options' too). */
const statusFilter = (page: Page) =>
  table(page).getByRole('combobox', { name: 'Status', exact: true });
const applyChanges = (page: Page) =>
  table(page).getByRole('button', { name: 'Apply Changes' }).click();

/** The orders table shows page `page` of `pages` with `count` rows of `total` (this test's). */
async function expectOrdersPage(page: Page, at: string, count: number, total: number) {
  await expect(table(page).getByText(at, { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(count);
  await expect(totalItems(page)).toHaveText(`Total Items: ${total}`);
}

/** The filters, status and size of the tag's delivered orders, page 2 of 20 a page. */
async function expectDeliveredPage2(page: Page, tag: string): Promise<void> {
  await expectOrdersPage(page, 'Page 2 of 2', 3, 23);
  await showFilters(page);
  await expect(table(page).getByLabel('Customer name')).toHaveValue(tag);
  await expect(pageSize(page)).toHaveValue('20');
  await expect(statusButton(page, 'Delivered')).toHaveAttribute('aria-pressed', 'true');
}

/** Signs in and applies, as an operator does, the place `expectDeliveredPage2` checks. */
async function goToDeliveredPage2(page: Page, tag: string): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Order Management').click();
  await searchBy(page, 'Customer name', tag);
  await statusButton(page, 'Delivered').click();
  await pageSize(page).selectOption('20');
  await table(page).getByRole('button', { name: 'Next' }).click();
  await applyChanges(page);
  await expectDeliveredPage2(page, tag);
}

const ordersPage2 = (tag: string) => ({
  customerName: tag,
  status: 'delivered',
  page: '2',
  limit: '20',
});

test.describe("the operator's place in the URL", () => {
  test('Order Management: reload, Back and Forward return to the applied query', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { tag } = await ordersOfTag();
    await signIn(page);
    await sidebar(page).getByText('Order Management').click();
    await expect(page).toHaveURL(atPlace('/order-management'));

    await searchBy(page, 'Customer name', tag);
    await expect(totalItems(page)).toHaveText('Total Items: 25');
    await expect(page).toHaveURL(atPlace('/order-management', { customerName: tag }));
    await statusButton(page, 'Delivered').click();
    await expectOrdersPage(page, 'Page 1 of 3', 10, 23);
    await expect(page).toHaveURL(
      atPlace('/order-management', { customerName: tag, status: 'delivered' }),
    );

    await pageSize(page).selectOption('20');
    await table(page).getByRole('button', { name: 'Next' }).click();
    // Only an applied query reaches the URL.
    await expect(table(page).getByText('Not applied yet')).toBeVisible();
    await expect(page).toHaveURL(
      atPlace('/order-management', { customerName: tag, status: 'delivered' }),
    );
    await applyChanges(page);
    await expectDeliveredPage2(page, tag);
    await expect(page).toHaveURL(atPlace('/order-management', ordersPage2(tag)));

    await page.reload();
    await expectDeliveredPage2(page, tag);
    await expect(page).toHaveURL(atPlace('/order-management', ordersPage2(tag)));

    await page.goBack();
    await expect(page).toHaveURL(
      atPlace('/order-management', { customerName: tag, status: 'delivered' }),
    );
    await expectOrdersPage(page, 'Page 1 of 3', 10, 23);
    await expect(pageSize(page)).toHaveValue('10');

    await page.goBack();
    await expect(page).toHaveURL(atPlace('/order-management', { customerName: tag }));
    await expectOrdersPage(page, 'Page 1 of 3', 10, 25);
    await expect(statusButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    // Before the first query applied: the list unfiltered, from the spec's defaults.
    await page.goBack();
    await expect(page).toHaveURL(atPlace('/order-management'));
    await expect(table(page).getByLabel('Customer name')).toHaveValue('');
    await expect(table(page).getByText(/Page 1 of \d+/)).toBeVisible();

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(atPlace('/order-management', ordersPage2(tag)));
    await expectDeliveredPage2(page, tag);
  });

  test("a copied link opens the same place, an order's details included", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { tag, ids, orderNumber } = await ordersOfTag();
    await goToDeliveredPage2(page, tag);
    // Newest first: page 2 of 20 a page starts with the third delivered order inserted.
    await table(page)
      .getByRole('link', { name: orderNumber(2), exact: true })
      .click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber(2)}` })).toBeVisible();
    await expect(page).toHaveURL(
      atPlace('/order-management', { ...ordersPage2(tag), open: ids[2]! }),
    );

    const colleague = await browser.newContext();
    try {
      const theirs = await colleague.newPage();
      await signIn(theirs);
      await theirs.goto(page.url());
      await expect(theirs.getByRole('heading', { name: `Order ${orderNumber(2)}` })).toBeVisible();
      await theirs.getByRole('button', { name: 'Back to orders' }).click();
      await expect(theirs).toHaveURL(atPlace('/order-management', ordersPage2(tag)));
      await expectDeliveredPage2(theirs, tag);
    } finally {
      await colleague.close();
    }
  });

  test('logout forgets the query; the next sign-in starts from the defaults in the section', async ({
    page,
  }) => {
    const { tag } = await ordersOfTag();
    await goToDeliveredPage2(page, tag);

    await logOut(page);
    await submitSignIn(page);
    await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    await expect(page).toHaveURL(atPlace('/order-management'));
    await expect(table(page).getByText(/Page 1 of \d+/)).toBeVisible();
    await expect(pageSize(page)).toHaveValue('10');
    await expect(statusButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await showFilters(page);
    await expect(table(page).getByLabel('Customer name')).toHaveValue('');
  });

  test('Users Management: reload and Back return to the applied query', async ({ page }) => {
    const tag = uniqueTag();
    const user = (n: number) => `Place User ${tag} ${String(n).padStart(2, '0')}`;
    // Oldest first: 01 … 22 active, a minute apart; two suspended ones the filter leaves out.
    await insertCustomers([
      ...Array.from({ length: 22 }, (_, n) => ({
        name: user(n + 1),
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)),
      })),
      { name: user(23), status: 'suspended' as const },
      { name: user(24), status: 'suspended' as const },
    ]);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();

    await searchBy(page, 'Name', `Place User ${tag}`);
    await expect(totalItems(page)).toHaveText('Total Items: 24');
    await statusFilter(page).selectOption('active');
    await table(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(totalItems(page)).toHaveText('Total Items: 22');
    await pageSize(page).selectOption('20');
    await table(page).getByRole('button', { name: 'Next' }).click();
    await applyChanges(page);
    const page2 = { name: `Place User ${tag}`, status: 'active', page: '2', limit: '20' };
    const expectPage2 = async () => {
      await expect(page).toHaveURL(atPlace('/users', page2));
      await expect(table(page).getByText('Page 2 of 2', { exact: true })).toBeVisible();
      await expect(rows(page)).toHaveText([new RegExp(user(21)), new RegExp(user(22))]);
      await expect(totalItems(page)).toHaveText('Total Items: 22');
      await expect(pageSize(page)).toHaveValue('20');
      await showFilters(page);
      await expect(table(page).getByLabel('Name', { exact: true })).toHaveValue(
        `Place User ${tag}`,
      );
      await expect(statusFilter(page)).toHaveValue('active');
    };
    await expectPage2();

    await page.reload();
    await expectPage2();

    await page.goBack();
    await expect(page).toHaveURL(
      atPlace('/users', { name: `Place User ${tag}`, status: 'active' }),
    );
    await expect(table(page).getByText('Page 1 of 3', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await page.goForward();
    await expectPage2();
  });
});
