import type { Page } from '@playwright/test';

/** The screen's list (a sat-data-table; Playwright's locators reach into its shadow root). */
export const table = (page: Page) => page.locator('sat-data-table');

/** The rows the table shows (not its header). */
export const rows = (page: Page) => table(page).locator('[part~="row"]');

/** "Total Items: N": how many rows the whole list has. */
export const totalItems = (page: Page) => table(page).locator('[part="total"]');

/** A cell whose whole text is `name`. */
export const cell = (page: Page, name: string) =>
  table(page).getByRole('cell', { name, exact: true });

/** Opens the table's filters if they are closed (they start closed on each load). */
export async function showFilters(page: Page): Promise<void> {
  const filters = table(page).getByRole('button', { name: 'Filters' });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
}

/**
 * Types `value` into the filter labelled `label` and presses Search, opening the filters first
 * if they are closed, as an operator filters. The caller waits for what the search shows.
 */
export async function searchBy(page: Page, label: string, value: string): Promise<void> {
  await showFilters(page);
  await table(page).getByLabel(label, { exact: true }).fill(value);
  await table(page).getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Hides the column headed `header` from the table's column menu, as an operator does, and waits
 * until the server keeps the operator's columns of `list` (its name on the wire: `users`).
 */
export async function hideColumn(page: Page, list: string, header: string): Promise<void> {
  await table(page).getByRole('button', { name: 'Columns' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/admin/list-settings/${list}`) &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );
  await table(page).getByRole('checkbox', { name: header }).uncheck();
  await saved;
}
