import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formDialog } from './support/form-dialog.js';
import {
  deleteOrder,
  insertMerchant,
  insertOrders,
  insertProducts,
  type OrderRow,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  openDialog,
  signIn,
  test,
} from './support/operator.js';

const table = (page: Page) => page.locator('sat-data-table');
const rows = (page: Page) => table(page).locator('[part="row"]');
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
  const vidyaId = await insertMerchant({
    storeName: vidya,
    merchantName: `Ravi Kumar ${tag}`,
    isGolden: true,
    location: { latitude: 18.5314, longitude: 73.8446 },
  });
  const sharmaId = await insertMerchant({ storeName: sharma, merchantName: `Anil ${tag}` });
  const notebook = `Notebook ${tag}`;
  const pen = `Gel pen ${tag}-blue-ink`;
  const [notebookId, penId] = await insertProducts(vidyaId, tag, [
    { title: notebook, brand: 'Classmate', price: 60 },
    { title: pen, brand: 'Reynolds', price: 15 },
  ]);
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

/** Waits for the list's reload that `press` starts, and for the table to show it. */
async function reloading(page: Page, press: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) =>
    /\/api\/v1\/sales\/orders\?/.test(response.url()),
  );
  await press();
  await answered;
  await page.locator('sat-data-table:not([loading])').waitFor();
}

async function openOrderManagement(page: Page): Promise<void> {
  await signIn(page);
  await reloading(page, () =>
    page.getByRole('navigation', { name: 'Sidebar' }).getByText('Order Management').click(),
  );
  await page.getByRole('heading', { name: 'Order Management' }).waitFor();
}

