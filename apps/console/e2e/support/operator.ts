import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium } from './chromium.js';
import { admin } from './credentials.js';
import { submitSignIn } from './sign-in-form.js';

export { admin, submitSignIn };

export const consoleUrl = (path = '/'): string => new URL(path, inject('baseUrl')).href;

/**
 * `test` with an operator's `page`: one Chromium per test file, and for each test a fresh
 * browser context, so no storage leaks from one test into the next.
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from this pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser }, { onCleanup }) => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    onCleanup(() => context.close());
    const page = await context.newPage();
    // Well under the test's own timeout, so a failure names the step that waited.
    page.setDefaultTimeout(10_000);
    return page;
  });

export async function signIn(page: Page, credentials = admin): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await submitSignIn(page, credentials);
}

/** The console's one dialog while it is open (title, message and buttons live in its shadow). */
export const openDialog = (page: Page) => page.locator('sat-dialog[open]');

/** A button of the open dialog's footer (the header's × is also named Close). */
export const dialogButton = (page: Page, name: 'Close' | 'Cancel' | 'Confirm') =>
  openDialog(page).locator('[part="footer"]').getByRole('button', { name, exact: true });

/** The ids of the axe rules the page as it stands breaks (none, we hope). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => violation.id);
}
