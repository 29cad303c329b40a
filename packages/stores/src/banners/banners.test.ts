import type { banners } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';
import {
  type BannerFormValues,
  bannerFormValuesOf,
  changeBannerForm,
  newBannerFormValues,
} from './banner-form-values.js';

const categoryId = 'c'.repeat(24);

const banner = (n: number, changes: Partial<banners.Banner> = {}): banners.Banner => ({
  id: String(n).padStart(24, '0'),
  title: `Back to school ${n}`,
  type: 'category',
  redirectId: categoryId,
  bannerUrl: `https://cdn.example.in/${n}.png`,
  status: 'active',
  categoryName: 'Stationery',
  redirectTitle: 'Stationery',
  createdAt: '2026-02-01T10:00:00.000Z',
  ...changes,
});
const listAnswer = {
  status: 200,
  body: { banners: [banner(1), banner(2)], totalCount: 12, totalPages: 2 },
};
const filled: BannerFormValues = {
  title: '  Exam season ',
  type: 'category',
  target: { id: categoryId, label: 'Stationery' },
  bannerUrl: ' https://cdn.example.in/exam.png ',
  status: 'inactive',
};

startSignedIn();

describe('the banners list', () => {
  it('asks GET /sales/banners with the query and fills the table', async () => {
    const server = fakeFetch(listAnswer);
    const { bannersList } = await loadStores();

    await bannersList.apply({ title: 'school', type: 'category', status: ' ' });

    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/sales/banners');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      title: 'school',
      type: 'category',
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect(bannersList.$list.get()).toMatchObject({ total: 12, totalPages: 2, loading: false });
    expect(bannersList.$list.get().items.map((item) => item.id)).toEqual([
      banner(1).id,
      banner(2).id,
    ]);
  });

  it('reads "No banners found" as an empty list, without a dialog', async () => {
    fakeFetch({ status: 404, body: { message: 'No banners found' } });
    const { $dialog, bannersList } = await loadStores();

    await bannersList.reload();

    expect($dialog.get()).toBeNull();
    expect(bannersList.$list.get()).toMatchObject({ items: [], total: 0, loading: false });
  });

  it('opens "Banner fetching failed" with the server text when the list fails', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, bannersList } = await loadStores();

    await bannersList.reload();

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Banner fetching failed',
      message: 'Database down',
    });
  });
});

