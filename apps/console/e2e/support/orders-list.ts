import type { Page } from '@playwright/test';
import { expect } from './operator.js';

/** Waits for the orders list's reload that `press` starts, and for the table to show it. */
export async function reloadingOrders(page: Page, press: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) =>
    /\/api\/v1\/sales\/orders\?/.test(response.url()),
  );
  await press();
  await answered;
  await expect(page.locator('sat-data-table:not([loading])')).toBeVisible();
}
