import type { Locator, Page } from '@playwright/test';
import { searchBy, table } from './support/data-table.js';
import {
  customerStatus,
  driverSettlementsOf,
  insertBanner,
  insertCompetitions,
  insertCoupon,
  insertCustomers,
  insertDeliveredSale,
  insertDriver,
  insertDriverDelivery,
  insertMerchant,
  insertSchool,
  uniqueTag,
} from './support/marketplace.js';
import { expect, inSection, sidebar, signIn, test } from './support/operator.js';
import { callFromPage, expectNotAllowedAt, invitedOperator } from './support/roles.js';

/**
 * Issue 30's "Done when": operators of different roles, each made as an Administrator makes one
 * (invited through the API, their password set with the one-time link), use the real console
 * and server.
 */

const content = (page: Page) => page.locator('main');

/**
 * The names of the buttons that change something, as every screen words them ("Find" is the
 * order's assignment; the top bar's "Find anything" only reads).
 */
const changing =
  /^(Add|Create|New|Edit|Delete|Remove|Settle|Assign|Import|Upload|Export|Disable|Enable|Invite|Onboard|Save|Find(?! anything)|Verify|Revert|Set all|End session|Earning report|Download products)/i;

/**
 * Nothing on the screen changes anything: no button of a change, no switch, no row to choose
 * for a bulk change, no status or role offered for change.
 */
async function expectNothingToChange(where: Locator): Promise<void> {
  await expect(where.getByRole('button', { name: changing })).toHaveCount(0);
  await expect(where.getByRole('switch')).toHaveCount(0);
  await expect(where.getByRole('checkbox')).toHaveCount(0);
  await expect(where.getByRole('combobox', { name: /^(Status|Role), / })).toHaveCount(0);
}

async function signInAs(page: Page, credentials: { username: string; password: string }) {
  await signIn(page, credentials as Parameters<typeof signIn>[1]);
  await expect(page.getByRole('button', { name: credentials.username })).toBeVisible();
}

const refusedFor = (role: string, words: string, permission: string) => ({
  status: 403,
  body: {
    message: `Your role (${role}) does not allow this: you may not ${words} (${permission}).`,
    code: 'role.not_permitted',
  },
});