describe('the banner form', () => {
  it('sends nothing while the rules refuse the form, and says why under the fields', async () => {
    const server = fakeFetch(listAnswer);
    const { bannerForm } = await loadStores();

    const result = await submitForm(bannerForm, {
      ...filled,
      title: ' ',
      target: null,
      bannerUrl: '',
    });

    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Banner title is required.',
        target: 'Choose the category the banner leads to.',
        bannerUrl: 'Banner image link is required.',
      },
    });
    expect(server.sent).toHaveLength(0);
  });

  it('adds a banner with every field, says so, reloads the table and empties the form', async () => {
    const server = fakeFetch(
      { status: 201, body: { message: 'Banner created', data: banner(3) } },
      listAnswer,
    );
    const { $toasts, bannerForm } = await loadStores();
    const opened = bannerForm.$form.get().openings;

    expect(await submitForm(bannerForm, filled)).toEqual({ ok: true, errors: {} });

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/sales/banners',
      body: {
        title: 'Exam season',
        type: 'category',
        redirectId: categoryId,
        bannerUrl: 'https://cdn.example.in/exam.png',
        status: 'inactive',
      },
    });
    expect(server.sent[1]!.url).toMatch('/api/v1/sales/banners?');
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Banner created successfully!' },
    ]);
    // A new add-mode form, filled anew and empty.
    expect(bannerForm.$form.get().context).toBeNull();
    expect(bannerForm.$form.get().openings).toBeGreaterThan(opened);
    expect(bannerForm.$form.get().values).toEqual(newBannerFormValues());
  });

  it('sends no target for type none, whatever was chosen before', async () => {
    const server = fakeFetch({ status: 201, body: { message: 'Banner created', data: banner(3) } });
    const { bannerForm } = await loadStores();

    await submitForm(bannerForm, { ...filled, type: 'none' });

    expect(server.sent[0]!.body).toMatchObject({ type: 'none', redirectId: null });
  });

  it('updates the banner chosen from its row, shows it, and returns to add mode', async () => {
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Banner updated', data: banner(2, { title: 'Exam season' }) },
    });
    const { bannersList, $toasts, bannerForm, editBanner } = await loadStores();
    await bannersList.reload();

    editBanner(banner(2));
    const { values } = bannerForm.$form.get();
    expect(values).toEqual({
      title: 'Back to school 2',
      type: 'category',
      target: { id: categoryId, label: 'Stationery' },
      bannerUrl: 'https://cdn.example.in/2.png',
      status: 'active',
    });
    expect(await submitForm(bannerForm, { ...values, title: 'Exam season' })).toEqual({
      ok: true,
      errors: {},
    });

    expect(server.sent[1]).toMatchObject({
      method: 'PUT',
      url: `/api/v1/sales/banners/${banner(2).id}`,
      body: { title: 'Exam season', redirectId: categoryId, status: 'active' },
    });
    expect(server.sent).toHaveLength(2);
    expect(bannersList.$list.get().items[1]).toMatchObject({ title: 'Exam season' });
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Banner updated successfully!' },
    ]);
    expect(bannerForm.$form.get().context).toBeNull();
  });

  it('returns to add mode on cancel, and stays in update mode under a refusal', async () => {
    fakeFetch({ status: 400, body: { message: 'Banner title is required.' } });
    const { $dialog, bannerForm, cancelBannerEdit, editBanner } = await loadStores();

    editBanner(banner(1));
    expect(await submitForm(bannerForm, filled)).toEqual({ ok: false, errors: {} });
    expect($dialog.get()).toMatchObject({
      title: 'Banner Saving Failed',
      message: 'Banner title is required.',
    });
    expect(bannerForm.$form.get().context).toMatchObject({ id: banner(1).id });

    cancelBannerEdit();
    expect(bannerForm.$form.get().context).toBeNull();
  });

  it('names a target by the category when the backend gives no title, else by its id', async () => {
    const update = (changes: Partial<banners.Banner>) =>
      bannerFormValuesOf(banner(1, changes)).target;

    expect(update({ redirectTitle: null })).toEqual({ id: categoryId, label: 'Stationery' });
    expect(update({ redirectTitle: null, categoryName: null })).toEqual({
      id: categoryId,
      label: categoryId,
    });
    expect(update({ type: 'none', redirectId: null })).toBeNull();
  });

  it('drops the target when the type changes', async () => {
    expect(changeBannerForm(filled, { type: 'product' }).target).toBeNull();
    expect(changeBannerForm(filled, { type: 'category' }).target).toEqual(filled.target);
    expect(changeBannerForm(filled, { title: 'New' }).target).toEqual(filled.target);
  });
});

describe('deleting a banner', () => {
  it('asks first, then deletes, says so, reloads, and leaves update mode of that banner', async () => {
    const server = fakeFetch(
      listAnswer,
      { status: 200, body: { message: 'Banner deleted' } },
      { status: 200, body: { banners: [banner(2)], totalCount: 11, totalPages: 2 } },
    );
    const {
      bannersList,
      $dialog,
      $toasts,
      bannerForm,
      closeDialog,
      editBanner,
      requestBannerDeletion,
    } = await loadStores();
    await bannersList.reload();
    editBanner(banner(1));

    requestBannerDeletion(banner(1));
    expect($dialog.get()).toMatchObject({
      type: 'confirm',
      title: 'Delete Banner',
      message: 'Are you sure you want to delete the banner Back to school 1?',
    });
    expect(server.sent).toHaveLength(1);
    closeDialog('confirm');

    await vi.waitFor(() =>
      expect($toasts.get()).toMatchObject([
        { variant: 'success', message: 'Banner deleted successfully' },
      ]),
    );
    expect(server.sent[1]).toMatchObject({
      method: 'DELETE',
      url: `/api/v1/sales/banners/${banner(1).id}`,
    });
    expect(bannersList.$list.get().items.map((item) => item.id)).toEqual([banner(2).id]);
    expect(bannerForm.$form.get().context).toBeNull();
  });

  it('keeps update mode of another banner, and sends nothing on cancel', async () => {
    const server = fakeFetch(listAnswer, { status: 200, body: { message: 'Banner deleted' } });
    const { bannerForm, closeDialog, editBanner, requestBannerDeletion } = await loadStores();
    editBanner(banner(2));

    requestBannerDeletion(banner(1));
    closeDialog('cancel');
    expect(server.sent).toHaveLength(0);

    requestBannerDeletion(banner(1));
    closeDialog('confirm');
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    expect(bannerForm.$form.get().context).toMatchObject({ id: banner(2).id });
  });

  it('opens "Banner Deletion Failed" with the server text when the delete fails', async () => {
    fakeFetch({ status: 404, body: { message: 'Banner not found' } });
    const { $dialog, closeDialog, requestBannerDeletion } = await loadStores();

    requestBannerDeletion(banner(1));
    closeDialog('confirm');

    await vi.waitFor(() =>
      expect($dialog.get()).toMatchObject({
        type: 'error',
        title: 'Banner Deletion Failed',
        message: 'Banner not found',
      }),
    );
  });
});

