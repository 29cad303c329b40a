import { expireAllSessions } from './support/marketplace.js';
import {
  expect,
  expectSessionEnded,
  inSection,
  sidebar,
  signIn,
  submitSignIn,
  test,
} from './support/operator.js';

test.describe('a session', () => {
  test('survives a reload in the section the operator was in', async ({ page }) => {
    await signIn(page);
    await sidebar(page).getByText('Banners').click();
    await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
    await expect(page).toHaveURL(inSection('/banners'));
  });

  test('that expired sends the operator to sign in, then back to where they were', async ({
    page,
  }) => {
    await signIn(page);
    await sidebar(page).getByText('Coupon Management').click();
    await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
    await expireAllSessions();

    await page.reload();
    await expectSessionEnded(page);

    await submitSignIn(page);
    await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
    await expect(page).toHaveURL(inSection('/coupon'));
  });
});