test.describe('a Catalogue operator', () => {
  test('cannot see or call settlements', async ({ page, request }) => {
    const tag = uniqueTag();
    const storeName = `Catalogue Walk ${tag}`;
    const merchantId = await insertMerchant({ storeName, merchantName: 'Asha' });
    // Money is due both ways: an Administrator would be offered to settle each.
    await insertDeliveredSale(merchantId, tag);
    const driverId = await insertDriver({ firstName: 'Ravi', lastName: tag });
    await insertDriverDelivery(driverId, tag);
    await signInAs(page, await invitedOperator(request, 'Catalogue'));

    // No section where money is paid: Delivery Boys is not in the sidebar.
    await expect(sidebar(page).getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Delivery Boys' })).toHaveCount(0);

    // Merchants shows the store, with no settle button, earning report or earning figure.
    await sidebar(page).getByRole('link', { name: 'Merchants' }).click();
    await searchBy(page, 'Store name', storeName);
    await expect(table(page).getByRole('cell', { name: storeName, exact: true })).toBeVisible();
    await expect(table(page).getByRole('button', { name: /^Settle/ })).toHaveCount(0);
    await expect(table(page).getByRole('button', { name: /^Earning report/ })).toHaveCount(0);
    await expect(content(page).getByRole('button', { name: /Earning Report|Settle/ })).toHaveCount(
      0,
    );

    // A link to where drivers are paid shows the not-allowed page, not the screen.
    await expectNotAllowedAt(page, '/delivery', 'Catalogue', 'Drivers');
    await expect(content(page).getByRole('button', { name: /Settle/ })).toHaveCount(0);

    // Asked from the page by hand, the server refuses to pay either, or to show what is due.
    expect(
      await callFromPage(page, 'POST', '/admin/create-transaction', {
        transactionId: `TXN-${tag}`,
        transactionAmount: 10,
        merchantId,
      }),
    ).toEqual(refusedFor('Catalogue', 'settle settlements', 'settlements:settle'));
    expect(
      await callFromPage(page, 'POST', '/driver/update-driver-amount', {
        type: 'earning',
        amount: 40,
        driverId,
      }),
    ).toEqual(refusedFor('Catalogue', 'settle settlements', 'settlements:settle'));
    expect(
      await callFromPage(page, 'GET', `/merchants/get-merchant-earnings/${merchantId}`),
    ).toEqual(refusedFor('Catalogue', 'see settlements', 'settlements:read'));
    expect(await driverSettlementsOf(driverId)).toEqual([]);
  });
});

test.describe('a Viewer', () => {
  test('changes nothing: every section shows no write control, and writes by hand are refused', async ({
    page,
    request,
  }) => {
    // Every section in turn, with a search in most.
    test.slow();
    const tag = uniqueTag();
    const names = {
      customer: `Viewer Walk ${tag}`,
      store: `Viewer Store ${tag}`,
      driver: `Ravi ${tag}`,
      banner: `Viewer Banner ${tag}`,
      coupon: `Viewer Coupon ${tag}`,
      school: `Viewer School ${tag}`,
      competition: `Viewer Competition ${tag}`,
    };
    const [customerId] = await insertCustomers([{ name: names.customer, status: 'active' }]);
    const merchantId = await insertMerchant({ storeName: names.store, merchantName: 'Asha' });
    const sale = await insertDeliveredSale(merchantId, tag);
    const driverId = await insertDriver({ firstName: 'Ravi', lastName: tag });
    await insertDriverDelivery(driverId, tag);
    await insertBanner({
      title: names.banner,
      type: 'none',
      redirectId: null,
      bannerUrl: 'https://example.com/banner.png',
    });
    const couponId = await insertCoupon(`VIEW${tag.toUpperCase()}`, names.coupon);
    await insertSchool(names.school);
    const [competitionId] = await insertCompetitions([names.competition]);
    await signInAs(page, await invitedOperator(request, 'Viewer'));

    /** Opens a section from the sidebar, finds the test's row where a filter finds it. */
    const open = async (section: string, heading: string) => {
      await sidebar(page).getByRole('link', { name: section, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    };
    const shows = (text: string) =>
      expect(content(page).getByText(text, { exact: true }).first()).toBeVisible();

    await open('Users', 'Users Management');
    await searchBy(page, 'Name', names.customer);
    await shows(names.customer);
    // Its status reads as a word, not a choice.
    await expect(table(page).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await expectNothingToChange(content(page));

    await open('Merchants', 'Merchant Management');
    await searchBy(page, 'Store name', names.store);
    await shows(names.store);
    await expectNothingToChange(content(page));

    await open('Delivery Boys', 'Drivers');
    await searchBy(page, 'Name', names.driver);
    await shows(names.driver);
    await expectNothingToChange(content(page));

    await open('Products', 'Products');
    await searchBy(page, 'Title', sale.title);
    await shows(sale.title);
    await expectNothingToChange(content(page));

    await open('Categories', 'Categories');
    await searchBy(page, 'Name', `stationery-${tag}`);
    await shows(`stationery-${tag}`);
    await expectNothingToChange(content(page));

    await open('Banners', 'Banners');
    await searchBy(page, 'Title', names.banner);
    await shows(names.banner);
    await expectNothingToChange(content(page));

    await open('Coupon Management', 'Coupon Management');
    await searchBy(page, 'Name', names.coupon);
    await shows(names.coupon);
    await expectNothingToChange(content(page));

    await open('Special Category', 'Management');
    await content(page).getByLabel('Search schools').fill(names.school);
    await shows(names.school);
    await expectNothingToChange(content(page));
    await content(page).getByRole('tab', { name: 'Competition' }).click();
    // Found by its name: earlier tests may have made more competitions than the first page holds.
    await content(page).getByLabel('Search competitions').fill(names.competition);
    await shows(names.competition);
    await expectNothingToChange(content(page));

    await open('Sales Track', 'Sales Management');
    await expectNothingToChange(content(page));

    await open('Order Management', 'Order Management');
    await searchBy(page, 'Order ID', sale.orderNumber);
    await table(page).getByRole('link', { name: sale.orderNumber }).click();
    await expect(page.getByText(`Order ${sale.orderNumber}`).first()).toBeVisible();
    await expectNothingToChange(page.locator('body'));

    // Product Management only changes things: not in the sidebar, and a link to it is refused.
    await expect(sidebar(page).getByRole('link', { name: 'Product Management' })).toHaveCount(0);
    await expectNotAllowedAt(page, '/product-management', 'Viewer', 'Product Management');

    // Settings: the Team and the roles to read, nothing to invite, give, disable or make.
    await page.goto('/#/settings');
    await expect(page).toHaveURL(inSection('/settings'));
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Viewer Built in/ })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Invite an operator' })).toHaveCount(0);
    await expectNothingToChange(content(page));

    // By hand, every kind of write is refused, and nothing changed.
    const writes: readonly [string, string, object?][] = [
      ['PUT', `/user/status/${customerId}`, { status: 'suspended' }],
      ['PUT', `/merchants/update-merchant-status/${merchantId}`, { status: 'inactive' }],
      ['PUT', `/driver/update-driver-status/${driverId}`, { status: 'inactive' }],
      ['PATCH', `/catalogs/products/admin-product-disabled/${sale.productId}`, {}],
      ['POST', '/catalogs/categories', {}],
      ['POST', '/sales/banners', {}],
      ['PATCH', `/admin/update-coupon/${couponId}`, { name: 'Changed' }],
      ['POST', '/catalogs/categories/special/school', {}],
      ['PUT', `/catalogs/categories/special/competition/${competitionId}`, {}],
      ['POST', '/admin/create-transaction', { transactionAmount: 1, merchantId }],
      ['POST', '/driver/update-driver-amount', { type: 'earning', amount: 1, driverId }],
      ['POST', '/bulk-runs', { action: 'users.status', status: 'suspended' }],
      ['POST', '/exports', { list: 'users' }],
      ['POST', '/admin/roles', { name: `Viewer made ${tag}`, permissions: ['users:read'] }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await callFromPage(page, method, path, body);
      expect({ call: `${method} ${path}`, ...answer }).toMatchObject({
        call: `${method} ${path}`,
        status: 403,
        body: {
          code: 'role.not_permitted',
          message: expect.stringMatching(/^Your role \(Viewer\)/),
        },
      });
    }
    expect(await customerStatus(customerId!)).toBe('active');
    expect(await driverSettlementsOf(driverId)).toEqual([]);
  });
});
