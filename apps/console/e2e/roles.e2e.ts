import type { Page } from '@playwright/test';
import { cell, searchBy, table } from './support/data-table.js';
import {
  customerStatus,
  insertCustomers,
  insertMerchant,
  uniqueTag,
} from './support/marketplace.js';
import {
  expect,
  inSection,
  sidebar,
  signIn,
  signInAs,
  stored,
  submitSignIn,
  test,
} from './support/operator.js';
import { expectNotAllowedAt } from './support/roles.js';

/** Calls the API as the signed-in operator, as a hand-made request would. */
async function callAs(page: Page, method: 'POST' | 'PUT', path: string, data: object) {
  return page.request.fetch(`/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await stored(page, 'token')}`,
      'content-type': 'application/json',
    },
    data,
  });
}

const sidebarSections = (page: Page) => sidebar(page).getByRole('link');

test.describe('a Catalogue operator', () => {
  test('sees the catalogue and no settlement, and cannot call one', async ({ page }) => {
    const storeName = `Catalogue Books ${uniqueTag()}`;
    const merchantId = await insertMerchant({ storeName, merchantName: 'Asha' });
    await signInAs(page, 'catalogue');

    // The sections of the catalogue (and Merchants, whose stores Product Management looks up).
    await expect(sidebarSections(page)).toHaveText([
      'Dashboard',
      'Merchants',
      'Product Management',
      'Products',
      'Categories',
      'Banners',
      'Special Category',
    ]);
    // Not the spec's default section, which the role does not allow: the first that it does.
    await expect(page).toHaveURL(inSection('/dashboard'));

    await sidebar(page).getByText('Merchants').click();
    await searchBy(page, 'Store name', storeName);
    await expect(cell(page, storeName)).toBeVisible();
    await expect(
      table(page).getByRole('button', { name: `Download products CSV, ${storeName}` }),
    ).toBeVisible();
    await expect(
      table(page).getByRole('button', { name: `Settle earning, ${storeName}` }),
    ).toHaveCount(0);
    await expect(
      table(page).getByRole('button', { name: `Earning report, ${storeName}` }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Earning Report', exact: true })).toHaveCount(0);

    const settlement = await callAs(page, 'POST', '/admin/create-transaction', {
      transactionId: 'TXN-CATALOGUE',
      transactionAmount: 10,
      merchantId,
    });
    expect(settlement.status()).toBe(403);
    expect((await settlement.json()).message).toBe(
      'Your role (Catalogue) does not allow this: you may not settle settlements (settlements:settle).',
    );
  });

  test('opening a link to a section it may not use is told so, in the shell', async ({ page }) => {
    await signInAs(page, 'catalogue');
    await expectNotAllowedAt(page, '/delivery', 'Catalogue', 'Drivers');
    // The sidebar is still there to go where it may.
    await sidebar(page).getByText('Products').click();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  });
});

test.describe('a Viewer', () => {
  test('sees every list and changes nothing', async ({ page }) => {
    const name = `Viewer User ${uniqueTag()}`;
    const [customerId] = await insertCustomers([{ name, status: 'active' }]);
    await signInAs(page, 'viewer');

    await expect(sidebarSections(page)).toContainText(['Users', 'Merchants', 'Order Management']);
    await expect(sidebarSections(page)).not.toContainText(['Product Management']);

    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await searchBy(page, 'Name', name);
    await expect(cell(page, name)).toBeVisible();
    // The status reads as text, not a choice; no coupon to assign, nothing to export.
    await expect(table(page).getByLabel(`Status, ${name}`)).toHaveCount(0);
    await expect(cell(page, 'Active')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign Coupon' })).toHaveCount(0);
    await expect(table(page).getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);

    await sidebar(page).getByText('Coupon Management').click();
    await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Coupon' })).toHaveCount(0);

    // Asked by hand, the server refuses, and the user keeps their status.
    const refused = await callAs(page, 'PUT', `/user/status/${customerId}`, {
      status: 'suspended',
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('role.not_permitted');
    expect(await customerStatus(customerId!)).toBe('active');
  });
});

test.describe("an Administrator's Team", () => {
  test('invites an operator whose one-time link sets a password, then gives them another role', async ({
    page,
    browser,
  }) => {
    // Two browsers, two sign-ins, an invitation and a role change: over 30 s on a busy machine.
    test.slow();
    const username = `invited-${uniqueTag()}`;
    await signIn(page);
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    const invite = page.getByRole('form', { name: 'Invite an operator' });
    await invite.getByLabel('Username').fill(username);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Catalogue', exact: true }).click();
    await invite.getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByLabel('Invitation link').textContent();
    expect(link).toMatch(/\/set-password#[A-Za-z0-9_-]{43}$/);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Invited');

    // The invited operator, in a browser of their own.
    const theirs = await browser.newPage();
    await theirs.goto(link!);
    await expect(theirs.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await theirs.getByLabel('Password', { exact: true }).fill('their own password');
    await theirs.getByLabel('Password again').fill('their own password');
    await theirs.getByRole('button', { name: 'Set password' }).click();
    await expect(theirs.getByText('Password set. You can sign in now.')).toBeVisible();
    await submitSignIn(theirs, { username, password: 'their own password' });
    await expect(sidebarSections(theirs)).toContainText(['Products']);
    await expect(sidebarSections(theirs)).not.toContainText(['Users']);

    // Given Support instead, they see Users at their next load.
    await page.reload();
    await row.getByRole('combobox', { name: `Role, ${username}` }).click();
    await page.getByRole('option', { name: 'Support', exact: true }).click();
    await expect(page.getByText('Role changed')).toBeVisible();
    await theirs.reload();
    await expect(sidebarSections(theirs)).toContainText(['Users']);
    await expect(sidebarSections(theirs)).not.toContainText(['Products']);
    await theirs.close();
  });
});
