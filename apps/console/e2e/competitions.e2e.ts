import type { Page } from '@playwright/test';
import { formDialog } from './support/form-dialog.js';
import {
  insertCompetitions,
  insertMerchant,
  insertProducts,
  uniqueTag,
} from './support/marketplace.js';
import { accessibilityViolations, expect, sidebar, signIn, test } from './support/operator.js';

/** Signs in and opens the Management screen's Competition tab. */
async function openCompetitions(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Special Category', { exact: true }).click();
  await page.getByRole('tab', { name: 'Competition' }).click();
  await expect(page.getByRole('button', { name: 'Add Competition' })).toBeVisible();
}

/** Workbooks of a new merchant, one per subject; their titles and ids. */
async function workbooks(tag: string, subjects = ['Maths', 'Science', 'English']) {
  const merchantId = await insertMerchant({
    storeName: `Olympiad Books ${tag}`,
    merchantName: 'Meera Iyer',
  });
  const titles = subjects.map((subject) => `${subject} Workbook ${tag}`);
  const ids = await insertProducts(
    merchantId,
    tag,
    titles.map((title) => ({ title, brand: 'MTG Learning', price: 180 })),
  );
  return { titles, ids };
}

const competitionRow = (page: Page, name: string) =>
  page.getByRole('feed', { name: 'Competitions' }).getByRole('article', { name });

/** The product cards of an expanded competition. */
const productCards = (page: Page, name: string) =>
  page.getByRole('feed', { name: `Products of ${name}` }).getByRole('article');

/** Opens a row's associate or dissociate modal, types the ids and sends them. */
async function changeProducts(
  page: Page,
  name: string,
  mode: 'associate' | 'dissociate',
  ids: string,
): Promise<void> {
  const row = competitionRow(page, name);
  await row
    .getByRole('button', { name: mode === 'associate' ? 'Add product' : 'Remove product' })
    .click();
  const title =
    mode === 'associate' ? `Associate products with ${name}` : `Dissociate products from ${name}`;
  const dialog = formDialog(page, title);
  await dialog.getByLabel('Product IDs').fill(ids);
  await dialog
    .getByRole('button', { name: mode === 'associate' ? 'Associate' : 'Dissociate' })
    .click();
  await expect(dialog.getByRole('dialog')).toBeHidden();
}

/** Onboards a competition through the modal, then searches for it by its tag. */
async function onboardAndFind(page: Page, name: string, tag: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Competition' }).click();
  const onboard = formDialog(page, 'Onboard Competition');
  await onboard.getByLabel('Name').fill(name);
  await onboard.getByRole('button', { name: 'Onboard' }).click();
  await expect(onboard.getByRole('dialog')).toBeHidden();
  await search(page, tag);
  await expect(page.getByRole('feed', { name: 'Competitions' }).getByRole('article')).toHaveCount(
    1,
  );
}

/**
 * Types in the search box. The closing dialog gives focus back to Add Competition when its
 * animation ends, which can take the keystrokes of a fill made meanwhile: filled again until kept.
 */
async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search competitions' });
  await expect(async () => {
    await box.fill(text);
    await expect(box).toHaveValue(text, { timeout: 1000 });
  }).toPass();
}

