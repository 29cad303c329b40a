import type { Page } from '@playwright/test';
import {
  insertDeliveredSale,
  insertMerchant,
  insertOrders,
  insertShop,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  atPlace,
  expect,
  inSection,
  sidebar,
  signIn,
  signInAs,
  test,
} from './support/operator.js';

/** Opens the Dashboard once the change stream is open, so that no change goes unheard. */
async function openDashboard(page: Page) {
  const streamOpened = page.waitForResponse((response) =>
    /\/api\/v1\/events\?ticket=/.test(response.url()),
  );
  const queueRead = page.waitForResponse((response) => response.url().includes('/dashboard/queue'));
  await signIn(page);
  await sidebar(page).getByText('Dashboard', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
  await Promise.all([streamOpened, queueRead]);
}

/** The Dashboard as an operator of `role` sees it, once its figures have arrived. */
async function dashboardAs(page: Page, role: Parameters<typeof signInAs>[1]) {
  const waitingRead = page.waitForResponse((response) =>
    response.url().endsWith('/dashboard/waiting'),
  );
  await signInAs(page, role);
  await sidebar(page).getByText('Dashboard', { exact: true }).click();
  await waitingRead;
  await expect(page.locator('[data-tile="exportsRunning"]')).toBeVisible();
}

const queue = (page: Page) => page.getByRole('region', { name: 'Assignment queue' });
const entry = (page: Page, orderNumber: string) =>
  queue(page).locator(`[data-order="${orderNumber}"]`);
const unacceptedCount = (page: Page) =>
  page.locator('[data-tile="unaccepted"] .dashboard-tile__count');

test.describe('the assignment queue', () => {
  test('an order placed is counted and queued live; assigned from the keyboard, it leaves the queue on a second console too', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const other = await (await browser.newContext()).newPage();
    await openDashboard(page);
    await openDashboard(other);
    const before = Number((await unacceptedCount(page).textContent())?.replaceAll(',', ''));

    const store = `Queue Stationers ${tag}`;
    const {
      merchantId,
      productIds: [notebook],
    } = await insertShop({ storeName: store, merchantName: `Queue ${tag}` }, tag, [
      { title: `Notebook ${tag}`, brand: 'Classmate', price: 60 },
    ]);
    // Placed long ago, so that they head the queue whatever other tests left in it.
    const placed = (minute: number, suffix: string) => ({
      orderNumber: `SAT-E2E-Q-${tag}-${suffix}`,
      customerName: `Queue ${tag} ${suffix}`,
      status: 'placed' as const,
      placedAt: new Date(Date.UTC(2020, 0, 1, 0, minute)),
      items: [{ productId: notebook!, price: 60, quantity: 2, possibleMerchants: [merchantId] }],
    });
    const first = placed(0, 'first');
    const second = placed(1, 'second');
    await insertOrders([first, second]);

    // Counted and queued without a reload, on both consoles.
    await expect(unacceptedCount(page)).toHaveText((before + 2).toLocaleString('en-IN'), {
      timeout: 20_000,
    });
    await expect(entry(page, first.orderNumber)).toBeVisible({ timeout: 20_000 });
    await expect(entry(other, first.orderNumber)).toBeVisible({ timeout: 20_000 });
    await expect(queue(page).locator('[data-order]').first()).toHaveAttribute(
      'data-order',
      first.orderNumber,
    );
    await expect(entry(page, first.orderNumber)).toContainText(store);
    await expect(entry(page, first.orderNumber)).toContainText('1 of 1 items');
    await expect(page.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The keyboard walks the queue (j k and the arrows) and Enter assigns the suggestion.
    await entry(page, first.orderNumber).focus();
    await page.keyboard.press('j');
    await expect(entry(page, second.orderNumber)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(entry(page, first.orderNumber)).toBeFocused();
    await expect(
      entry(page, first.orderNumber).getByRole('button', {
        name: `Assign ${first.orderNumber} to ${store}`,
      }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Order ${first.orderNumber} assigned`)).toBeVisible();
    await expect(entry(page, first.orderNumber)).toHaveCount(0);
    // The next entry takes its place under the keyboard.
    await expect(entry(page, second.orderNumber)).toBeFocused();

    // The second console sees it leave, unasked.
    await expect(entry(other, first.orderNumber)).toHaveCount(0, { timeout: 20_000 });
    await expect(entry(other, second.orderNumber)).toBeVisible();

    // Taken there by mouse: it leaves this console too.
    await entry(other, second.orderNumber)
      .getByRole('button', { name: `Assign ${second.orderNumber} to ${store}` })
      .click();
    await expect(entry(other, second.orderNumber)).toHaveCount(0);
    await expect(entry(page, second.orderNumber)).toHaveCount(0, { timeout: 20_000 });
    await other.context().close();
  });

  test('an order no merchant can supply is opened from the queue instead', async ({ page }) => {
    const tag = uniqueTag();
    const {
      productIds: [pen],
    } = await insertShop({ storeName: `Nobody ${tag}`, merchantName: `Nobody ${tag}` }, tag, [
      { title: `Pen ${tag}`, brand: 'Reynolds', price: 10 },
    ]);
    const orderNumber = `SAT-E2E-Q-${tag}-alone`;
    const [orderId] = await insertOrders([
      {
        orderNumber,
        customerName: `Alone ${tag}`,
        status: 'placed',
        placedAt: new Date(Date.UTC(2019, 0, 1)),
        items: [{ productId: pen!, price: 10, quantity: 1 }],
      },
    ]);
    await openDashboard(page);
    const alone = entry(page, orderNumber);
    await expect(alone).toContainText('No merchant can supply every product: open the order.');
    await expect(alone.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
    await alone.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPlace('/order-management', { open: orderId! }));
  });
});

test.describe('the work waiting tiles', () => {
  test('open the late deliveries, merchants due and drivers due, each its list', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const merchantId = await insertMerchant({
      storeName: `Due ${tag}`,
      merchantName: `Due ${tag}`,
    });
    await insertDeliveredSale(merchantId, tag);
    await insertOrders([
      {
        orderNumber: `SAT-E2E-LATE-${tag}`,
        customerName: `Late ${tag}`,
        status: 'outForDelivery',
        placedAt: new Date(Date.now() - 24 * 3_600_000),
        items: [],
      },
    ]);
    await openDashboard(page);

    await page.locator('[data-tile="lateDeliveries"] a').click();
    // Out for delivery and placed before the threshold, oldest first (the threshold is a time).
    await expect(page).toHaveURL((url) => {
      const [path, search] = url.hash.split('?');
      const query = new URLSearchParams(search);
      return (
        path === '#/order-management' &&
        query.get('status') === 'outForDelivery' &&
        query.get('sort') === '1' &&
        !Number.isNaN(Date.parse(query.get('placedBefore') ?? ''))
      );
    });

    await page.goBack();
    await page.locator('[data-tile="merchantsDue"] a').click();
    await expect(page).toHaveURL(inSection('/merchants'));

    await page.goBack();
    await page.locator('[data-tile="driversDue"] a').click();
    await expect(page).toHaveURL(inSection('/delivery'));
  });
});

test.describe("the Dashboard's parts by role", () => {
  const glance = (page: Page) => page.getByRole('region', { name: 'Today at a glance' });
  const tile = (page: Page, name: string) => page.locator(`[data-tile="${name}"]`);

  test('Finance sees the sales figures and money due, not the orders waiting or the queue', async ({
    page,
  }) => {
    await dashboardAs(page, 'finance');
    await expect(glance(page)).toBeVisible();
    await expect(tile(page, 'merchantsDue')).toBeVisible();
    await expect(tile(page, 'driversDue')).toBeVisible();
    await expect(tile(page, 'unaccepted')).toHaveCount(0);
    await expect(queue(page)).toHaveCount(0);
  });

  test('Support sees the orders waiting and the queue, without sales or money', async ({
    page,
  }) => {
    await dashboardAs(page, 'support');
    await expect(tile(page, 'unaccepted')).toBeVisible();
    await expect(queue(page)).toBeVisible();
    await expect(glance(page)).toHaveCount(0);
    await expect(tile(page, 'merchantsDue')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a Viewer sees the queue but no Assign button', async ({ page }) => {
    const tag = uniqueTag();
    const {
      merchantId,
      productIds: [ruler],
    } = await insertShop({ storeName: `Viewer ${tag}`, merchantName: `Viewer ${tag}` }, tag, [
      { title: `Ruler ${tag}`, brand: 'Camlin', price: 15 },
    ]);
    const orderNumber = `SAT-E2E-Q-${tag}-viewer`;
    await insertOrders([
      {
        orderNumber,
        customerName: `Viewer ${tag}`,
        status: 'placed',
        placedAt: new Date(Date.UTC(2018, 0, 1)),
        items: [{ productId: ruler!, price: 15, quantity: 1, possibleMerchants: [merchantId] }],
      },
    ]);
    await dashboardAs(page, 'viewer');
    await expect(entry(page, orderNumber)).toContainText(`Viewer ${tag}`);
    await expect(entry(page, orderNumber).getByRole('button', { name: /^Assign/ })).toHaveCount(0);
    await expect(
      entry(page, orderNumber).getByRole('link', { name: `Open order ${orderNumber}` }),
    ).toBeVisible();
  });
});
