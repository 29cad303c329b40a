import type { Locator, Page } from '@playwright/test';
import { cell, rows, searchBy, table } from './support/data-table.js';
import {
  insertBanner,
  insertCategory,
  insertMerchant,
  insertProducts,
  uniqueTag,
} from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  openDialog,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

/** Outside image links: the test answers them (a picture, or a 404 for `missing`). */
const IMAGES = 'https://images.satchel.test';
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="#f59e0b"/></svg>';

test.beforeEach(async ({ page }) => {
  await page.route(`${IMAGES}/**`, (route) =>
    route.request().url().includes('missing')
      ? route.fulfill({ status: 404, body: 'Not found' })
      : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE }),
  );
});

/** Signs in and opens Banners from the sidebar. */
async function openBanners(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Banners', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Banners', exact: true })).toBeVisible();
}

/** The banner form, by its heading: "Add Banner" or "Update Banner". */
const bannerForm = (page: Page, heading: 'Add Banner' | 'Update Banner'): Locator =>
  page.getByRole('form', { name: heading });

/** Chooses `option` in the form's select labelled `label`. */
async function choose(form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  await form.getByRole('option', { name: option, exact: true }).click();
}

/** Whether the image has loaded and has a picture (not a broken-image icon). */
const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

/** A category and a main product of their own, each named with the test's tag. */
async function ownTargets(tag: string) {
  const category = `Exam Season ${tag}`;
  const categoryId = await insertCategory(`exam-season-${tag}`, category);
  const merchantId = await insertMerchant({
    storeName: `Banner Books ${tag}`,
    merchantName: `Banner Merchant ${tag}`,
  });
  const product = `Geometry box ${tag}`;
  const [productId] = await insertProducts(merchantId, tag, [
    { title: product, brand: 'Camlin', price: 120 },
  ]);
  return { category, categoryId, product, productId: productId! };
}