test.describe('Competition tab', () => {
  test('onboard a competition, associate three products, load them, dissociate one', async ({
    page,
  }) => {
    // Many steps, each a round trip: more than the default 30 s on a busy machine.
    test.slow();
    const tag = uniqueTag();
    const name = `Quiz Bowl ${tag}`;
    const { titles, ids } = await workbooks(tag);
    await openCompetitions(page);

    // Onboard: the name is required, then the competition is listed.
    await page.getByRole('button', { name: 'Add Competition' }).click();
    const onboard = formDialog(page, 'Onboard Competition');
    await onboard.getByRole('button', { name: 'Onboard' }).click();
    await expect(onboard.getByText('Competition name is required')).toBeVisible();
    await onboard.getByLabel('Name').fill(name);
    await onboard.getByRole('button', { name: 'Onboard' }).click();
    await expect(onboard.getByRole('dialog')).toBeHidden();
    await search(page, tag);
    await expect(page.getByRole('feed', { name: 'Competitions' }).getByRole('article')).toHaveCount(
      1,
    );
    const row = competitionRow(page, name);
    await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // Associate: ids with spaces and a repeat.
    await changeProducts(page, name, 'associate', ` ${ids[0]}, ${ids[1]} ,${ids[2]}, ${ids[0]}`);
    await expect(page.getByText('Product Associated Successfully!')).toBeVisible();

    // Load them.
    await row.getByRole('button', { name: 'Show products' }).click();
    await expect(productCards(page, name)).toHaveCount(3);
    for (const title of titles) {
      await expect(productCards(page, name).filter({ hasText: title })).toHaveCount(1);
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    // Dissociate one: the expanded list shows the two left, and so does the next expand.
    await changeProducts(page, name, 'dissociate', ids[1]!);
    await expect(page.getByText('Product Dissociated Successfully!')).toBeVisible();
    await expect(productCards(page, name)).toHaveCount(2);
    await row.getByRole('button', { name: 'Hide products' }).click();
    await row.getByRole('button', { name: 'Show products' }).click();
    await expect(productCards(page, name)).toHaveCount(2);
    await expect(productCards(page, name).filter({ hasText: titles[1]! })).toHaveCount(0);
  });

  test('products load 10 at a time, the rest when scrolled to Load More Products', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `Reading Marathon ${tag}`;
    const subjects = Array.from(
      { length: 12 },
      (_, i) => `Level ${String(i + 1).padStart(2, '0')}`,
    );
    const { ids } = await workbooks(tag, subjects);
    await openCompetitions(page);
    await onboardAndFind(page, name, tag);
    await changeProducts(page, name, 'associate', ids.join(','));

    const row = competitionRow(page, name);
    // A short window: the grid's sentinel stays out of view until the operator scrolls.
    await page.setViewportSize({ width: 1280, height: 400 });
    await row.getByRole('button', { name: 'Show products' }).click();
    const loadMore = row.getByRole('button', { name: 'Load More Products' });
    await expect(productCards(page, name)).toHaveCount(10);
    // The button and the sentinel beside it come into view together: the grid loads on its own.
    await loadMore.scrollIntoViewIfNeeded();
    await expect(productCards(page, name)).toHaveCount(12);
    await expect(loadMore).toBeHidden();
    await expect(row.getByText('All products shown')).toBeVisible();
  });

  test('competitions load 10 at a time, the next ones when the end of the list shows', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const names = Array.from({ length: 12 }, (_, i) => `Chess League ${tag} ${i + 1}`);
    await insertCompetitions(names);
    await openCompetitions(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await search(page, `Chess League ${tag}`);
    const listed = page.getByRole('feed', { name: 'Competitions' }).getByRole('article');
    await expect(listed).toHaveCount(10);
    await expect(listed.first()).toHaveAccessibleName(names[0]!);
    // The operator scrolls to the end of the list (again, should a late answer redraw it).
    await expect(async () => {
      await page
        .getByRole('button', { name: 'Load more competitions' })
        .evaluate((button) => button.scrollIntoView({ block: 'end' }), undefined, {
          timeout: 1000,
        });
      await expect(listed).toHaveCount(12, { timeout: 2000 });
    }).toPass();
    await expect(listed.last()).toHaveAccessibleName(names[11]!);
    await expect(page.getByRole('button', { name: 'Load more competitions' })).toHaveCount(0);
  });

  test('an unknown product id is refused by name and associates nothing', async ({ page }) => {
    const tag = uniqueTag();
    const name = `Spell Quest ${tag}`;
    const { ids } = await workbooks(tag);
    await openCompetitions(page);
    await onboardAndFind(page, name, tag);

    const unknown = 'abcdefabcdefabcdefabcdef';
    const row = competitionRow(page, name);
    await row.getByRole('button', { name: 'Add product' }).click();
    const dialog = formDialog(page, `Associate products with ${name}`);
    await dialog.getByLabel('Product IDs').fill(`${ids[0]}, ${unknown}`);
    await dialog.getByRole('button', { name: 'Associate' }).click();
    const error = page.locator('sat-dialog[open]');
    await expect(error).toContainText('Product Operation Failed');
    await expect(error).toContainText(`Products not found: ${unknown}`);
  });
});
