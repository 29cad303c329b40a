import pg from 'pg';
import { describe, expect, inject } from 'vitest';
import { signIn, submitSignIn, test } from './support/operator.js';

/** Lets every session of the server run out, as twelve hours would. */
async function expireAllSessions(): Promise<void> {
  const client = new pg.Client(inject('databaseUrl'));
  await client.connect();
  try {
    await client.query(`update sessions set expires_at = now() - interval '1 second'`);
  } finally {
    await client.end();
  }
}

describe('a session', () => {
  test('survives a reload in the section the operator was in', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByText('Banners').click();
    await page.getByRole('heading', { name: 'Banners' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Banners' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/banners');
  });

  test('that expired sends the operator to sign in, then back to where they were', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByText('Coupon Management').click();
    await page.getByRole('heading', { name: 'Coupon Management' }).waitFor();
    await expireAllSessions();

    await page.reload();
    await page.getByText('Invalid or expired token. Login Again').waitFor();
    await page.getByText('Welcome Back').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();

    await submitSignIn(page);
    await page.getByRole('heading', { name: 'Coupon Management' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/coupon');
  });
});
