import type { Page } from '@playwright/test';

/** The screen's CSV file zone (Playwright's locators reach into its shadow root). */
export const dropzone = (page: Page) => page.locator('sat-csv-dropzone');

/** Chooses a CSV file with the zone's file picker, as an operator picks one from disk. */
export async function chooseCsv(page: Page, name: string, lines: readonly string[]): Promise<void> {
  await dropzone(page)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
}

/** The problems listed under the file, each "Row N, column: message". */
export const problems = (page: Page) => dropzone(page).locator('[part~="error"]');

/** The button that sends a checked file. */
export const uploadButton = (page: Page) =>
  page.getByRole('button', { name: 'Upload', exact: true });
