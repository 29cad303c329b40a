import type { Page } from '@playwright/test';
import { cell, searchBy, table } from './support/data-table.js';
import { formDialog } from './support/form-dialog.js';
import {
  insertDeliveredSale,
  insertMerchant,
  insertOperator,
  uniqueTag,
  withDatabase,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  admin,
  expect,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

/** Back to an installation that never set a threshold, for the tests that follow. */
const forgetThreshold = () =>
  withDatabase((client) =>
    client.query("delete from settings where name = 'settlementApprovalThreshold'"),
  );

test.afterEach(forgetThreshold);

/** Opens Merchant Management narrowed to one store, and its Settle earning dialog. */
async function openSettlement(page: Page, storeName: string) {
  await sidebar(page).getByText('Merchants').click();
  await expect(page.getByRole('heading', { name: 'Merchant Management' })).toBeVisible();
  await searchBy(page, 'Store name', storeName);
  await expect(cell(page, storeName)).toBeVisible();
  await table(page)
    .getByRole('button', { name: `Settle earning, ${storeName}` })
    .click();
  return formDialog(page, `Settle earning of ${storeName}`);
}

test.describe('a second pair of eyes on money (issue 30)', () => {
  test('an Administrator sets the approval threshold; bad values are said under their fields', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/#/settings');
    const panel = page.getByRole('form', { name: 'Settings' });
    const threshold = panel.getByLabel('Settlement approval threshold (₹)');
    const lateHours = panel.getByLabel('Late delivery after (hours)');
    await expect(lateHours).toHaveValue('3');
    await expect(threshold).toHaveValue('');
    await threshold.fill('0');
    await lateHours.fill('2.5');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(panel.getByText('Enter a value from 1 to 10,00,00,000')).toBeVisible();
    await expect(panel.getByText('Enter a whole number of hours')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await threshold.fill('100');
    await lateHours.fill('3');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Settings' }).getByLabel(/threshold/)).toHaveValue(
      '100',
    );
    // The Team is still there below.
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  });

  test("a Finance operator's large settlement waits for a second operator's approval, which pays it", async ({
    page,
    browser,
  }) => {
    // Two operators' browsers, each going through several sections.
    test.slow();
    const tag = uniqueTag();
    const storeName = `Approval Books ${tag}`;
    const merchantId = await insertMerchant({ storeName, merchantName: `Meera ${tag}` });
    await insertDeliveredSale(merchantId, tag);
    await signIn(page);
    await page.goto('/#/settings');
    const panel = page.getByRole('form', { name: 'Settings' });
    await panel.getByLabel('Settlement approval threshold (₹)').fill('100');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // The Finance operator, in a browser of their own, settles ₹300.00 of the ₹500.00 due.
    const finance = await browser.newPage();
    const username = await insertOperator('finance');
    await signIn(finance, { username, password: admin.password });
    // Settings are an Administrator's: a Finance operator sees the spec's placeholder there.
    await finance.goto('/#/settings');
    await expect(finance.getByText('Settings will be available here soon.')).toBeVisible();
    let dialog = await openSettlement(finance, storeName);
    await expect(dialog.locator('.money-facts')).toContainText('Due now₹500.00');
    await dialog.getByLabel('Transaction ID').fill(`UTR-${tag}`);
    await dialog.getByLabel('Amount (₹)').fill('300');
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(
      finance.getByText(
        'Settlement of ₹300.00 requested: it is paid once another operator approves it',
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // Requested, not paid: the money due is what it was.
    await table(finance)
      .getByRole('button', { name: `Settle earning, ${storeName}` })
      .click();
    await expect(dialog.locator('.money-facts')).toContainText('Due now₹500.00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Their own request waits in Approvals, with nothing for them to approve.
    await sidebar(finance).getByText('Approvals').click();
    const theirRow = finance.getByRole('row').filter({ hasText: storeName });
    await expect(theirRow).toContainText(username);
    await expect(theirRow).toContainText('Your request: another operator approves it');
    await expect(theirRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The Administrator sees it on the Dashboard, opens the list and approves it.
    await sidebar(page).getByText('Dashboard').click();
    const tile = page.locator('[data-tile="pendingApprovals"]');
    await expect(tile).toContainText('Settlements to approve');
    await tile.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: storeName });
    await expect(row).toContainText(username);
    await expect(row).toContainText('₹300.00');
    await expect(row).toContainText(`Transaction ID UTR-${tag}`);
    await expect(row.locator('time')).toHaveText(/min$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Approved: ₹300.00 paid to ${storeName}`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Paid now: ₹200.00 is due.
    dialog = await openSettlement(finance, storeName);
    await expect(dialog.locator('.money-facts')).toContainText('Due now₹200.00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await finance.close();

    // The merchant's History shows the approval: the request from pending to approved.
    await sidebar(page).getByText('Merchants').click();
    await searchBy(page, 'Store name', storeName);
    await table(page)
      .getByRole('button', { name: `History, ${storeName}` })
      .click();
    const history = formDialog(page, `History of ${storeName}`);
    const approval = history.getByRole('listitem').filter({ hasText: 'approvals.approve' });
    await expect(approval.getByText('admin', { exact: true })).toBeVisible();
    await expect(approval.getByRole('row', { name: /^state/ }).getByRole('cell')).toHaveText([
      'pending',
      'approved',
    ]);
    const request = history
      .getByRole('listitem')
      .filter({ hasText: 'merchants.createTransaction' });
    await expect(request.getByText(username, { exact: true })).toBeVisible();
  });
});
