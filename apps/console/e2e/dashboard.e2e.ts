import type { Page } from '@playwright/test';
import { rows, searchBy, totalItems } from './support/data-table.js';
import { insertOrders, uniqueTag } from './support/marketplace.js';
import {
  accessibilityViolations,
  atPlace,
  expect,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

const count = (value: number) => value.toLocaleString('en-IN');

/** The Dashboard's two answers as the console receives them next. */
const nextFigures = (page: Page) =>
  Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/dashboard/glance')),
    page.waitForResponse((response) => response.url().endsWith('/dashboard/waiting')),
  ]).then(([glance, waiting]) => Promise.all([glance.json(), waiting.json()]));

async function openDashboard(page: Page) {
  await signIn(page);
  const figures = nextFigures(page);
  await sidebar(page).getByText('Dashboard', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
  return figures;
}

async function refresh(page: Page) {
  const figures = nextFigures(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  return figures;
}

const tile = (page: Page, label: string) => page.getByRole('link', { name: label });

test.describe('Dashboard', () => {
  test('counts a new order today and as waiting for a merchant; its tile opens those orders', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const orderNumber = `SAT-E2E-DASH-${tag}`;
    const [glanceBefore, waitingBefore] = await openDashboard(page);

    await insertOrders([
      { orderNumber, customerName: `Dashboard ${tag}`, status: 'placed', items: [] },
    ]);
    const [glance, waiting] = await refresh(page);
    // One test runs at a time: the new order is the only change.
    expect(glance.today.orders).toBe(glanceBefore.today.orders + 1);
    expect(waiting.unaccepted.count).toBe(waitingBefore.unaccepted.count + 1);

    await expect(page.locator('[data-figure="orders"] .dashboard-figure__value')).toHaveText(
      count(glance.today.orders),
    );
    const unaccepted = tile(page, 'Placed, not accepted by a merchant');
    await expect(unaccepted).toContainText(count(waiting.unaccepted.count));
    expect(await accessibilityViolations(page)).toEqual([]);

    await unaccepted.click();
    await expect(page).toHaveURL(atPlace('/order-management', { status: 'placed', sort: '1' }));
    await expect(totalItems(page)).toHaveText(`Total Items: ${waiting.unaccepted.count}`);
    await searchBy(page, 'Order ID', orderNumber);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(orderNumber);
  });

  test('opens the orders ready to pick without a driver from their tile', async ({ page }) => {
    const tag = uniqueTag();
    await openDashboard(page);
    await insertOrders([
      {
        orderNumber: `SAT-E2E-READY-${tag}`,
        customerName: `Ready ${tag}`,
        status: 'readyToPick',
        items: [],
      },
    ]);
    const [, waiting] = await refresh(page);
    expect(waiting.readyWithoutDriver.count).toBeGreaterThan(0);

    const ready = tile(page, 'Ready to pick, no driver');
    await expect(ready).toContainText(count(waiting.readyWithoutDriver.count));
    await ready.click();
    await expect(page).toHaveURL(
      atPlace('/order-management', { status: 'readyToPick', withoutDriver: 'true', sort: '1' }),
    );
    await expect(totalItems(page)).toHaveText(`Total Items: ${waiting.readyWithoutDriver.count}`);
  });
});
