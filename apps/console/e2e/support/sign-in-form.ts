import type { Page } from '@playwright/test';
import { admin, type Credentials } from './credentials.js';

/** Fills and submits the sign-in form the page shows, as an operator sent there would. */
export async function submitSignIn(page: Page, credentials: Credentials = admin): Promise<void> {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The shell's top bar: on a phone the sidebar is a closed drawer. A password check (Argon2,
  // memory-hard) and the app's first load: twice an action's wait, for a busy machine (a CI run
  // once took more than 10 s here, every other sign-in of the run well under).
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
}
