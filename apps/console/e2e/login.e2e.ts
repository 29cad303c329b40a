import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  accessibilityViolations,
  admin,
  consoleUrl,
  dialogButton,
  openDialog,
  signIn,
  test,
} from './support/operator.js';

const loginCalls = (target: Page): string[] => {
  const calls: string[] = [];
  target.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/login')) calls.push(request.url());
  });
  return calls;
};

describe('signing in', () => {
  test('shows the sign-in form with its texts and no accessibility violations', async ({
    page,
  }) => {
    await page.goto(consoleUrl('/login'));
    await page.getByText('Welcome Back').waitFor();
    await page.getByText('Please sign in to access your account').waitFor();
    expect(await page.getByLabel('Username').getAttribute('placeholder')).toBe(
      'Enter your username',
    );
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('placeholder')).toBe('Enter your password');
    expect(await password.getAttribute('type')).toBe('password');

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('validates under the fields on submit without calling the server', async ({ page }) => {
    const calls = loginCalls(page);
    await page.goto(consoleUrl('/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Username').fill('   ');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    expect(calls).toEqual([]);
  });

  test('keeps the operator on the form with the server text after a wrong password', async ({
    page,
  }) => {
    await page.goto(consoleUrl('/login'));
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.getByRole('dialog', { name: 'Login Failed' }).waitFor();
    const dialog = openDialog(page);
    await dialog.getByText('Invalid username or password').waitFor();
    await dialogButton(page, 'Close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Username').inputValue()).toBe(admin.username);
  });

  test('signs in, greets with the server message and opens the shell on Users', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByText('Login successful').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: admin.username }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const adminInfo = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('adminInfo') ?? 'null'),
    );
    expect(token).toMatch(/\S{20,}/);
    expect(adminInfo).toMatchObject({ username: admin.username });
    expect(adminInfo.id).toMatch(/^[0-9a-f]{24}$/);
  });

  test('sends a signed-in operator from /login to the shell', async ({ page }) => {
    await signIn(page);
    await page.goto(consoleUrl('/login'));
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('sends a visitor without a token from / to /login', async ({ page }) => {
    await page.goto(consoleUrl('/'));
    await page.getByText('Welcome Back').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
