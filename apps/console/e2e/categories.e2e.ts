import type { Locator, Page } from '@playwright/test';
import { rows, searchBy, table } from './support/data-table.js';
import { uniqueTag } from './support/marketplace.js';
import { accessibilityViolations, expect, sidebar, signIn, test } from './support/operator.js';

/** A 1×1 PNG: a real image, which the server takes by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A link nothing answers on: the picture behind it cannot load. */
const DEAD_LINK = 'http://127.0.0.1:9/logos/missing.png';

/** Signs in and opens Categories from the sidebar. */
async function openCategories(page: Page): Promise<Locator> {
  await signIn(page);
  await sidebar(page).getByText('Categories', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
  return page.getByRole('form', { name: 'Add Category' });
}

const chooseFile = (form: Locator, name: string, mimeType: string, buffer: Buffer) =>
  form.getByLabel('Image file').setInputFiles({ name, mimeType, buffer });

/** Whether the image has loaded and has a size (a broken one has none). */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test.describe('Categories', () => {
  test('adds a category with an uploaded logo, previewed, and shows it in the table', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const form = await openCategories(page);

    // Nothing filled: each field says what it needs, and nothing is sent.
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText('Category name is required')).toBeVisible();
    await expect(form.getByText('Display name is required')).toBeVisible();
    await expect(form.getByText('An image link or an image file is required')).toBeVisible();

    const name = `e2e-pens-${tag}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Display name').fill(`Pens ${tag}`);
    await chooseFile(form, 'pens.png', 'image/png', PNG);
    const preview = form.getByRole('img', { name: 'Logo preview' });
    await expect(preview).toBeVisible();
    await expect.poll(() => loaded(preview)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category submitted successfully!')).toBeVisible();
    // The form is empty again, ready for the next one.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Image file')).toHaveValue('');
    await expect(form.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);

    await searchBy(page, 'Name', name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.getByRole('cell', { name: `Pens ${tag}`, exact: true })).toBeVisible();
    const logo = row.getByRole('img', { name: `Logo of Pens ${tag}` });
    await expect(logo).toHaveAttribute('src', /^\/files\/categories\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => loaded(logo)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('adds a category by an image link, and shows the placeholder where a logo cannot load', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const form = await openCategories(page);
    const name = `e2e-inks-${tag}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Display name').fill(`Inks ${tag}`);
    await form.getByLabel('Image link').fill('cdn.example.in/inks.png');
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(
      form.getByText('The image link must be a web address starting with http:// or https://'),
    ).toBeVisible();

    await form.getByLabel('Image link').fill(DEAD_LINK);
    await expect(
      form.getByText('This image cannot be shown: check the link or the file'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category submitted successfully!')).toBeVisible();

    await searchBy(page, 'Name', name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    const logo = row.getByRole('img', { name: `Logo of Inks ${tag}` });
    await expect(logo).toHaveAttribute('src', DEAD_LINK);
    // The broken image steps aside for the table's placeholder picture.
    await expect(logo).toHaveClass(/broken/);
    await expect(row.locator('.thumbnail .icon--image')).toBeVisible();
  });

  test("stops each text at the length the server takes (the contract's)", async ({ page }) => {
    const form = await openCategories(page);
    const displayName = form.getByLabel('Display name');
    await displayName.fill('x'.repeat(150));
    await expect(displayName).toHaveValue('x'.repeat(100));
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('maxlength', '100');
    await expect(form.getByLabel('Image link')).toHaveAttribute('maxlength', '2048');
  });

  test('puts a taken name, a file that is no image, and a link beside a file under their fields', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const form = await openCategories(page);
    const name = `e2e-maps-${tag}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Display name').fill(`Maps ${tag}`);
    await form.getByLabel('Image link').fill('https://cdn.example.in/maps.png');
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category submitted successfully!')).toBeVisible();

    // The same name again, with both a link and a file, then with the file alone.
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Display name').fill(`Maps again ${tag}`);
    await form.getByLabel('Image link').fill('https://cdn.example.in/maps.png');
    await chooseFile(form, 'maps.png', 'image/png', PNG);
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText('Give an image link or an image file, not both')).toBeVisible();

    await form.getByLabel('Image link').fill('');
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText(`A category named ${name} already exists`)).toBeVisible();

    // Another name, and a file that says it is a PNG but holds text.
    await form.getByLabel('Name', { exact: true }).fill(`${name}-2`);
    await chooseFile(form, 'maps.png', 'image/png', Buffer.from('not a picture at all'));
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText('The image must be a PNG, JPEG, WebP or SVG file')).toBeVisible();
    await expect(page.locator('sat-dialog[open]')).toHaveCount(0);

    await searchBy(page, 'Name', name);
    await expect(rows(page)).toHaveCount(1);
    await expect(table(page).getByRole('cell', { name: `Maps ${tag}`, exact: true })).toBeVisible();
  });
});
