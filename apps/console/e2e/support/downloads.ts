import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Presses a control and reads the file the browser downloads because of it. */
export async function downloadOf(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.split(/\r?\n/) };
}
