import type { Page } from '@playwright/test';
import { rows, searchBy, table } from './support/data-table.js';
import { insertCustomers, uniqueTag } from './support/marketplace.js';
import { admin, expect, sidebar, signIn, test } from './support/operator.js';

const loadPagesAtOnce = (page: Page) =>
  page.getByRole('menuitemcheckbox', { name: 'Load pages at once' });

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: admin.username }).click();
  await expect(loadPagesAtOnce(page)).toBeVisible();
}

test.describe('the paging preference', () => {
  test('an operator may choose to load pages at once; the choice is kept on the server', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    await insertCustomers(
      Array.from({ length: 12 }, (_, index) => ({ name: `Pager ${tag} ${index + 1}` })),
    );
    await signIn(page);
    await sidebar(page).getByText('Users', { exact: true }).click();
    await searchBy(page, 'Name', `Pager ${tag}`);
    await expect(table(page).getByText('Page 1 of 2', { exact: true })).toBeVisible();

    await openProfileMenu(page);
    await expect(loadPagesAtOnce(page)).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/admin/preferences') && response.ok(),
    );
    await loadPagesAtOnce(page).click();
    await saved;
    try {
      // Next loads page 2 by itself: no Apply Changes.
      await table(page).getByRole('button', { name: 'Next' }).click();
      await expect(table(page).getByText('Page 2 of 2', { exact: true })).toBeVisible();
      await expect(rows(page)).toHaveCount(2);

      // Another browser of the same operator has the choice too.
      const elsewhere = await browser.newContext();
      try {
        const theirs = await elsewhere.newPage();
        await signIn(theirs);
        await openProfileMenu(theirs);
        await expect(loadPagesAtOnce(theirs)).toHaveAttribute('aria-checked', 'true');
      } finally {
        await elsewhere.close();
      }
    } finally {
      // The server is every test's: the spec's rule comes back for the others. The menu may be
      // open or closed here, so it is closed first, and the answer to the change is awaited.
      await page.keyboard.press('Escape');
      await openProfileMenu(page);
      await expect(loadPagesAtOnce(page)).toHaveAttribute('aria-checked', 'true');
      const restored = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/admin/preferences') && response.ok(),
      );
      await loadPagesAtOnce(page).click();
      await restored;
    }
  });
});
