import type { categories } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { type CategoryFormValues, categoryBody, validateCategoryForm } from './category-form.js';

const pens: categories.Category = {
  id: 'c'.repeat(24),
  name: 'pens',
  displayName: 'Pens',
  logo: '/files/categories/0123456789abcdef0123456789abcdef.png',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pens.png', { type: 'image/png' });

const filled = (changes: Partial<CategoryFormValues> = {}): CategoryFormValues => ({
  name: ' pens ',
  displayName: ' Pens ',
  logoUrl: '',
  logo: png(),
  ...changes,
});

describe('validateCategoryForm', () => {
  it('takes a name, a display name and a link or a file', () => {
    expect(validateCategoryForm(filled())).toEqual({});
    expect(
      validateCategoryForm(filled({ logo: null, logoUrl: 'https://cdn.example.in/a.png' })),
    ).toEqual({});
  });

  it('puts the rules’ messages under their fields', () => {
    expect(validateCategoryForm({ name: ' ', displayName: '', logoUrl: '', logo: null })).toEqual({
      name: 'Category name is required',
      displayName: 'Display name is required',
      logo: 'An image link or an image file is required',
    });
    expect(validateCategoryForm(filled({ logoUrl: 'https://cdn.example.in/a.png' }))).toEqual({
      logo: 'Give an image link or an image file, not both',
    });
    expect(validateCategoryForm(filled({ logo: null, logoUrl: 'cdn.example.in/a.png' }))).toEqual({
      logoUrl: 'The image link must be a web address starting with http:// or https://',
    });
  });

  it('refuses a file the browser already knows is no image, or too large', () => {
    const pdf = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    expect(validateCategoryForm(filled({ logo: pdf }))).toEqual({
      logo: 'The image must be a PNG, JPEG, WebP or SVG file',
    });
    const large = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(validateCategoryForm(filled({ logo: large }))).toEqual({
      logo: 'The image must be at most 1 MB',
    });
  });
});

describe('categoryBody', () => {
  it('sends trimmed texts, and the link only when there is one', () => {
    expect(categoryBody(filled())).toEqual({ name: 'pens', displayName: 'Pens' });
    expect(categoryBody(filled({ logo: null, logoUrl: ' https://cdn.example.in/a.png ' }))).toEqual(
      {
        name: 'pens',
        displayName: 'Pens',
        logoUrl: 'https://cdn.example.in/a.png',
      },
    );
  });
});

startSignedIn();

const listAnswer = {
  status: 200,
  body: { categories: [pens], pagination: { total: 1, totalPages: 1 } },
};

describe('the categories list', () => {
  it('loads the spec envelope, and reads "No categories found" as an empty table', async () => {
    const server = fakeFetch(listAnswer, { status: 404, body: { message: 'No categories found' } });
    const { categoriesList, $dialog } = await loadStores();

    await categoriesList.open();
    expect(server.sent[0]!.url).toMatch(/^\/api\/v1\/catalogs\/categories\/list\?/);
    expect(categoriesList.$list.get()).toMatchObject({ items: [pens], total: 1, totalPages: 1 });

    await categoriesList.reload();
    expect(categoriesList.$list.get()).toMatchObject({ items: [], total: 0 });
    expect($dialog.get()).toBeNull();
  });

  it('opens "Categories fetching Failed" with the server’s message on another failure', async () => {
    fakeFetch({ status: 500, body: { message: 'Database unavailable' } });
    const { $dialog, categoriesList } = await loadStores();
    await categoriesList.open();
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Categories fetching Failed',
      message: 'Database unavailable',
    });
  });
});

describe('adding a category', () => {
  it('shows the rules’ messages without sending anything, and a change clears its field’s', async () => {
    const server = fakeFetch(listAnswer);
    const { categoryForm, changeCategory } = await loadStores();

    expect(await categoryForm.submit()).toBe(false);
    expect(server.sent).toHaveLength(0);
    expect(categoryForm.$form.get().errors).toEqual({
      name: 'Category name is required',
      displayName: 'Display name is required',
      logo: 'An image link or an image file is required',
    });

    changeCategory({ name: 'pens' });
    changeCategory({ logoUrl: 'https://' });
    expect(categoryForm.$form.get().errors).toEqual({ displayName: 'Display name is required' });
  });

  it('sends the form with its file, says "Category submitted successfully!", empties the form and reloads', async () => {
    const server = fakeFetch(
      { status: 201, body: { message: 'Category created', data: pens } },
      listAnswer,
    );
    const { categoriesList, $toasts, categoryForm, changeCategory } = await loadStores();
    const logo = png();

    changeCategory({ name: ' pens ', displayName: 'Pens', logo });
    expect(await categoryForm.submit()).toBe(true);

    expect(server.sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/catalogs/categories' });
    const form = server.sent[0]!.form!;
    expect([form.get('name'), form.get('displayName'), form.get('logoUrl')]).toEqual([
      'pens',
      'Pens',
      null,
    ]);
    expect((form.get('logo') as File).name).toBe('pens.png');
    expect(server.sent[1]!.url).toMatch('/api/v1/catalogs/categories/list');
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Category submitted successfully!' },
    ]);
    expect(categoryForm.$form.get().values).toEqual({
      name: '',
      displayName: '',
      logoUrl: '',
      logo: null,
    });
    expect(categoryForm.$form.get().errors).toEqual({});
    expect(categoriesList.$list.get().items).toEqual([pens]);
  });

  it('puts a taken name and a refused file under their fields, keeping the form', async () => {
    const taken = 'A category named pens already exists';
    const notImage = 'The image must be a PNG, JPEG, WebP or SVG file';
    fakeFetch(
      { status: 409, body: { message: taken } },
      { status: 415, body: { message: notImage } },
    );
    const { $dialog, categoryForm, changeCategory } = await loadStores();

    changeCategory({ name: 'pens', displayName: 'Pens', logo: png() });
    expect(await categoryForm.submit()).toBe(false);
    expect(categoryForm.$form.get().errors).toEqual({ name: taken });
    expect(await categoryForm.submit()).toBe(false);
    expect(categoryForm.$form.get().errors).toEqual({ name: taken, logo: notImage });
    expect(categoryForm.$form.get().values.name).toBe('pens');
    expect($dialog.get()).toBeNull();
  });

  it('puts a taken name under its field in Hindi, naming the name sent', async () => {
    fakeFetch({
      status: 409,
      body: { message: 'A category named pens already exists', code: 'category.duplicate_name' },
    });
    const { categoryForm, changeCategory } = await loadStores();
    await installHindi();

    changeCategory({ name: ' pens ', displayName: 'Pens', logo: png() });
    expect(await categoryForm.submit()).toBe(false);
    expect(categoryForm.$form.get().errors).toEqual({ name: 'pens नाम की कैटेगरी पहले से मौजूद है' });
  });

  it('opens "Category Submission Failed" for any other refusal', async () => {
    fakeFetch({ status: 500, body: { message: 'Internal server error' } });
    const { $dialog, categoryForm, changeCategory } = await loadStores();
    changeCategory({
      name: 'pens',
      displayName: 'Pens',
      logoUrl: 'https://cdn.example.in/a.png',
    });
    expect(await categoryForm.submit()).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Category Submission Failed',
      message: 'Internal server error',
    });
  });
});
