import type { competitions } from '@satchel/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';

const id = (n: number) => String(n).padStart(24, '0');
const competition = (n: number): competitions.Competition => ({
  id: id(n),
  name: `Olympiad ${n}`,
  logo: `olympiad-${n}.svg`,
  status: 'active',
});
const product = (n: number): competitions.CompetitionProduct => ({
  id: id(100 + n),
  title: `Workbook ${n}`,
  images: [],
  price: 150,
  status: 'active',
});
const ok = (body: unknown) => ({ status: 200, body });
const listPage = (numbers: number[], total: number) =>
  ok({ data: { competitions: numbers.map(competition), total, limit: 10 } });
const productsPage = (numbers: number[], currentPage: number, totalProducts: number) =>
  ok({
    products: numbers.map(product),
    currentPage,
    totalPages: Math.ceil(totalProducts / 10),
    totalProducts,
  });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

startSignedIn();
afterEach(() => {
  vi.useRealTimers();
});

describe('the competitions list', () => {
  it('asks for page 1 of 10 sorted by 1, then appends the next page', async () => {
    const server = fakeFetch(listPage(range(1, 10), 12), listPage([11, 12], 12));
    const { competitionsFeed } = await loadStores();
    const { $feed } = competitionsFeed;

    await competitionsFeed.restart();
    expect(new URL(server.sent[0]!.url, 'http://x').pathname).toBe(
      '/api/v1/catalogs/categories/special/competitions',
    );
    expect(queryOf(server.sent[0]!.url)).toEqual({
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect($feed.get().hasMore).toBe(true);

    await competitionsFeed.loadMore();
    expect(queryOf(server.sent[1]!.url).page).toBe('2');
    expect($feed.get().items.map((item) => item.id)).toEqual(range(1, 12).map(id));
    expect($feed.get().hasMore).toBe(false);
    await competitionsFeed.loadMore();
    expect(server.sent).toHaveLength(2);
  });

  it('searches by name 500 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    const server = fakeFetch(listPage([3], 1));
    const { competitionsFeed, searchCompetitions } = await loadStores();

    searchCompetitions('oly');
    await vi.advanceTimersByTimeAsync(300);
    searchCompetitions(' olympiad ');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(1);
    expect(queryOf(server.sent[0]!.url)).toMatchObject({ name: 'olympiad', page: '1' });
    await vi.waitFor(() => expect(competitionsFeed.$feed.get().query.name).toBe('olympiad'));
  });

  it('reads "No competitions found" as an empty list, without a dialog', async () => {
    fakeFetch(listPage([1], 1), { status: 404, body: { message: 'No competitions found' } });
    const { competitionsFeed, $dialog } = await loadStores();
    await competitionsFeed.restart();
    await competitionsFeed.restart();
    expect($dialog.get()).toBeNull();
    expect(competitionsFeed.$feed.get()).toMatchObject({ items: [], total: 0, loading: false });
  });

  it('shows other failures under "Competition fetching Failed"', async () => {
    fakeFetch({ status: 500, body: { message: 'Database unreachable' } });
    const { $dialog, competitionsFeed } = await loadStores();
    await competitionsFeed.restart();
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Competition fetching Failed',
      message: 'Database unreachable',
    });
  });
});

describe("a competition's products", () => {
  it('expand loads 10, Load More Products the next ones, and each expand starts afresh', async () => {
    const server = fakeFetch(
      productsPage(range(1, 10), 1, 12),
      productsPage([11, 12], 2, 12),
      productsPage(range(1, 10), 1, 13),
    );
    const { competitionProducts } = await loadStores();
    const { $feeds } = competitionProducts;

    await competitionProducts.toggle(id(1));
    expect(new URL(server.sent[0]!.url, 'http://x').pathname).toBe(
      `/api/v1/catalogs/categories/special/competition/products/${id(1)}`,
    );
    expect(queryOf(server.sent[0]!.url)).toEqual({ page: '1', limit: '10' });
    await competitionProducts.loadMore(id(1));
    expect($feeds.get()[id(1)]).toMatchObject({ page: 2, total: 12 });
    expect($feeds.get()[id(1)]!.items).toHaveLength(12);

    await competitionProducts.toggle(id(1));
    expect($feeds.get()[id(1)]).toBeUndefined();
    await competitionProducts.toggle(id(1));
    expect(server.sent).toHaveLength(3);
    expect($feeds.get()[id(1)]).toMatchObject({ page: 1, total: 13 });
  });

  it('shows a failure under "Product fetching Failed"', async () => {
    fakeFetch({ status: 404, body: { message: 'Competition not found' } });
    const { $dialog, competitionProducts } = await loadStores();
    await competitionProducts.toggle(id(1));
    expect($dialog.get()).toMatchObject({ title: 'Product fetching Failed' });
  });
});

