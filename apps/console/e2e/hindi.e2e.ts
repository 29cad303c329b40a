import type { Page } from '@playwright/test';
import { rows, table } from './support/data-table.js';
import {
  insertOperator,
  insertOrders,
  insertShop,
  keepOperatorLanguage,
  operatorLanguage,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  admin,
  expect,
  openDialog,
  signInAs,
  test,
} from './support/operator.js';
import { openScreen, screens } from './support/screens.js';

/** The shell's title once signed in, in Hindi ("Dashboard"). */
const hindiShellTitle = (page: Page) => page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 });

/** The profile menu's language, as assistive technology reads it (open or closed). */
const languageItem = (page: Page, name: 'English' | 'हिन्दी') =>
  page.getByRole('menuitemcheckbox', { name, exact: true, includeHidden: true });

/**
 * Chooses `name` in the profile menu of `username` and waits until the server keeps it and the
 * console has loaded again in it.
 */
async function chooseLanguage(page: Page, username: string, name: 'English' | 'हिन्दी') {
  await page.getByRole('button', { name: username }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/admin/preferences') &&
      response.request().method() === 'PATCH' &&
      response.ok(),
  );
  const reloaded = page.waitForEvent('load');
  await languageItem(page, name).click();
  await saved;
  await reloaded;
}

/** Signs in on the sign-in page of a browser that prefers Hindi. */
async function signInInHindi(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('यूज़रनेम').fill(username);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await hindiShellTitle(page).waitFor();
}

test.describe('Hindi', () => {
  // Signing in, loading the console again and axe's walks: on a machine busy with other work
  // that takes longer than the suite's 30 s, which says nothing about the console.
  test.describe.configure({ timeout: 180_000 });

  test('chosen in the profile menu, every section speaks it, with no accessibility violations', async ({
    page,
  }) => {
    // An operator of this test alone: the language is kept per operator.
    const username = await signInAs(page, 'administrator');
    await page.getByRole('button', { name: username }).click();
    await expect(page.getByText('Language', { exact: true })).toBeVisible();
    await expect(languageItem(page, 'English')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    // Closed before it is opened again: a click while the menu is still closing leaves it shut.
    await expect(page.getByText('Language', { exact: true })).toBeHidden();

    await chooseLanguage(page, username, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(hindiShellTitle(page)).toBeVisible();
    expect(await operatorLanguage(username)).toBe('hi');

    test.setTimeout(screens.length * 60_000);
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await openScreen(page, screen, 'hi');
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });

  test('is kept through a reload and in another browser, from the server', async ({
    page,
    browser,
  }) => {
    const username = await signInAs(page, 'administrator');
    await chooseLanguage(page, username, 'हिन्दी');
    await expect(hindiShellTitle(page)).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(hindiShellTitle(page)).toBeVisible();
    await page.getByRole('button', { name: username }).click();
    await expect(languageItem(page, 'हिन्दी')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitem', { name: 'लॉग आउट' })).toBeVisible();

    // Another browser, which prefers English: its sign-in page is English, then the operator's
    // language (the server's) wins.
    const elsewhere = await browser.newContext({ locale: 'en-IN' });
    try {
      const theirs = await elsewhere.newPage();
      await theirs.goto('/login');
      await expect(theirs.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await theirs.getByLabel('Username').fill(username);
      await theirs.getByLabel('Password', { exact: true }).fill(admin.password);
      await theirs.getByRole('button', { name: 'Sign In' }).click();
      await expect(hindiShellTitle(theirs)).toBeVisible();
      await expect(theirs.locator('html')).toHaveAttribute('lang', 'hi');

      // And back to English there, which the server keeps.
      await chooseLanguage(theirs, username, 'English');
      await expect(theirs.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(theirs.locator('html')).toHaveAttribute('lang', 'en');
      expect(await operatorLanguage(username)).toBe('en');
    } finally {
      await elsewhere.close();
    }
  });

  test.describe('in a browser that prefers Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test('the sign-in page speaks Hindi, with no accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
      await expect(page.getByLabel('यूज़रनेम')).toHaveAttribute('placeholder', 'अपना यूज़रनेम डालें');
      await page.getByRole('button', { name: 'साइन इन करें' }).click();
      await expect(page.getByText('यूज़रनेम डालना ज़रूरी है')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('tables, dialogs, money and dates speak Hindi', async ({ page }) => {
      const username = await insertOperator('administrator');
      await keepOperatorLanguage(username, 'hi');
      const tag = uniqueTag();
      const orderNumber = `HI-${tag}`;
      const {
        productIds: [productId],
      } = await insertShop({ storeName: `Hindi ${tag}`, merchantName: `Hindi ${tag}` }, tag, [
        { title: `Atlas ${tag}`, brand: 'Navneet', price: 123456.5 },
      ]);
      // 27 Nov 2026, 12:26 pm in India.
      const placedAt = new Date('2026-11-27T06:56:00Z');
      const [orderId] = await insertOrders([
        {
          orderNumber,
          customerName: `Asha ${orderNumber}`,
          status: 'placed',
          items: [{ productId, price: 123456.5, quantity: 1 }],
          placedAt,
        },
      ]);
      await signInInHindi(page, username);

      // A table's own texts: its pager and buttons.
      await openScreen(page, screens.find(({ path }) => path === '/order-management')!, 'hi');
      await expect(rows(page).first()).toBeVisible();
      await expect(table(page).getByText(/\d+ में से पेज 1/)).toBeVisible();
      await expect(table(page).getByRole('button', { name: 'अगला' })).toBeVisible();

      // Money with Indian grouping, and a date in Hindi.
      await page.goto(`/#/order-management?open=${orderId}`);
      const details = page.getByRole('region', { name: `ऑर्डर ${orderNumber}` });
      await expect(details.getByText('₹1,23,456.50').first()).toBeVisible();
      const hindiDate = new Intl.DateTimeFormat('hi-IN', {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'medium',
      }).format(placedAt);
      await expect(details.getByText(hindiDate)).toBeVisible();

      // A shared rule's words built from its values, under the field (nothing is saved).
      await page.goto('/#/settings');
      const settings = page.getByRole('form', { name: 'सेटिंग्स' });
      await settings.getByLabel('सेटलमेंट मंज़ूरी की सीमा (₹)').fill('0');
      await settings.getByRole('button', { name: 'सेटिंग्स सेव करें' }).click();
      await expect(settings.getByText('1 से 10,00,00,000 तक की वैल्यू डालें')).toBeVisible();

      // A dialog: its text and its buttons.
      await page.getByRole('button', { name: username }).click();
      await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
      await expect(openDialog(page).getByText('क्या आप सच में लॉग आउट करना चाहते हैं?')).toBeVisible();
      await expect(openDialog(page).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});