test.describe('Banners', () => {
  test('adds a banner leading to a category found by search, its thumbnail in the table', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { category } = await ownTargets(tag);
    const title = `Back to school ${tag}`;
    await openBanners(page);
    const form = bannerForm(page, 'Add Banner');

    // Nothing is sent while the rules refuse the form; each message stands under its field.
    await form.getByRole('button', { name: 'Add Banner' }).click();
    await expect(form.getByText('Banner title is required.')).toBeVisible();
    await expect(form.getByText('Choose the category the banner leads to.')).toBeVisible();
    await expect(form.getByText('Banner image link is required.')).toBeVisible();

    await form.getByLabel('Title').fill(title);
    // The live preview says when a link does not load, and shows the picture when it does.
    await form.getByLabel('Banner image link').fill(`${IMAGES}/missing.png`);
    await expect(
      form.getByText('The image at this link does not load. Check the link.'),
    ).toBeVisible();
    await form.getByLabel('Banner image link').fill(`${IMAGES}/back-to-school.svg`);
    const preview = form.getByRole('img', { name: 'Preview of the banner image' });
    await expect(preview).toBeVisible();
    expect(await hasLoaded(preview)).toBe(true);
    await expect(form.getByText('The image at this link does not load.')).toHaveCount(0);

    // The target is a real category, found by its name.
    await expect(form.getByText('Nothing chosen yet')).toBeVisible();
    await form.getByLabel('Search categories').fill(`exam season ${tag}`);
    const choices = form.getByRole('list', { name: 'Categories found' });
    await expect(choices.getByRole('button')).toHaveCount(1);
    await choices.getByRole('button', { name: new RegExp(category) }).click();
    await expect(form.getByText(`Chosen: ${category}`)).toBeVisible();
    await expect(choices.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(form.getByText('Choose the category the banner leads to.')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Add Banner' }).click();
    await expect(page.getByText('Banner created successfully!')).toBeVisible();
    // The form empties, still adding.
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByLabel('Banner image link')).toHaveValue('');

    await searchBy(page, 'Title', title);
    await expect(rows(page)).toHaveCount(1);
    for (const text of [title, 'Category', category, 'Active']) {
      await expect(cell(page, text)).toBeVisible();
    }
    const thumbnail = table(page).getByRole('img', { name: `Banner ${title}` });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => hasLoaded(thumbnail)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('adds a banner of type none, which leads nowhere', async ({ page }) => {
    const title = `Free delivery ${uniqueTag()}`;
    await openBanners(page);
    const form = bannerForm(page, 'Add Banner');
    await form.getByLabel('Title').fill(title);
    await choose(form, 'Type', 'None');
    await expect(form.getByText('Leads to: Nowhere')).toBeVisible();
    await expect(form.getByLabel('Search categories')).toHaveCount(0);
    await form.getByLabel('Banner image link').fill(`${IMAGES}/free-delivery.svg`);
    await form.getByRole('button', { name: 'Add Banner' }).click();

    await expect(page.getByText('Banner created successfully!')).toBeVisible();
    await searchBy(page, 'Title', title);
    await expect(cell(page, 'None')).toBeVisible();
    await expect(cell(page, 'Nowhere')).toBeVisible();
  });

  test('updates a banner from its row to lead to a product; Cancel returns to add mode', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { category, categoryId, product } = await ownTargets(tag);
    const title = `Olympiad kits ${tag}`;
    await insertBanner({
      title,
      type: 'category',
      redirectId: categoryId,
      categoryName: category,
      bannerUrl: `${IMAGES}/olympiad.svg`,
    });
    await openBanners(page);
    await searchBy(page, 'Title', title);
    const edit = table(page).getByRole('button', { name: `Edit, ${title}` });

    // Update mode fills the form from the row; Cancel empties it back into add mode.
    await edit.click();
    let form = bannerForm(page, 'Update Banner');
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByLabel('Banner image link')).toHaveValue(`${IMAGES}/olympiad.svg`);
    await expect(form.getByText(`Chosen: ${category}`)).toBeVisible();
    await expect(form.getByRole('img', { name: 'Preview of the banner image' })).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    form = bannerForm(page, 'Add Banner');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    await edit.click();
    form = bannerForm(page, 'Update Banner');
    const renamed = `Olympiad prep ${tag}`;
    await form.getByLabel('Title').fill(renamed);
    // A new type drops the category: a product must be chosen, by its title.
    await choose(form, 'Type', 'Product');
    await expect(form.getByText('Nothing chosen yet')).toBeVisible();
    await form.getByRole('button', { name: 'Update Banner' }).click();
    await expect(form.getByText('Choose the product the banner leads to.')).toBeVisible();
    await form.getByLabel('Search products').fill(`geometry box ${tag}`);
    await form
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: new RegExp(product) })
      .click();
    await expect(form.getByText(`Chosen: ${product}`)).toBeVisible();
    await choose(form, 'Status', 'Inactive');
    await form.getByRole('button', { name: 'Update Banner' }).click();

    await expect(page.getByText('Banner updated successfully!')).toBeVisible();
    await expect(bannerForm(page, 'Add Banner').getByLabel('Title')).toHaveValue('');
    const row = rows(page).first();
    for (const text of [renamed, 'Product', product, 'Inactive']) {
      await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }
    // The server kept it: after a reload (the list keeps its old title filter) it is found anew.
    await page.reload();
    await searchBy(page, 'Title', renamed);
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, product)).toBeVisible();
  });

  test('deletes a banner after its confirmation', async ({ page }) => {
    const title = `Monsoon savings ${uniqueTag()}`;
    await insertBanner({ title, type: 'none', redirectId: null, bannerUrl: `${IMAGES}/m.svg` });
    await openBanners(page);
    await searchBy(page, 'Title', title);
    const remove = () => table(page).getByRole('button', { name: `Delete, ${title}` });

    await remove().click();
    await expect(openDialog(page).getByText('Delete Banner')).toBeVisible();
    await expect(
      openDialog(page).getByText(`Are you sure you want to delete the banner ${title}?`),
    ).toBeVisible();
    await dialogButton(page, 'Cancel').click();
    await expect(rows(page)).toHaveCount(1);

    await remove().click();
    await dialogButton(page, 'Confirm').click();
    await expect(page.getByText('Banner deleted successfully')).toBeVisible();
    await expect(table(page).getByText('No results found')).toBeVisible();
  });
});
