import type { Page } from '@playwright/test';
import { admin } from './support/credentials.js';
import { rows, searchBy, table, totalItems } from './support/data-table.js';
import { insertCustomers, uniqueTag, withDatabase } from './support/marketplace.js';
import { dialogButton, expect, openDialog, test } from './support/operator.js';
import { type ServedTool, servePlainPage, serveReactApp } from './support/other-tool-builds.js';
import { servedConsoleUrl } from './support/served-console.js';

/**
 * Issue #16: another tool embeds the elements, from another origin, with the real API. The same
 * walk through both: a plain page with one script tag, and a React app built from the tarball.
 */
const tools = [
  { name: 'a plain page with one script tag', serve: servePlainPage },
  { name: 'a React app built from the packed tarball', serve: serveReactApp },
] as const;

const statusOf = (id: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ status: string }>(
      'select status from customers where id = $1',
      [id],
    );
    return rows[0]?.status;
  });

async function signInToTool(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
}

for (const tool of tools) {
  test.describe(`Satchel's elements in ${tool.name}`, () => {
    let served: ServedTool;
    test.beforeAll(async () => {
      // Packing, installing and building the React app takes a while on a cold machine.
      test.setTimeout(180_000);
      served = await tool.serve(servedConsoleUrl()!);
    });
    test.afterAll(async () => {
      await served?.stop();
    });

    test('lists, pages, sorts and changes a status through the real API', async ({ page }) => {
      const tag = uniqueTag();
      const user = (n: number) => `Embedded ${tag} ${String(n).padStart(2, '0')}`;
      // One a day, 01 the oldest; the chart counts the sign-ups of the shown page per day.
      const ids = await insertCustomers(
        Array.from({ length: 12 }, (_, index) => ({
          name: user(index + 1),
          createdAt: new Date(Date.UTC(2021, 0, 1 + index, 6)),
        })),
      );
      await signInToTool(page, served.url);
      expect(new URL(page.url()).origin).not.toBe(new URL(servedConsoleUrl()!).origin);
      // The stylesheet from the server's origin applies here: Shoelace's tokens are defined.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--sl-color-primary-600'),
      );
      expect(primary.trim()).not.toBe('');

      await searchBy(page, 'Name', `Embedded ${tag}`);
      await expect(totalItems(page)).toHaveText('Total Items: 12');
      await expect(table(page).getByText('Page 1 of 2')).toBeVisible();
      await expect(rows(page)).toHaveCount(10);
      // Latest first: 12 down to 03.
      await expect(rows(page).first()).toContainText(user(12));
      await expect(rows(page).last()).toContainText(user(3));

      await table(page).getByRole('button', { name: 'Next' }).click();
      await table(page).getByRole('button', { name: 'Apply Changes' }).click();
      await expect(table(page).getByText('Page 2 of 2')).toBeVisible();
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).first()).toContainText(user(2));

      await table(page).getByLabel('Sort').selectOption({ label: 'Start First' });
      await table(page).getByRole('button', { name: 'Apply Changes' }).click();
      await expect(rows(page).first()).toContainText(user(11));
      await expect(rows(page).last()).toContainText(user(12));

      // The chart draws the shown page: two sign-ups, on two days.
      const chart = page.locator('sat-line-chart').getByRole('img', { name: 'Sign-ups per day' });
      await expect(chart).toBeVisible();
      await expect(chart.locator('canvas')).not.toHaveCount(0);

      // A picked status is asked in a dialog; Cancel leaves it as it was.
      const status = table(page).getByLabel(`Status, ${user(12)}`);
      await status.selectOption('suspended');
      await expect(openDialog(page)).toContainText(`${user(12)} becomes suspended.`);
      await dialogButton(page, 'Cancel').click();
      await expect(openDialog(page)).toHaveCount(0);
      await expect(status).toHaveValue('active');
      expect(await statusOf(ids[11]!)).toBe('active');

      await status.selectOption('suspended');
      await dialogButton(page, 'Confirm').click();
      await expect.poll(() => statusOf(ids[11]!)).toBe('suspended');
      await expect(status).toHaveValue('suspended');
      await expect(page.getByRole('alert')).toHaveText('');
    });
  });
}
