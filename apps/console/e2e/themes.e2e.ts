import type { Page } from '@playwright/test';
import { searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import { insertMerchant, uniqueTag } from './support/marketplace.js';
import {
  accessibilityViolations,
  admin,
  expect,
  openDialog,
  signIn,
  signInAs,
  test,
} from './support/operator.js';
import { openScreen, screens } from './support/screens.js';

/** WCAG relative luminance of the page's background, 0 (black) to 1 (white). */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });

/** The page is painted in `theme`. */
async function expectPainted(page: Page, theme: 'light' | 'dark'): Promise<void> {
  if (theme === 'dark') await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.1);
  else await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every screen on a system that prefers ${theme}`, () => {
    test.use({ colorScheme: theme });
    // Signing in, drawing a whole screen and axe's walk of it: on a machine busy with other work
    // that takes longer than the suite's 30 s, which says nothing about the console.
    test.describe.configure({ timeout: 120_000 });

    test('the sign-in page, with no accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText('Welcome Back')).toBeVisible();
      await expectPainted(page, theme);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    for (const screen of screens) {
      test(`${screen.path}, with no accessibility violations`, async ({ page }) => {
        await signIn(page);
        await openScreen(page, screen, 'en');
        await expectPainted(page, theme);
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }

    test('an unknown page, with no accessibility violations', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectPainted(page, theme);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the profile menu and a confirmation, with no accessibility violations', async ({
      page,
    }) => {
      await signIn(page);
      await page.getByRole('button', { name: admin.username }).click();
      await expect(page.getByRole('menuitemcheckbox', { name: 'System' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(openDialog(page).getByText('Are you sure you want to log out?')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the document viewer, its missing files said, with no accessibility violations', async ({
      page,
    }) => {
      const storeName = `Theme Store ${uniqueTag()}`;
      await insertMerchant({ storeName, merchantName: 'Meera' });
      await signIn(page);
      await page.goto('/#/merchants');
      await searchBy(page, 'Store name', storeName);
      await table(page)
        .getByRole('button', { name: `View documents, ${storeName}` })
        .click();
      const dialog = formDialog(page, `Documents of ${storeName}`);
      await expect(dialog.getByText('Not uploaded', { exact: true }).first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test.describe('the theme switch', () => {
  const menuItem = (page: Page, name: 'System' | 'Light' | 'Dark') =>
    page.getByRole('menuitemcheckbox', { name, exact: true });

  async function choose(page: Page, username: string, name: 'System' | 'Light' | 'Dark') {
    await page.getByRole('button', { name: username }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/admin/preferences') &&
        response.request().method() === 'PATCH' &&
        response.ok(),
    );
    await menuItem(page, name).click();
    await saved;
  }

  /** The profile menu's theme checked, as assistive technology reads it (open or closed). */
  async function expectChecked(page: Page, name: 'System' | 'Light' | 'Dark') {
    for (const item of ['System', 'Light', 'Dark'] as const) {
      const checked = page.getByRole('menuitemcheckbox', {
        name: item,
        exact: true,
        includeHidden: true,
      });
      await expect(checked).toHaveAttribute('aria-checked', String(item === name));
    }
  }

  test('overrides the system, and is kept through a reload and in another browser', async ({
    page,
    browser,
  }) => {
    // An operator of this test alone: the first administrator's theme is every other test's.
    const username = await signInAs(page, 'administrator');
    await expectPainted(page, 'light');
    await expectChecked(page, 'System');

    await choose(page, username, 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-sat-theme', 'dark');
    await expectPainted(page, 'dark');
    await expectChecked(page, 'Dark');

    // A reload paints dark from the start, before the server has answered again.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/admin/preferences', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('button', { name: username })).toBeVisible();
    await expectPainted(page, 'dark');
    answer();
    await expectChecked(page, 'Dark');

    // Another browser, on a system that prefers light, has it from the server.
    const elsewhere = await browser.newContext({ colorScheme: 'light' });
    try {
      const theirs = await elsewhere.newPage();
      await signIn(theirs, { username, password: admin.password });
      await expectPainted(theirs, 'dark');
      await expectChecked(theirs, 'Dark');

      // Back to the system's choice there; this browser has it at its next load.
      await choose(theirs, username, 'System');
      await expect(theirs.locator('html')).not.toHaveAttribute('data-sat-theme');
      await expectPainted(theirs, 'light');
    } finally {
      await elsewhere.close();
    }
    await page.reload();
    await expectChecked(page, 'System');
    await expectPainted(page, 'light');
  });

  test('forces light on a system that prefers dark', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      const username = await signInAs(page, 'administrator');
      await expectPainted(page, 'dark');
      await choose(page, username, 'Light');
      await expectPainted(page, 'light');
      await expectChecked(page, 'Light');
    } finally {
      await context.close();
    }
  });
});
