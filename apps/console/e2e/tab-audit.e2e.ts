import type { Page } from '@playwright/test';
import {
  insertBanner,
  insertCategory,
  insertCompetitions,
  insertCoupon,
  insertCustomers,
  insertDeliveredSale,
  insertDriver,
  insertMerchant,
  insertOrders,
  insertSchool,
  insertShop,
  uniqueTag,
} from './support/marketplace.js';
import { expect, sidebar, signIn, test } from './support/operator.js';
import { walkByTab } from './support/tab-audit.js';

/*
 * "Every action of every screen is reachable by keyboard alone" (issue 34): on every screen an
 * operator presses Tab from the top of the page to its end. Each visible, enabled control (link,
 * button, field, select, card) must take focus, in the order of the page, and show that it has
 * it; nothing may answer a click (a pointer cursor) without being reachable by a key.
 */

/** Each screen: the sidebar entry that opens it, and the tab shown, when not its first. */
const screens: readonly { section: string; tab?: string }[] = [
  { section: 'Dashboard' },
  { section: 'Users' },
  { section: 'Merchants' },
  { section: 'Delivery Boys' },
  { section: 'Product Management' },
  { section: 'Products' },
  { section: 'Categories' },
  { section: 'Banners' },
  { section: 'Coupon Management' },
  { section: 'Special Category' },
  { section: 'Special Category', tab: 'Competition' },
  { section: 'Sales Track' },
  { section: 'Sales Track', tab: 'Merchant' },
  { section: 'Order Management' },
  { section: 'Audit' },
  { section: 'Approvals' },
];

/** Waits until the screen has drawn what it loads: nothing in the content is busy any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const busy = (root: Document | ShadowRoot): boolean =>
          // Elements loading say so (aria-busy, `loading`); a lazy image's `loading` is no load.
          root.querySelector('[aria-busy="true"], [loading]:not(img, iframe)') !== null ||
          [...root.querySelectorAll('*')].some(
            (element) => element.shadowRoot !== null && busy(element.shadowRoot),
          );
        return busy(document);
      }),
    )
    .toBe(false);
}

test.describe('every control by Tab', () => {
  test.beforeAll(async () => {
    // One record on every list, so that the rows' links and actions are walked too.
    const tag = uniqueTag();
    const { merchantId, productIds } = await insertShop(
      { storeName: `Tab Shop ${tag}`, merchantName: `Meera ${tag}` },
      tag,
      [{ title: `Tab Atlas ${tag}`, brand: 'Oxford', price: 250 }],
    );
    await insertDeliveredSale(merchantId, tag);
    await insertMerchant({
      storeName: `Tab Pending ${tag}`,
      merchantName: 'Ravi',
      status: 'pending',
    });
    await insertDriver({ firstName: 'Tab', lastName: `Driver ${tag}` });
    await insertCustomers([{ name: `Tab Customer ${tag}` }]);
    await insertOrders([
      {
        orderNumber: `SAT-E2E-${tag}-T`,
        customerName: `Asha ${tag}`,
        status: 'placed',
        items: [
          { productId: productIds[0]!, price: 250, quantity: 1, possibleMerchants: [merchantId] },
        ],
      },
    ]);
    await insertSchool(`Tab School ${tag}`);
    await insertCompetitions([`Tab Competition ${tag}`]);
    await insertCategory(`Tab Category ${tag}`);
    await insertBanner({
      title: `Tab Banner ${tag}`,
      type: 'none',
      redirectId: null,
      bannerUrl: 'banners/tab.png',
    });
    await insertCoupon(`TAB${tag}`.toUpperCase(), `Tab Coupon ${tag}`);
  });

  for (const { section, tab } of screens) {
    test(`${tab ? `${section}, ${tab} tab` : section}: Tab reaches every control in order, each with a visible focus ring`, async ({
      page,
    }) => {
      // A press and a look for every control of the page, one after the other.
      test.setTimeout(180_000);
      await signIn(page);
      await sidebar(page).getByRole('link', { name: section, exact: true }).click();
      await settled(page);
      if (tab) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await settled(page);
      }

      const walk = await walkByTab(page);

      // The sidebar's links at least, and the screen's own controls after them.
      expect(walk.controls.length).toBeGreaterThan(15);
      expect({
        unreached: walk.unreached,
        outOfOrder: walk.outOfOrder,
        withoutRing: walk.withoutRing,
        clickableOnly: walk.clickableOnly,
      }).toEqual({ unreached: [], outOfOrder: [], withoutRing: [], clickableOnly: [] });
    });
  }
});
