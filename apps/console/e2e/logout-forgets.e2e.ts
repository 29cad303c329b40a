import type { Page } from '@playwright/test';
import { insertCompetitions, uniqueTag } from './support/marketplace.js';
import { expect, logOut, sidebar, signIn, submitSignIn, test } from './support/operator.js';

const competitionSearch = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search competitions' });
const productSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const soldCount = (page: Page) => page.getByRole('combobox', { name: 'Sold count' });

async function openCompetitions(page: Page): Promise<void> {
  await sidebar(page).getByText('Special Category', { exact: true }).click();
  await page.getByRole('tab', { name: 'Competition' }).click();
}

/** Opens Sales Track's products, resolving with the query of the list's first request. */
async function openSoldProducts(page: Page): Promise<URLSearchParams> {
  const asked = page.waitForRequest((request) => request.url().includes('/sales-track?'));
  await sidebar(page).getByText('Sales Track', { exact: true }).click();
  return new URL((await asked).url()).searchParams;
}

test('logout forgets the competitions search and the sold-products filters', async ({ page }) => {
  const tag = uniqueTag();
  const name = `Forgotten Cup ${tag}`;
  await insertCompetitions([name]);
  await signIn(page);

  // The first operator searches the competitions and filters the sold products.
  await openCompetitions(page);
  await competitionSearch(page).fill(tag);
  const competitions = page.getByRole('feed', { name: 'Competitions' }).getByRole('article');
  await expect(competitions).toHaveCount(1);
  await expect(competitions.first()).toHaveAccessibleName(name);
  await openSoldProducts(page);
  await productSearch(page).fill(`Crayons ${tag}`);
  await soldCount(page).click();
  await page.getByRole('option', { name: 'Low to high', exact: true }).click();
  await expect(soldCount(page)).toHaveValue('Low to high');

  // The next operator signs in on the same page: nothing of that shows, nor is asked for.
  await logOut(page);
  await submitSignIn(page);
  const asked = page.waitForRequest((request) => request.url().includes('/special/competitions?'));
  await openCompetitions(page);
  const competitionsQuery = new URL((await asked).url()).searchParams;
  expect(competitionsQuery.has('name')).toBe(false);
  await expect(competitionSearch(page)).toHaveValue('');

  const salesQuery = await openSoldProducts(page);
  expect(salesQuery.has('q')).toBe(false);
  expect(salesQuery.get('soldCountSort')).toBe('high-to-low');
  await expect(productSearch(page)).toHaveValue('');
  await expect(soldCount(page)).toHaveValue('High to low');
});