/** Narrows the table to one order number and opens that order's details. */
async function openOrderDetails(page: Page, orderNumber: string): Promise<void> {
  await table(page).getByRole('button', { name: 'Filters' }).click();
  await table(page).getByLabel('Order ID').fill(orderNumber);
  await reloading(page, () =>
    table(page).getByRole('button', { name: 'Search', exact: true }).click(),
  );
  await table(page).getByRole('button', { name: orderNumber, exact: true }).click();
  await page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }).waitFor();
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('Order Management', () => {
  test('draws the daily charts and filters by status keeping the page; Refresh reloads', async ({
    page,
  }) => {
    const { tag, penId } = await orderScene();
    const readyOrder = (n: number): OrderRow => ({
      orderNumber: `SAT-E2E-${tag}-R${n}`,
      customerName: `Ready ${tag} ${n}`,
      status: 'readyToPick',
      items: [{ productId: penId, price: 15, quantity: 1 }],
    });
    await insertOrders(Array.from({ length: 12 }, (_, n) => readyOrder(n)));
    await openOrderManagement(page);

    const charts = page.locator('sat-line-chart');
    expect(await charts.count()).toBe(2);
    await charts.nth(0).locator('canvas').waitFor();
    await charts.nth(0).locator('.u-legend').getByText('Daily Total Sales').waitFor();
    await charts.nth(1).locator('.u-legend').getByText('Daily Order Count').waitFor();
    expect(await statusButton(page, 'All').getAttribute('aria-pressed')).toBe('true');

    // Page 2 is stored, then a status is chosen: the list reloads on page 2 of that status.
    await table(page).getByRole('button', { name: 'Next' }).click();
    await reloading(page, () => statusButton(page, 'Ready To Pick').click());
    expect(await statusButton(page, 'Ready To Pick').getAttribute('aria-pressed')).toBe('true');
    expect(await statusButton(page, 'All').getAttribute('aria-pressed')).toBe('false');
    await table(page).getByText('Page 2 of 2').waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(
      await table(page).getByRole('cell', { name: 'Ready To Pick', exact: true }).count(),
    ).toBe(2);

    await insertOrders([readyOrder(12)]);
    await reloading(page, () => page.getByRole('button', { name: 'Refresh' }).click());
    expect(await rows(page).count()).toBe(3);

    // The charts follow the status: today has the delivered order's sales.
    await reloading(page, () => statusButton(page, 'Delivered').click());
    const lastSales = charts.nth(0).locator('[part="summary"] tbody td').nth(1);
    await expect.poll(() => lastSales.textContent()).toContain(`(${today()})`);
    expect(await lastSales.textContent()).not.toMatch(/^₹0\.00/);
  }, 60_000);

  test('pages with Next and Previous without showing an order twice when new ones arrive', async ({
    page,
  }) => {
    const { tag, penId } = await orderScene();
    // Inserted one after the other: the higher the number, the newer the order.
    const pagerOrder = (n: number): OrderRow => ({
      orderNumber: `SAT-E2E-${tag}-N${String(n).padStart(2, '0')}`,
      customerName: `Pager ${tag}`,
      status: 'placed',
      items: [{ productId: penId, price: 15, quantity: 1 }],
    });
    await insertOrders(Array.from({ length: 15 }, (_, n) => pagerOrder(n)));
    await openOrderManagement(page);
    await table(page).getByRole('button', { name: 'Filters' }).click();
    await table(page).getByLabel('Customer name').fill(`Pager ${tag}`);
    await reloading(page, () =>
      table(page).getByRole('button', { name: 'Search', exact: true }).click(),
    );
    const shownNumbers = () =>
      rows(page).evaluateAll((all) =>
        all.map((row) => row.textContent?.match(/SAT-E2E-\S+?-N\d\d/)?.[0] ?? ''),
      );
    const numbers = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => pagerOrder(from - i).orderNumber);
    expect(await shownNumbers()).toEqual(numbers(14, 5));

    // A new order arrives while page 1 is read: page 2 still goes on from the last one shown.
    await insertOrders([pagerOrder(15)]);
    await table(page).getByRole('button', { name: 'Next' }).click();
    await reloading(page, () => table(page).getByRole('button', { name: 'Apply Changes' }).click());
    await table(page).getByText('Page 2 of 2').waitFor();
    expect(await shownNumbers()).toEqual(numbers(4, 0));

    // Page 1 is the top of the list again, the new order first.
    await table(page).getByRole('button', { name: 'Previous' }).click();
    await reloading(page, () => table(page).getByRole('button', { name: 'Apply Changes' }).click());
    expect(await shownNumbers()).toEqual(numbers(15, 6));
  }, 60_000);

  test('opens an order, assigns a merchant to each product and shows them on its items', async ({
    page,
  }) => {
    const { tag, vidya, sharma, notebook, pen, numbers } = await orderScene();
    await openOrderManagement(page);
    await openOrderDetails(page, numbers.placed);

    const details = detailsOf(page, numbers.placed);
    await details.getByText('Unpaid', { exact: true }).waitFor();
    await details.getByText('Placed', { exact: true }).first().waitFor();
    await details.getByText('Cash on delivery', { exact: true }).waitFor();
    // 2 × ₹60 + 3 × ₹15 and a ₹25 delivery fee.
    await details.getByText('₹190.00', { exact: true }).waitFor();
    const customer = page.getByRole('complementary', { name: 'Customer' });
    await customer.getByText(`Asha ${tag}`).waitFor();
    await customer.getByText('+91 9000000001').waitFor();
    await customer.getByText('₹25.00').waitFor();
    expect(await customer.getByText('Tip').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Drivers' }).count()).toBe(0);

    await details.getByText('Order Items').waitFor();
    await details.getByText(notebook, { exact: true }).waitFor();
    await details.getByText(`${pen.slice(0, 15)}…`, { exact: true }).waitFor();
    await details.getByText('Ravi Kumar…', { exact: true }).waitFor();
    await details.getByText('Golden').waitFor();
    const map = details.getByRole('link', { name: `${vidya} on the map (opens in a new tab)` });
    expect(await map.getAttribute('href')).toBe('https://www.google.com/maps?q=18.5314,73.8446');
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('rel')).toContain('noopener');

    await page.getByRole('button', { name: 'Assign Merchants' }).click();
    const dialog = formDialog(page, 'Assign Merchants');
    const assign = dialog.getByRole('button', { name: 'Assign', exact: true });
    await dialog.getByText('0/2', { exact: true }).waitFor();
    expect(await assign.isDisabled()).toBe(true);

    await dialog.getByRole('combobox', { name: `Merchant for ${notebook}` }).click();
    await page.getByRole('option', { name: vidya }).click();
    await dialog.getByText('1/2', { exact: true }).waitFor();
    expect(await assign.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: `Merchant for ${pen}` }).click();
    await page.getByRole('option', { name: sharma }).click();
    await dialog.getByText('2/2', { exact: true }).waitFor();
    expect(await assign.isDisabled()).toBe(false);

    await assign.click();
    await page.getByText('Merchants assigned to 2 products').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await details.getByText(`Assigned to ${vidya}`).waitFor();
    await details.getByText(`Assigned to ${sharma}`).waitFor();

    // Back to the list as it was: the order's filter still applied.
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await table(page).getByRole('button', { name: numbers.placed, exact: true }).waitFor();
    expect(await table(page).getByLabel('Order ID').inputValue()).toBe(numbers.placed);
  });

  test('does not offer Assign Merchants on a cancelled order', async ({ page }) => {
    const { numbers } = await orderScene();
    await openOrderManagement(page);
    await openOrderDetails(page, numbers.cancelled);

    const details = detailsOf(page, numbers.cancelled);
    await details.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await details.getByRole('button', { name: 'Assign Merchants' }).isDisabled()).toBe(true);
  });

  test('says "Order details not found!" for an order gone meanwhile, and goes back to the list', async ({
    page,
  }) => {
    const { numbers, placedId } = await orderScene();
    await openOrderManagement(page);
    await table(page).getByRole('button', { name: 'Filters' }).click();
    await table(page).getByLabel('Order ID').fill(numbers.placed);
    await reloading(page, () =>
      table(page).getByRole('button', { name: 'Search', exact: true }).click(),
    );
    await deleteOrder(placedId);

    await table(page).getByRole('button', { name: numbers.placed, exact: true }).click();
    await page.getByRole('dialog', { name: 'Order details not found!' }).waitFor();
    await openDialog(page).getByText('Order not found!').waitFor();
    await dialogButton(page, 'Close').click();

    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back to orders' }).count()).toBe(0);
  });

  test('has no accessibility violations in the list and the details view', async ({ page }) => {
    const { numbers } = await orderScene();
    await openOrderManagement(page);
    await page.locator('sat-line-chart canvas').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await openOrderDetails(page, numbers.placed);
    expect(await accessibilityViolations(page)).toEqual([]);
  }, 60_000);
});
