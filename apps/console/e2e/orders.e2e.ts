import type { Page } from '@playwright/test';
import { rows, searchBy, table, totalItems } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  deleteOrder,
  insertBookSet,
  insertMerchant,
  insertOrders,
  insertShop,
  orderOfOne,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  openDialog,
  sidebar,
  signIn,
  test,
} from './support/operator.js';
import { reloadingOrders } from './support/orders-list.js';

/** The order-details view of one order. */
const detailsOf = (page: Page, orderNumber: string) =>
  page.getByRole('region', { name: `Order ${orderNumber}` });
const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Order status' }).getByRole('button', { name, exact: true });

/** Two merchants (Vidya golden and on the map), a notebook and a pen, and orders of them. */
async function orderScene() {
  const tag = uniqueTag();
  const vidya = `Vidya ${tag}`;
  const sharma = `Sharma ${tag}`;
  const notebook = `Notebook ${tag}`;
  const pen = `Gel pen ${tag}-blue-ink`;
  const {
    merchantId: vidyaId,
    productIds: [notebookId, penId],
  } = await insertShop(
    {
      storeName: vidya,
      merchantName: `Ravi Kumar ${tag}`,
      isGolden: true,
      location: { latitude: 18.5314, longitude: 73.8446 },
    },
    tag,
    [
      { title: notebook, brand: 'Classmate', price: 60 },
      { title: pen, brand: 'Reynolds', price: 15 },
    ],
  );
  const sharmaId = await insertMerchant({ storeName: sharma, merchantName: `Anil ${tag}` });
  const numbers = {
    cancelled: `SAT-E2E-${tag}-C`,
    placed: `SAT-E2E-${tag}-P`,
    delivered: `SAT-E2E-${tag}-D`,
  };
  const [, placedId] = await insertOrders([
    {
      orderNumber: numbers.cancelled,
      customerName: `Cancelling ${tag}`,
      status: 'cancelled',
      items: [{ productId: penId!, price: 15, quantity: 1, possibleMerchants: [sharmaId] }],
    },
    {
      orderNumber: numbers.placed,
      customerName: `Asha ${tag}`,
      status: 'placed',
      deliveryFee: 25,
      items: [
        { productId: notebookId!, price: 60, quantity: 2, possibleMerchants: [vidyaId, sharmaId] },
        { productId: penId!, price: 15, quantity: 3, possibleMerchants: [sharmaId] },
      ],
    },
    {
      orderNumber: numbers.delivered,
      customerName: `Delivered ${tag}`,
      status: 'delivered',
      items: [{ productId: notebookId!, price: 60, quantity: 4 }],
    },
  ]);
  return { tag, vidya, sharma, notebook, pen, penId: penId!, numbers, placedId: placedId! };
}

async function openOrderManagement(page: Page): Promise<void> {
  await signIn(page);
  await reloadingOrders(page, () => sidebar(page).getByText('Order Management').click());
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
}

/** Narrows the table to one order number. */
const filterByOrderNumber = (page: Page, orderNumber: string): Promise<void> =>
  reloadingOrders(page, () => searchBy(page, 'Order ID', orderNumber));

/** Narrows the table to one order number and opens that order's details. */
async function openOrderDetails(page: Page, orderNumber: string): Promise<void> {
  await filterByOrderNumber(page, orderNumber);
  await table(page).getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 })).toBeVisible();
}

/** The table shows exactly these orders, in this order. */
const expectOrdersShown = (page: Page, orderNumbers: readonly string[]): Promise<void> =>
  expect(rows(page)).toHaveText(orderNumbers.map((orderNumber) => new RegExp(orderNumber)));

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

