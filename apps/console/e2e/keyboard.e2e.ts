import type { Locator, Page } from '@playwright/test';
import { rows, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  insertDeliveredSale,
  insertMerchant,
  insertOrders,
  insertSchool,
  insertShop,
  uniqueTag,
} from './support/marketplace.js';
import { accessibilityViolations, expect, inSection, signIn, test } from './support/operator.js';

/*
 * An operator who never touches the mouse: the section by `g` and its letter, the filters by Tab
 * and typing, the rows by j, k, x and Enter, the cards by j, k and Enter, dialogs by Tab, typing
 * and Enter. Nothing here clicks.
 */

/** Presses `keys` one after the other, as typed. */
async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** Whether `target` holds focus (inside its shadow root, if it lies in one). */
const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate(
    (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
  );

/**
 * Presses Tab until `target` has focus, as an operator tabs to a control; fails when it is not
 * reached within `most` presses (it is then not reachable by keyboard).
 */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens the table's filters and searches `filter` for `value`, by keyboard. */
async function searchByKeyboard(page: Page, filter: string, value: string): Promise<void> {
  await tabTo(page, table(page).getByRole('button', { name: 'Filters' }));
  await page.keyboard.press('Enter');
  await tabTo(page, table(page).getByLabel(filter, { exact: true }));
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Tabs out of the filter fields to Search, where letters are no longer typed. */
const leaveFilters = (page: Page): Promise<void> =>
  tabTo(page, table(page).getByRole('button', { name: 'Search', exact: true }));

/** The row j and k made active. */
const activeRow = (page: Page) => table(page).locator('tr[data-active]');

test.describe('keyboard', () => {
  // Many key presses each, one after the other: three times the usual budget.
  test.beforeEach(() => test.slow());

  test('walks a list: g m to Merchants, j and k through rows, x selects, Enter opens', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const stores = [`${tag} Keys Alpha`, `${tag} Keys Beta`];
    await signIn(page);
    for (const storeName of stores) await insertMerchant({ storeName, merchantName: 'Meera' });

    await press(page, 'g', 'm');
    await expect(page).toHaveURL(inSection('/merchants'));
    await expect(page.getByRole('heading', { name: 'Merchant Management' })).toBeVisible();

    // Typed into a field, g and m are letters, not shortcuts.
    await tabTo(page, table(page).getByRole('button', { name: 'Filters' }));
    await page.keyboard.press('Enter');
    const storeFilter = table(page).getByLabel('Store name', { exact: true });
    await tabTo(page, storeFilter);
    await press(page, 'g', 'u');
    await expect(storeFilter).toHaveValue('gu');
    await expect(page).toHaveURL(inSection('/merchants'));
    await press(page, 'Backspace', 'Backspace');
    await page.keyboard.type(tag);
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveText([/Keys (Alpha|Beta)/, /Keys (Alpha|Beta)/]);

    // Out of the fields (Tab to Search), j reaches the rows.
    await leaveFilters(page);
    await press(page, 'j');
    await expect(activeRow(page)).toHaveCount(1);
    const first = (await activeRow(page).textContent())?.includes(stores[0]!) ? 0 : 1;
    const [firstStore, secondStore] = [stores[first]!, stores[1 - first]!];
    await expect(activeRow(page)).toContainText(firstStore);
    await expect(activeRow(page)).toBeFocused();

    await press(page, 'j');
    await expect(activeRow(page)).toContainText(secondStore);
    await press(page, 'x');
    await expect(
      table(page).getByRole('checkbox', { name: `Select ${secondStore}` }),
    ).toBeChecked();
    await press(page, 'k');
    await expect(activeRow(page)).toContainText(firstStore);
    await expect(
      table(page).getByRole('checkbox', { name: `Select ${firstStore}` }),
    ).not.toBeChecked();

    // Enter: the row's first action, Product tools, opens for that merchant.
    await press(page, 'Enter');
    await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
    await expect(page.getByRole('article', { name: firstStore })).toBeVisible();
  });

  test("walks cards: g s to Special Category, j and k through the schools' cards, Enter edits one", async ({
    page,
  }) => {
    const tag = uniqueTag();
    for (const name of [`${tag} Keys Academy`, `${tag} Keys Vidyalaya`]) await insertSchool(name);
    await signIn(page);

    await press(page, 'g', 's');
    await expect(page.getByRole('heading', { name: 'Management' })).toBeVisible();
    const feed = page.getByRole('feed', { name: 'Schools' });
    const cards = feed.getByRole('article');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search schools' }));
    // The search runs once typing pauses and shows its cards afresh: the walk starts on those (the
    // first page may already show just these two, which the search then replaces).
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/special/schools?') &&
        response.url().includes(`schoolName=${tag}`),
    );
    await page.keyboard.type(tag);
    await searched;
    await expect(cards).toHaveCount(2);

    // Out of the field (Tab to Add School), j reaches the cards: the first, then the next; k goes back.
    await tabTo(page, page.getByRole('button', { name: 'Add School' }));
    await press(page, 'j');
    await expect(cards.nth(0)).toBeFocused();
    await press(page, 'j');
    await expect(cards.nth(1)).toBeFocused();
    await press(page, 'k');
    await expect(cards.nth(0)).toBeFocused();

    // Enter: the card's main action, Edit, for that school.
    const name = await cards.nth(0).getAttribute('aria-label');
    await press(page, 'Enter');
    const dialog = formDialog(page, 'Update School');
    await expect(dialog.getByLabel('School name')).toHaveValue(name!);
  });

  test('fills and submits a dialog: a merchant settled by Tab, typing and Enter', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const storeName = `${tag} Keys Settle`;
    const merchantId = await insertMerchant({ storeName, merchantName: `Ravi ${tag}` });
    await insertDeliveredSale(merchantId, tag);
    await signIn(page);
    await press(page, 'g', 'm');
    await searchByKeyboard(page, 'Store name', storeName);
    await expect(rows(page)).toHaveText([new RegExp(storeName)]);

    const settle = table(page).getByRole('button', { name: `Settle earning, ${storeName}` });
    await tabTo(page, settle);
    await page.keyboard.press('Enter');
    const dialog = formDialog(page, `Settle earning of ${storeName}`);
    await expect(dialog.getByLabel('Merchant ID')).toHaveValue(merchantId);
    await tabTo(page, dialog.getByLabel('Transaction ID'));
    await page.keyboard.type(`UTR-${tag}`);
    await tabTo(page, dialog.getByLabel('Amount (₹)'));
    await page.keyboard.type('120.50');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Earning settle successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(settle).toBeFocused();
  });

  test('assigns an order by keyboard: the order opened with Enter, its merchants chosen, Assign', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const store = `${tag} Keys Shop`;
    const notebook = `Notebook ${tag}`;
    const {
      merchantId,
      productIds: [notebookId],
    } = await insertShop({ storeName: store, merchantName: `Ravi ${tag}` }, tag, [
      { title: notebook, brand: 'Classmate', price: 60 },
    ]);
    const orderNumber = `SAT-E2E-${tag}-K`;
    await insertOrders([
      {
        orderNumber,
        customerName: `Asha ${tag}`,
        status: 'placed',
        items: [
          { productId: notebookId!, price: 60, quantity: 1, possibleMerchants: [merchantId] },
        ],
      },
    ]);
    await signIn(page);

    await press(page, 'g', 'o');
    await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    await searchByKeyboard(page, 'Order ID', orderNumber);
    await expect(rows(page)).toHaveText([new RegExp(orderNumber)]);
    await leaveFilters(page);
    await press(page, 'j', 'Enter');
    await expect(
      page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }),
    ).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Assign Merchants' }));
    await page.keyboard.press('Enter');
    const dialog = formDialog(page, 'Assign Merchants');
    const merchant = dialog.getByRole('combobox', { name: `Merchant for ${notebook}` });
    await tabTo(page, merchant);
    await press(page, 'ArrowDown');
    await expect(page.getByRole('option', { name: store })).toBeVisible();
    await press(page, 'ArrowDown', 'Enter');
    await expect(dialog.getByText('1/1', { exact: true })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Assign', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Merchants assigned to 1 products')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Assigned to ${store}`)).toBeVisible();
  });

  test('? lists the shortcuts of the sections the role may open, with no accessibility violations', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
    await press(page, 'Shift+Slash');
    const dialog = formDialog(page, 'Keyboard shortcuts');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Go to Order Management')).toBeVisible();
    await expect(dialog.getByText('Select or unselect the row')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Under the dialog, g and a letter do nothing; Escape closes it, and they work again.
    await press(page, 'g', 'u');
    await expect(dialog).toBeVisible();
    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    await press(page, 'g', 'u');
    await expect(page).toHaveURL(inSection('/users'));
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
