import {
  accessibilityViolations,
  admin,
  atPath,
  dialogButton,
  expect,
  expectSignedOut,
  inSection,
  openDialog,
  sidebar,
  signIn,
  stored,
  test,
} from './support/operator.js';

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

test.describe('the shell', () => {
  test('lists the twelve sections in order under the brand, with no accessibility violations', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByText('Satchel Admin').first()).toBeVisible();
    const entries = sidebar(page).getByRole('link').or(sidebar(page).getByRole('button'));
    const sectionLabels = async () =>
      (await entries.allTextContents())
        .map((text) => text.trim())
        .filter((label) => sidebarLabels.includes(label));
    await expect.poll(sectionLabels).toEqual(sidebarLabels);

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('keeps the section through a reload and walks back with the browser', async ({ page }) => {
    await signIn(page);
    await sidebar(page).getByText('Merchants', { exact: true }).click();
    await expect(page).toHaveURL(inSection('/merchants'));
    await sidebar(page).getByText('Dashboard', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(inSection('/dashboard'));

    await page.goBack();
    await expect(page).toHaveURL(inSection('/merchants'));
    await expect(page.getByRole('heading', { name: 'Merchant Management' })).toBeVisible();
  });

  test('opens another section at its top, not where the last one was scrolled to', async ({
    page,
  }) => {
    // Short enough for every screen to scroll.
    await page.setViewportSize({ width: 1280, height: 320 });
    await signIn(page);
    const open = async (label: string, heading: string) => {
      await sidebar(page).getByText(label, { exact: true }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    };
    await open('Sales Track', 'Sales Management');
    await open('Merchants', 'Merchant Management');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);

    // The sales screen is taller than the merchants one: nothing but the section's change
    // would bring it to its top.
    await open('Sales Track', 'Sales Management');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('collapses and reopens the sidebar', async ({ page }) => {
    await signIn(page);
    const toggle = page.getByRole('button', { name: /sidebar/i });
    const width = async () => (await sidebar(page).boundingBox())?.width ?? 0;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const openWidth = await width();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(width).toBeLessThan(openWidth);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(width).toBe(openWidth);
  });

  test('asks before logging out, and logging out ends the session on the server', async ({
    page,
  }) => {
    await signIn(page);
    const token = await stored(page, 'token');

    await page.getByRole('button', { name: admin.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Logout' })).toBeVisible();
    await expect(openDialog(page).getByText('Are you sure you want to log out?')).toBeVisible();
    await dialogButton(page, 'Cancel').click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(atPath('/'));
    expect(await stored(page, 'token')).toBe(token);

    await page.getByRole('button', { name: admin.username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialogButton(page, 'Confirm').click();
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
    await expectSignedOut(page);

    const reuse = await page.request.post('/api/v1/admin/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status()).toBe(401);
  });
});

test.describe('the 404 page', () => {
  test('answers an unknown path and leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
  });
});