describe('the redirect target search', () => {
  const categoriesAnswer = {
    status: 200,
    body: {
      categories: [
        {
          id: categoryId,
          name: 'stationery',
          displayName: 'Stationery',
          logo: '/files/c.svg',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      pagination: { total: 1, totalPages: 1 },
    },
  };
  const productsAnswer = {
    status: 200,
    body: {
      products: [
        {
          id: 'p'.repeat(24),
          parentProductId: null,
          sku: 'NB-A4',
          title: 'A4 Notebook',
          brand: 'Classmate',
          adminDisabled: false,
          productType: 'main',
          merchantId: 'm'.repeat(24),
          storeName: 'Pune Books',
          price: 45,
          stock: 10,
          image: null,
          parentSku: null,
          parentTitle: null,
        },
      ],
      totalProducts: 1,
      totalPages: 1,
    },
  };
  const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('lists the first categories at once, then those whose name has the words typed', async () => {
    const server = fakeFetch(categoriesAnswer);
    const { $targetChoices, searchTargets } = await loadStores();
    const stop = $targetChoices.listen(() => {});

    searchTargets('category', '');
    await vi.waitFor(() =>
      expect($targetChoices.get()).toEqual({
        kind: 'category',
        words: '',
        choices: [{ id: categoryId, label: 'Stationery', detail: 'stationery' }],
      }),
    );
    expect(server.sent[0]!.url).toMatch('/api/v1/catalogs/categories/list?');
    expect(queryOf(server.sent[0]!.url)).toEqual({ limit: '10', sort: '1' });

    vi.useFakeTimers();
    searchTargets('category', 'Sta');
    searchTargets('category', ' Station ');
    expect(server.sent).toHaveLength(1);
    vi.advanceTimersByTime(250);
    vi.useRealTimers();
    await vi.waitFor(() => expect($targetChoices.get()).toMatchObject({ words: 'Station' }));
    // One request for the pause, with the last words.
    expect(server.sent).toHaveLength(2);
    expect(queryOf(server.sent[1]!.url)).toEqual({
      limit: '10',
      sort: '1',
      displayName: 'Station',
    });
    stop();
  });

  it('finds main products by title, each told apart by SKU and store', async () => {
    const server = fakeFetch(productsAnswer);
    const { $targetChoices, searchTargets } = await loadStores();
    const stop = $targetChoices.listen(() => {});

    searchTargets('product', 'note');
    await vi.waitFor(() =>
      expect($targetChoices.get()?.choices).toEqual([
        { id: 'p'.repeat(24), label: 'A4 Notebook', detail: 'NB-A4 · Pune Books' },
      ]),
    );
    expect(server.sent[0]!.url).toMatch('/api/v1/catalogs/products/get-products-admin?');
    expect(queryOf(server.sent[0]!.url)).toEqual({
      limit: '10',
      sort: '-1',
      productType: 'main',
      title: 'note',
    });
    stop();
  });

  it('says "Search failed. Please try again." when the search fails', async () => {
    fakeFetch({ status: 500, body: { message: 'Database down' } });
    const { $dialog, $targetChoices, $toasts, searchTargets } = await loadStores();
    const stop = $targetChoices.listen(() => {});

    searchTargets('category', '');
    await vi.waitFor(() =>
      expect($toasts.get()).toMatchObject([
        { variant: 'error', message: 'Search failed. Please try again.' },
      ]),
    );
    expect($dialog.get()).toBeNull();
    stop();
  });
});
