import type { Page } from '@playwright/test';
import { searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
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
  insertProducts,
  uniqueTag,
} from './support/marketplace.js';
import { expect, sidebar, signIn, test } from './support/operator.js';

/** The sidebar's sections, in its order, with the heading each screen shows. */
const sections = [
  { label: 'Dashboard', heading: 'Analytics Dashboard' },
  { label: 'Users', heading: 'Users Management' },
  { label: 'Merchants', heading: 'Merchant Management' },
  { label: 'Delivery Boys', heading: 'Drivers' },
  { label: 'Product Management', heading: 'Product Management' },
  { label: 'Products', heading: 'Products' },
  { label: 'Categories', heading: 'Categories' },
  { label: 'Banners', heading: 'Banners' },
  { label: 'Coupon Management', heading: 'Coupon Management' },
  { label: 'Special Category', heading: 'Management' },
  { label: 'Sales Track', heading: 'Sales Management' },
  { label: 'Order Management', heading: 'Order Management' },
] as const;

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/** The sidebar's menu button in the top bar (phones). */
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** Waits until the screen shows its heading and nothing on it is still loading. */
async function expectScreenSettled(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('sat-data-table[loading], sat-infinite-grid[loading]')).toHaveCount(0);
}

/**
 * How much wider than the viewport the page is (0: it does not scroll sideways), and, to say
 * where it fails, the innermost elements that reach past the viewport's right edge.
 */
const sidewaysOverflow = (page: Page): Promise<{ by: number; past: string[] }> =>
  page.evaluate(() => {
    const past: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const reaching = element.getBoundingClientRect().right > window.innerWidth + 1;
        if (reaching && element.childElementCount === 0) past.push(element.outerHTML.slice(0, 120));
      }
    };
    visit(document);
    return { by: document.documentElement.scrollWidth - window.innerWidth, past: past.slice(0, 5) };
  });

/** The page is no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, section: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect
    .soft(overflow.by, `${section} scrolls sideways: ${overflow.past.join('\n')}`)
    .toBeLessThanOrEqual(0);
}

/**
 * Something in every section, with long names, ids, phones and amounts, as a working marketplace
 * has: each list and chart has rows to lay out.
 */
async function fillEverySection(): Promise<void> {
  const tag = uniqueTag();
  await insertCustomers([
    { name: `Customer with a rather long name ${tag}`, email: `long.address.${tag}@example.com` },
  ]);
  const merchantId = await insertMerchant({
    storeName: `Vidya Book Depot and Stationers ${tag}`,
    merchantName: `Ravi Kumar ${tag}`,
    gstNumber: '27AAPFU0939F1ZV',
  });
  await insertDeliveredSale(merchantId, tag);
  const [textbookId] = await insertProducts(merchantId, uniqueTag(), [
    {
      title: `NCERT Democratic Politics Textbook for Class 10 ${tag}`,
      brand: 'NCERT',
      price: 187,
      sku: `NCERT-DP-10-${tag}-A`,
    },
  ]);
  // A school's whole year of books: the charts' figures run to lakhs of rupees.
  await insertOrders([
    {
      orderNumber: `SAT-E2E-${tag}-L`,
      customerName: `Delhi Public School ${tag}`,
      status: 'delivered',
      items: [{ productId: textbookId!, price: 187, quantity: 12_000 }],
    },
  ]);
  await insertDriver({ firstName: 'Suresh', lastName: `Yadav ${tag}` });
  const categoryId = await insertCategory(`school-bags-${tag}`, `School bags ${tag}`);
  await insertBanner({
    title: `Back to school ${tag}`,
    type: 'category',
    redirectId: categoryId,
    categoryName: `School bags ${tag}`,
    bannerUrl: 'https://example.com/banner.png',
  });
  await insertCoupon(`SAVE${tag}`.toUpperCase(), `Back to school ${tag}`);
  await insertCompetitions([`Maths Olympiad ${tag}`]);
  await orderToAssign();
}

/** Opens a section through the sidebar, on a phone through its drawer. */
async function openThroughDrawer(page: Page, label: string): Promise<void> {
  await menuButton(page).click();
  await sidebar(page).getByRole('link', { name: label, exact: true }).click();
  await expect(sidebar(page)).toBeHidden();
}

/** An order placed of two products, each of which one merchant may supply. */
async function orderToAssign() {
  const tag = uniqueTag();
  const vidya = `Vidya ${tag}`;
  const vidyaId = await insertMerchant({ storeName: vidya, merchantName: `Ravi ${tag}` });
  const notebook = `Notebook ${tag}`;
  const pen = `Pen ${tag}`;
  const [notebookId, penId] = await insertProducts(vidyaId, tag, [
    { title: notebook, brand: 'Classmate', price: 60 },
    { title: pen, brand: 'Reynolds', price: 15 },
  ]);
  const orderNumber = `SAT-E2E-${tag}-M`;
  await insertOrders([
    {
      orderNumber,
      customerName: `Asha ${tag}`,
      status: 'placed',
      items: [
        { productId: notebookId!, price: 60, quantity: 1, possibleMerchants: [vidyaId] },
        { productId: penId!, price: 15, quantity: 2, possibleMerchants: [vidyaId] },
      ],
    },
  ]);
  return { vidya, notebook, pen, orderNumber };
}

test.describe('the layout', () => {
  test('on a phone, walks every section through the drawer and none scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fillEverySection();
    await page.setViewportSize(phone);
    await signIn(page);
    // The sidebar is a drawer a phone opens from the top bar, not a column beside the content.
    await expect(sidebar(page)).toBeHidden();

    for (const { label, heading } of sections) {
      await openThroughDrawer(page, label);
      await expectScreenSettled(page, heading);
      await expectNoSidewaysScroll(page, label);
    }
  });

  test('on a phone, finds an order, opens it and assigns merchants', async ({ page }) => {
    const { vidya, notebook, pen, orderNumber } = await orderToAssign();
    await page.setViewportSize(phone);
    await signIn(page);
    await openThroughDrawer(page, 'Order Management');
    await expectScreenSettled(page, 'Order Management');

    await searchBy(page, 'Order ID', orderNumber);
    const orderLink = table(page).getByRole('link', { name: orderNumber, exact: true });
    await orderLink.click();
    await expect(
      page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'The order');

    await page.getByRole('button', { name: 'Assign Merchants' }).click();
    const dialog = formDialog(page, 'Assign Merchants');
    for (const product of [notebook, pen]) {
      await dialog.getByRole('combobox', { name: `Merchant for ${product}` }).click();
      // This product's choices: the one before may still be closing with the same merchant.
      const choices = dialog.locator('sl-select').filter({ hasText: `Merchant for ${product}` });
      await choices.getByRole('option', { name: vidya }).click();
    }
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Merchants assigned to 2 products')).toBeVisible();
    await expect(page.getByText(`Assigned to ${vidya}`)).toHaveCount(2);
  });

  test('at 1280 px, keeps the sidebar beside the content and no section scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fillEverySection();
    await page.setViewportSize(laptop);
    await signIn(page);
    await expect(menuButton(page)).toBeHidden();

    for (const { label, heading } of sections) {
      await sidebar(page).getByRole('link', { name: label, exact: true }).click();
      await expectScreenSettled(page, heading);
      await expectNoSidewaysScroll(page, label);
    }
  });
});
