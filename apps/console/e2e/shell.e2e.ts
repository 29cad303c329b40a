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

const sidebar = (target: Page) => target.getByRole('navigation', { name: 'Sidebar' });

const sidebarLabels = [
  'Dashboard',
  'Users',
  'Merchants',
  'Delivery Boys',
  'Product Management',
  'Products',
  'Categories',
  'Banners',
  'Coupon Management',
  'Special Category',
  'Sales Track',
  'Order Management',
];

describe('the shell', () => {
  test('lists the twelve sections in order under the brand, with no accessibility violations', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByText('Satchel Admin').first().waitFor();
    const entries = await sidebar(page)
      .getByRole('link')
      .or(sidebar(page).getByRole('button'))
      .all();
    const labels = (await Promise.all(entries.map((entry) => entry.textContent()))).map((text) =>
      (text ?? '').trim(),
    );
    expect(labels.filter((label) => sidebarLabels.includes(label))).toEqual(sidebarLabels);

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('keeps the section through a reload and walks back with the browser', async ({ page }) => {
    await signIn(page);
    await sidebar(page).getByText('Merchants', { exact: true }).click();
    await page.waitForURL(/#\/merchants$/);
    await sidebar(page).getByText('Dashboard', { exact: true }).click();
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/dashboard');

    await page.goBack();
    await page.waitForURL(/#\/merchants$/);
    await page.getByRole('heading', { name: 'Merchant Management' }).waitFor();
  });

  test('collapses and reopens the sidebar', async ({ page }) => {
    await signIn(page);
    const toggle = page.getByRole('button', { name: /sidebar/i });
    const openWidth = (await sidebar(page).boundingBox())?.width ?? 0;
    await toggle.click();
    await page.waitForFunction(
      (width: number) =>
        (document.querySelector('nav[aria-label="Sidebar"]')?.getBoundingClientRect().width ??
          width) < width,
      openWidth,
    );
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('asks before logging out, and logging out ends the session on the server', async ({
    page,
  }) => {
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));

    await page.getByRole('button', { name: admin.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).waitFor();
    await openDialog(page).getByText('Are you sure you want to log out?').waitFor();
    await dialogButton(page, 'Cancel').click();
    await openDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: admin.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialogButton(page, 'Confirm').click();
    await page.getByText('Welcome Back').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const reuse = await page.request.post(consoleUrl('/api/v1/admin/logout'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status()).toBe(401);
  });
});

describe('the 404 page', () => {
  test('answers an unknown path and leads home', async ({ page }) => {
    await page.goto(consoleUrl('/no/such/page'));
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Page Not Found').waitFor();
    await page.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await page.getByText('Welcome Back').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