describe('the onboard/edit modal', () => {
  it('refuses a blank name without sending anything', async () => {
    const server = fakeFetch(ok({}));
    const { competitionForm, openOnboardCompetition } = await loadStores();
    openOnboardCompetition();
    const result = await submitForm(competitionForm, {
      competitionName: ' ',
      logo: '',
      status: 'active',
    });
    expect(result.errors).toEqual({ competitionName: 'Competition name is required' });
    expect(server.sent).toHaveLength(0);
  });

  it('onboards a competition, closes and reloads the list', async () => {
    const server = fakeFetch(
      { status: 201, body: { message: 'Competition created', data: competition(9) } },
      listPage([9], 1),
    );
    const { competitionForm, competitionsFeed, openOnboardCompetition } = await loadStores();
    openOnboardCompetition();
    const result = await submitForm(competitionForm, {
      competitionName: ' Olympiad 9 ',
      logo: 'olympiad-9.svg',
      status: 'inactive',
    });
    expect(result.ok).toBe(true);
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      body: { competitionName: 'Olympiad 9', logo: 'olympiad-9.svg', status: 'inactive' },
    });
    expect(competitionForm.$form.get().open).toBe(false);
    expect(competitionsFeed.$feed.get().items).toEqual([competition(9)]);
  });

  it('edits with PUT and shows a failure under "Competition Onboarding Failed", staying open', async () => {
    const server = fakeFetch({ status: 404, body: { message: 'Competition not found' } });
    const { $dialog, competitionForm, openEditCompetition } = await loadStores();
    openEditCompetition(competition(2));
    const { values } = competitionForm.$form.get();
    expect(values).toEqual({
      competitionName: 'Olympiad 2',
      logo: 'olympiad-2.svg',
      status: 'active',
    });
    expect(await competitionForm.submit()).toBe(false);
    expect(server.sent[0]).toMatchObject({ method: 'PUT' });
    expect(server.sent[0]!.url).toContain(`/competition/${id(2)}`);
    expect($dialog.get()).toMatchObject({
      title: 'Competition Onboarding Failed',
      message: 'Competition not found',
    });
    expect(competitionForm.$form.get().open).toBe(true);
  });
});

describe('the associate and dissociate modals', () => {
  it('send the typed IDs split, trimmed and de-duplicated, then toast', async () => {
    const server = fakeFetch(ok({ message: 'done' }));
    const { $toasts, openProductAssociation, productAssociationForm } = await loadStores();
    const changeProductAssociation = (productIds: string) =>
      submitForm(productAssociationForm, { productIds });
    openProductAssociation('associate', competition(1));
    const ids = ` ${id(101)}, ${id(102)},${id(101)} ,, ${id(103)} `;
    expect((await changeProductAssociation(ids)).ok).toBe(true);
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      body: { productIds: [id(101), id(102), id(103)], competitionIds: [id(1)] },
    });
    expect(server.sent[0]!.url).toContain('/competition/product/associate');
    expect($toasts.get()).toMatchObject([{ message: 'Product Associated Successfully!' }]);
    expect(productAssociationForm.$form.get().open).toBe(false);

    openProductAssociation('dissociate', competition(1));
    expect((await changeProductAssociation(id(102))).ok).toBe(true);
    expect(server.sent[1]!.url).toContain('/competition/product/dissociate');
    expect($toasts.get().at(-1)).toMatchObject({ message: 'Product Dissociated Successfully!' });
  });

  it('refuse blank or malformed IDs under the field without sending', async () => {
    const server = fakeFetch(ok({ message: 'done' }));
    const { openProductAssociation, productAssociationForm } = await loadStores();
    const changeProductAssociation = (productIds: string) =>
      submitForm(productAssociationForm, { productIds });
    openProductAssociation('associate', competition(1));
    expect(await changeProductAssociation(' , ')).toEqual({
      ok: false,
      errors: { productIds: 'Enter at least one product ID' },
    });
    expect((await changeProductAssociation(`${id(101)}, abc`)).errors.productIds).toBe(
      'Product IDs are 24 hexadecimal characters: abc',
    );
    expect(server.sent).toHaveLength(0);
  });

  it('title failures "Product Operation Failed" (associate), "Competition Onboarding Failed" (dissociate)', async () => {
    fakeFetch({ status: 404, body: { message: `Products not found: ${id(199)}` } });
    const { $dialog, closeDialog, openProductAssociation, productAssociationForm } =
      await loadStores();
    const changeProductAssociation = (productIds: string) =>
      submitForm(productAssociationForm, { productIds });
    openProductAssociation('associate', competition(1));
    await changeProductAssociation(id(199));
    expect($dialog.get()).toMatchObject({
      title: 'Product Operation Failed',
      message: `Products not found: ${id(199)}`,
    });
    closeDialog('close');
    openProductAssociation('dissociate', competition(1));
    await changeProductAssociation(id(199));
    expect($dialog.get()).toMatchObject({ title: 'Competition Onboarding Failed' });
  });

  it('reload the products of an expanded competition', async () => {
    const server = fakeFetch(
      productsPage([1], 1, 1),
      ok({ message: 'done' }),
      productsPage([1, 2], 1, 2),
    );
    const { competitionProducts, openProductAssociation, productAssociationForm } =
      await loadStores();
    const changeProductAssociation = (productIds: string) =>
      submitForm(productAssociationForm, { productIds });
    await competitionProducts.toggle(id(1));
    openProductAssociation('associate', competition(1));
    await changeProductAssociation(id(102));
    expect(server.sent).toHaveLength(3);
    expect(competitionProducts.$feeds.get()[id(1)]!.total).toBe(2);
  });
});
