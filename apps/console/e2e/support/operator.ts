import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const admin = { username: 'admin', password: 'e2e-admin-password' } as const;

export const consoleUrl = (path = '/'): string => new URL(path, inject('baseUrl')).href;

/** A fresh operator: its own context, so no storage leaks between tests. */
export async function newOperatorPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl') });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, credentials = admin): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
}
