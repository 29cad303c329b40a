import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { admin, type Credentials } from './credentials.js';
import { insertOperator } from './marketplace.js';
import { submitSignIn } from './sign-in-form.js';

/**
 * What the tests share: `test` and `expect` are @playwright/test's own (each test's `page` lives
 * in a fresh browser context, so no storage leaks from one test into the next), and the steps
 * and places an operator goes through.
 */
export { expect, test } from '@playwright/test';
export { admin, submitSignIn };

export async function signIn(page: Page, credentials: Credentials = admin): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, credentials);
}

/**
 * Signs in as a new operator of `role` (issue 30), with the first administrator's password;
 * returns their username.
 */
export async function signInAs(
  page: Page,
  role: Parameters<typeof insertOperator>[0],
): Promise<string> {
  const username = await insertOperator(role);
  await signIn(page, { username, password: admin.password });
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  return username;
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** A URL whose path is `path` (the sign-in page, the shell at `/`, the 404 page). */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path;

/**
 * A URL of the shell showing the section at `hashPath` (`/banners`). Only the hash's path part
 * counts: what follows it is the section's list query, which these tests do not pin down.
 */
export const inSection =
  (hashPath: string) =>
  (url: URL): boolean =>
    url.pathname === '/' && url.hash.split('?')[0] === `#${hashPath}`;

/**
 * A URL of the shell at a place: the section at `hashPath` with exactly this applied query (in
 * any order) and open record (`open`), as the URL hash carries them.
 */
export const atPlace =
  (hashPath: string, query: Readonly<Record<string, string>> = {}) =>
  (url: URL): boolean => {
    const [path, search = ''] = url.hash.split(/\?(.*)/s);
    const inUrl = [...new URLSearchParams(search)].sort().join('&');
    const wanted = Object.entries(query).sort().join('&');
    return url.pathname === '/' && path === `#${hashPath}` && inUrl === wanted;
  };

/** Logs out through the profile menu and its confirmation, as an operator does. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: admin.username }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await dialogButton(page, 'Confirm').click();
  await expect(page.getByText('Welcome Back')).toBeVisible();
}

/** What the console keeps in localStorage for the session (`token`, `adminInfo`). */
export const stored = (page: Page, key: 'token' | 'adminInfo'): Promise<string | null> =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Waits until the session is gone from the browser's storage. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect.poll(() => stored(page, 'token')).toBeNull();
  await expect.poll(() => stored(page, 'adminInfo')).toBeNull();
}

/**
 * The 401 rule as the operator sees it: the session has ended with its toast, the sign-in page
 * shows, and no dialog (an error dialog, or the form the write came from) is left over it.
 */
export async function expectSessionEnded(page: Page): Promise<void> {
  await expect(page.getByText('Invalid or expired token. Login Again')).toBeVisible();
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
  await expectSignedOut(page);
  await expect(openDialog(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