test.describe('Order Management', () => {
  test('draws the daily charts and filters by status keeping the page; Refresh reloads', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { tag, penId } = await orderScene();
    const readyOrder = (n: number) =>
      orderOfOne(tag, `R${n}`, {
        customerName: `Ready ${tag} ${n}`,
        status: 'readyToPick',
        productId: penId,
        price: 15,
      });
    await insertOrders(Array.from({ length: 12 }, (_, n) => readyOrder(n)));
    await openOrderManagement(page);

    const charts = page.locator('sat-line-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.nth(0).locator('canvas')).toBeVisible();
    await expect(charts.nth(0).locator('.u-legend').getByText('Daily Total Sales')).toBeVisible();
    await expect(charts.nth(1).locator('.u-legend').getByText('Daily Order Count')).toBeVisible();
    await expect(statusButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');

    // Only this test's orders, whatever else the database holds: every customer's name has the
    // tag (three from the scene, twelve ready to pick).
    await reloadingOrders(page, () => searchBy(page, 'Customer name', tag));
    await expect(totalItems(page)).toHaveText('Total Items: 15');

    // Page 2 is stored, then a status is chosen: the list reloads on page 2 of that status.
    await table(page).getByRole('button', { name: 'Next' }).click();
    await reloadingOrders(page, () => statusButton(page, 'Ready To Pick').click());
    await expect(statusButton(page, 'Ready To Pick')).toHaveAttribute('aria-pressed', 'true');
    await expect(statusButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(totalItems(page)).toHaveText('Total Items: 12');
    await expect(table(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page).getByRole('cell', { name: 'Ready To Pick', exact: true })).toHaveCount(
      2,
    );

    await insertOrders([readyOrder(12)]);
    await reloadingOrders(page, () => page.getByRole('button', { name: 'Refresh' }).click());
    await expect(totalItems(page)).toHaveText('Total Items: 13');
    await expect(rows(page)).toHaveCount(3);

    // The charts follow the status: today has the delivered order's sales.
    await reloadingOrders(page, () => statusButton(page, 'Delivered').click());
    const lastSales = charts.nth(0).locator('[part="summary"] tbody td').nth(1);
    await expect(lastSales).toContainText(`(${today()})`);
    await expect(lastSales).not.toHaveText(/^₹0\.00/);
  });

  test('pages with Next and Previous without showing an order twice when new ones arrive', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { tag, penId } = await orderScene();
    // Inserted one after the other: the higher the number, the newer the order.
    const pagerOrder = (n: number) =>
      orderOfOne(tag, `N${String(n).padStart(2, '0')}`, {
        customerName: `Pager ${tag}`,
        status: 'placed',
        productId: penId,
        price: 15,
      });
    await insertOrders(Array.from({ length: 15 }, (_, n) => pagerOrder(n)));
    await openOrderManagement(page);
    await reloadingOrders(page, () => searchBy(page, 'Customer name', `Pager ${tag}`));
    const numbers = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => pagerOrder(from - i).orderNumber);
    await expectOrdersShown(page, numbers(14, 5));

    // A new order arrives while page 1 is read: page 2 still goes on from the last one shown.
    await insertOrders([pagerOrder(15)]);
    await table(page).getByRole('button', { name: 'Next' }).click();
    await reloadingOrders(page, () =>
      table(page).getByRole('button', { name: 'Apply Changes' }).click(),
    );
    await expect(table(page).getByText('Page 2 of 2')).toBeVisible();
    await expectOrdersShown(page, numbers(4, 0));

    // Page 1 is the top of the list again, the new order first.
    await table(page).getByRole('button', { name: 'Previous' }).click();
    await reloadingOrders(page, () =>
      table(page).getByRole('button', { name: 'Apply Changes' }).click(),
    );
    await expectOrdersShown(page, numbers(15, 6));
  });

  test('opens an order, assigns a merchant to each product and shows them on its items', async ({
    page,
  }) => {
    const { tag, vidya, sharma, notebook, pen, numbers } = await orderScene();
    await openOrderManagement(page);
    await openOrderDetails(page, numbers.placed);

    const details = detailsOf(page, numbers.placed);
    await expect(details.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(details.getByText('Placed', { exact: true }).first()).toBeVisible();
    await expect(details.getByText('Cash on delivery', { exact: true })).toBeVisible();
    // 2 × ₹60 + 3 × ₹15 and a ₹25 delivery fee.
    await expect(details.getByText('₹190.00', { exact: true })).toBeVisible();
    const customer = page.getByRole('complementary', { name: 'Customer' });
    await expect(customer.getByText(`Asha ${tag}`)).toBeVisible();
    await expect(customer.getByText('+91 9000000001')).toBeVisible();
    await expect(customer.getByText('₹25.00')).toBeVisible();
    await expect(customer.getByText('Tip')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Drivers' })).toHaveCount(0);

    await expect(details.getByText('Order Items')).toBeVisible();
    await expect(details.getByText(notebook, { exact: true })).toBeVisible();
    await expect(details.getByText(`${pen.slice(0, 15)}…`, { exact: true })).toBeVisible();
    await expect(details.getByText('Ravi Kumar…', { exact: true })).toBeVisible();
    await expect(details.getByText('Golden')).toBeVisible();
    const map = details.getByRole('link', { name: `${vidya} on the map (opens in a new tab)` });
    await expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=18.5314,73.8446');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);

    await page.getByRole('button', { name: 'Assign Merchants' }).click();
    const dialog = formDialog(page, 'Assign Merchants');
    const assign = dialog.getByRole('button', { name: 'Assign', exact: true });
    await expect(dialog.getByText('0/2', { exact: true })).toBeVisible();
    await expect(assign).toBeDisabled();

    await dialog.getByRole('combobox', { name: `Merchant for ${notebook}` }).click();
    await page.getByRole('option', { name: vidya }).click();
    await expect(dialog.getByText('1/2', { exact: true })).toBeVisible();
    await expect(assign).toBeDisabled();
    await dialog.getByRole('combobox', { name: `Merchant for ${pen}` }).click();
    await page.getByRole('option', { name: sharma }).click();
    await expect(dialog.getByText('2/2', { exact: true })).toBeVisible();
    await expect(assign).toBeEnabled();

    await assign.click();
    await expect(page.getByText('Merchants assigned to 2 products')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(details.getByText(`Assigned to ${vidya}`)).toBeVisible();
    await expect(details.getByText(`Assigned to ${sharma}`)).toBeVisible();

    // Back to the list as it was: the order's filter still applied.
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await expect(
      table(page).getByRole('link', { name: numbers.placed, exact: true }),
    ).toBeVisible();
    await expect(table(page).getByLabel('Order ID')).toHaveValue(numbers.placed);
  });

  test('links each order id to its details: a new tab opens that order, the list stays', async ({
    page,
    context,
  }) => {
    const { numbers } = await orderScene();
    await openOrderManagement(page);
    await filterByOrderNumber(page, numbers.placed);
    const link = table(page).getByRole('link', { name: numbers.placed, exact: true });
    await expect(link).toHaveAttribute('href', /^#\/order-management\?.*open=[0-9a-f]{24}$/);

    const [newTab] = await Promise.all([
      context.waitForEvent('page'),
      link.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(
      newTab.getByRole('heading', { name: `Order ${numbers.placed}`, level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to orders' })).toHaveCount(0);
  });

  test('finds orders by the start of their number, and names a bundle item by its set, class and school', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const school = `Green Valley ${tag}`;
    const bundleId = await insertBookSet(school, '5');
    const numbers = [`SAT-E2E-${tag}-B1`, `SAT-E2E-${tag}-B2`];
    await insertOrders(
      numbers.map((orderNumber) => ({
        orderNumber,
        customerName: `Bundle buyer ${tag}`,
        status: 'placed' as const,
        items: [{ bundleId, price: 1200, quantity: 1 }],
      })),
    );
    await openOrderManagement(page);

    // The start of an order number finds every order it starts.
    await filterByOrderNumber(page, `SAT-E2E-${tag}-B`);
    await expectOrdersShown(page, [...numbers].reverse());

    await table(page).getByRole('link', { name: numbers[0]!, exact: true }).click();
    const title = `Book Set for Class 5, ${school}`;
    await expect(detailsOf(page, numbers[0]!).locator(`h4[title="${title}"]`)).toBeVisible();
  });

  test('does not offer Assign Merchants on a cancelled order', async ({ page }) => {
    const { numbers } = await orderScene();
    await openOrderManagement(page);
    await openOrderDetails(page, numbers.cancelled);

    const details = detailsOf(page, numbers.cancelled);
    await expect(details.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(details.getByRole('button', { name: 'Assign Merchants' })).toBeDisabled();
  });

  test('says "Order details not found!" for an order gone meanwhile, and goes back to the list', async ({
    page,
  }) => {
    const { numbers, placedId } = await orderScene();
    await openOrderManagement(page);
    await filterByOrderNumber(page, numbers.placed);
    await deleteOrder(placedId);

    await table(page).getByRole('link', { name: numbers.placed, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Order details not found!' })).toBeVisible();
    await expect(openDialog(page).getByText('Order not found!')).toBeVisible();
    await dialogButton(page, 'Close').click();

    await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to orders' })).toHaveCount(0);
  });

  test('has no accessibility violations in the list and the details view', async ({ page }) => {
    test.setTimeout(60_000);
    const { numbers } = await orderScene();
    await openOrderManagement(page);
    await expect(page.locator('sat-line-chart canvas').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await openOrderDetails(page, numbers.placed);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
