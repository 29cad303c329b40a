import type { schools } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

startSignedIn('/#/special-category');

const school = (n: number): schools.School => ({
  id: String(n).padStart(24, '0'),
  schoolName: `School ${n}`,
  displayName: `S${n}`,
  logo: null,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const page = (items: schools.School[], total: number, totalPages: number) => ({
  status: 200,
  body: { data: { schools: items, total, totalPages } },
});

describe('the schools grid', () => {
  it('loads 10 a page, appends the next, and searches both names 500 ms after the last key', async () => {
    const fetch = fakeFetch(
      page([school(1)], 11, 2),
      page([school(2)], 11, 2),
      page([school(3)], 1, 1),
    );
    const stores = await loadStores();
    const stop = stores.schoolsFeed.$feed.listen(() => {});
    void stores.openSchools();
    await vi.waitFor(() => expect(stores.schoolsFeed.$feed.get().items).toHaveLength(1));
    expect(fetch.sent[0]!.url).toContain('page=1&limit=10');
    await stores.schoolsFeed.loadMore();
    expect(stores.schoolsFeed.$feed.get()).toMatchObject({ page: 2, hasMore: false, total: 11 });

    vi.useFakeTimers();
    stores.typeSchoolSearch('Gree');
    stores.typeSchoolSearch('Green ');
    vi.advanceTimersByTime(499);
    expect(fetch.sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(stores.schoolsFeed.$feed.get().items).toEqual([school(3)]));
    expect(fetch.sent).toHaveLength(3);
    expect(fetch.sent[2]!.url).toContain('schoolName=Green&displayName=Green');
    stop();
  });

  it('empties the list with no dialog when a load fails', async () => {
    fakeFetch(page([school(1)], 2, 2), { status: 500, body: { message: 'Database down' } });
    const stores = await loadStores();
    const stop = stores.schoolsFeed.$feed.listen(() => {});
    void stores.openSchools();
    await vi.waitFor(() => expect(stores.schoolsFeed.$feed.get().items).toHaveLength(1));
    await stores.schoolsFeed.loadMore();
    expect(stores.schoolsFeed.$feed.get()).toMatchObject({ items: [], hasMore: false });
    expect(stores.$dialog.get()).toBeNull();
    stop();
  });
});

describe('the school form', () => {
  const fill = (stores: Awaited<ReturnType<typeof loadStores>>, index: number, area: string) =>
    stores.changeBranch(index, {
      address: { area, city: 'Pune', state: 'Maharashtra', zipCode: '411038' },
    });

  it('adds a branch only after the last is filled in, and drops a last empty one on create', async () => {
    const fetch = fakeFetch(
      { status: 201, body: { message: 'School added', data: { ...school(1), branches: [] } } },
      page([school(1)], 1, 1),
    );
    const stores = await loadStores();
    stores.openAddSchool();
    stores.addBranch();
    expect(stores.$dialog.get()).toMatchObject({
      type: 'error',
      title: 'Branch add operation failed',
      message: 'Enter branches data',
    });
    stores.closeDialog('close');
    fill(stores, 0, 'Kothrud');
    stores.addBranch();
    expect(stores.schoolForm.$form.get().values.branches).toHaveLength(2);
    expect(stores.schoolForm.$form.get().values.branches[1]!.address.country).toBe('India');
    stores.changeSchoolForm({ schoolName: 'Green Valley', displayName: 'GV' });
    expect(await stores.schoolForm.submit()).toBe(true);
    expect(fetch.sent[0]!.body).toEqual({
      schoolName: 'Green Valley',
      displayName: 'GV',
      logo: null,
      branches: [
        {
          status: 'active',
          address: {
            area: 'Kothrud',
            city: 'Pune',
            state: 'Maharashtra',
            nearBy: '',
            zipCode: '411038',
            country: 'India',
          },
        },
      ],
    });
    expect(stores.$toasts.get().map((toast) => toast.message)).toContain(
      'School added successfully!',
    );
    expect(stores.schoolForm.$form.get().open).toBe(false);
  });

  it('puts messages under the fields, and the server refusal under School Operation Failed', async () => {
    fakeFetch({ status: 409, body: { message: 'A branch that has bundles cannot be removed' } });
    const stores = await loadStores();
    stores.openAddSchool();
    stores.changeBranch(0, { address: { area: 'Baner', zipCode: '4110' } });
    expect(await stores.schoolForm.submit()).toBe(false);
    expect(stores.schoolForm.$form.get().errors).toMatchObject({
      schoolName: 'School name is required',
      'branches.0.city': 'City is required',
      'branches.0.zipCode': 'Zip code must be 6 digits',
    });
    stores.changeSchoolForm({ schoolName: 'A', displayName: 'B' });
    fill(stores, 0, 'Baner');
    expect(await stores.schoolForm.submit()).toBe(false);
    expect(stores.$dialog.get()).toMatchObject({
      title: 'School Operation Failed',
      message: 'A branch that has bundles cannot be removed',
    });
    expect(stores.schoolForm.$form.get().open).toBe(true);
  });
});

describe('the bundle form', () => {
  const view = {
    schoolId: 'a'.repeat(24),
    schoolName: 'Green Valley',
    branchId: 'b'.repeat(24),
    area: 'Baner',
  };

  it('adds a merchant only after the last has an id, and drops a last empty one on save', async () => {
    const fetch = fakeFetch(
      { status: 201, body: { message: 'Bundle added', data: {} } },
      { status: 200, body: { data: [] } },
    );
    const stores = await loadStores();
    stores.openClasses(view);
    stores.openAddBundle('5');
    stores.addMerchant();
    expect(stores.$dialog.get()).toMatchObject({
      title: 'Merchant add operation failed',
      message: 'Enter Merchants data',
    });
    stores.closeDialog('close');
    stores.changeMerchant(0, { merchantId: 'C'.repeat(24) });
    stores.addMerchant();
    const reader = { id: 'd'.repeat(24), title: 'Maths Reader', price: 120, storeName: 'Book Hub' };
    stores.chooseProduct(reader);
    stores.chooseProduct(reader);
    expect(await stores.bundleForm.submit()).toBe(true);
    expect(fetch.sent[0]!.body).toEqual({
      schoolId: view.schoolId,
      branchId: view.branchId,
      classLevel: '5',
      status: 'active',
      merchants: [{ merchantId: 'c'.repeat(24), customPack: true, customDiscount: 0 }],
      bookSet: { status: 'active', products: [{ productId: 'd'.repeat(24) }], discount: 0, tax: 0 },
    });
    expect(stores.$toasts.get().map((toast) => toast.message)).toContain(
      'Bundle added successfully!',
    );
  });

  it('asks before adding a second listing of a title the set holds, from another merchant', async () => {
    const stores = await loadStores();
    stores.openClasses(view);
    stores.openAddBundle('10');
    const title = 'NCERT Democratic Politics – Social Science Textbook for Class 10';
    const first = { id: 'd'.repeat(24), title, price: 187, storeName: 'Book Hub' };
    const second = {
      id: 'e'.repeat(24),
      title: ` ${title.toUpperCase()}`,
      price: 182,
      storeName: 'Paper Point',
    };
    const chosen = () => stores.bundleForm.$form.get().values.products.map((product) => product.id);
    stores.chooseProduct(first);
    expect(stores.$dialog.get()).toBeNull();
    expect(stores.chosenListingOfTitle(second, [first])).toEqual(first);
    expect(stores.chosenListingOfTitle(first, [first])).toBeUndefined();

    stores.chooseProduct(second);
    expect(stores.$dialog.get()).toMatchObject({
      type: 'confirm',
      title: 'Add another listing?',
      message: `“${second.title}” is already in this set, from Book Hub. Add the listing from Paper Point too?`,
    });
    stores.closeDialog('cancel');
    expect(chosen()).toEqual([first.id]);

    stores.chooseProduct(second);
    stores.closeDialog('confirm');
    expect(chosen()).toEqual([first.id, second.id]);
  });

  it("names each merchant row's merchant, not only its id", async () => {
    const known = 'c'.repeat(24);
    const server = fakeFetch(
      {
        status: 200,
        body: {
          data: {
            id: known,
            _id: known,
            storeName: 'Book Hub',
            merchantName: 'Asha',
            phone: '9876543210',
            whatsappNumber: null,
            gstNumber: null,
            address: 'Kothrud, Pune',
            status: 'active',
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        },
      },
      { status: 404, body: { message: 'Merchant not found' } },
    );
    const stores = await loadStores();
    const stop = stores.$bundleMerchantHints.listen(() => undefined);
    stores.openClasses(view);
    stores.openAddBundle('10');
    stores.changeMerchant(0, { merchantId: 'c'.repeat(10) });
    expect(stores.$bundleMerchantHints.get()).toEqual([undefined]);
    expect(server.sent).toEqual([]);

    stores.changeMerchant(0, { merchantId: known.toUpperCase() });
    await expect.poll(() => stores.$bundleMerchantHints.get()).toEqual(['Merchant: Book Hub']);
    expect(server.sent[0]!.url).toBe(`/api/v1/merchants/${known}`);

    stores.changeMerchant(0, { merchantId: 'e'.repeat(24) });
    await expect.poll(() => stores.$bundleMerchantHints.get()).toEqual(['No merchant has this ID']);
    stop();
  });

  it('finds products with their merchant and price', async () => {
    const product = {
      id: 'f'.repeat(24),
      parentProductId: null,
      sku: 'NCERT-10-DP',
      title: 'Democratic Politics',
      brand: 'NCERT',
      adminDisabled: false,
      productType: 'main',
      merchantId: 'c'.repeat(24),
      storeName: 'Book Hub',
      price: 187,
      stock: 4,
      image: null,
      parentSku: null,
      parentTitle: null,
    };
    fakeFetch({ status: 200, body: { products: [product], totalProducts: 1, totalPages: 1 } });
    const stores = await loadStores();
    stores.openClasses(view);
    stores.openAddBundle('10');
    const stop = stores.$productSearchResults.listen(() => undefined);
    stores.typeProductSearch('Democratic');
    await vi.waitFor(
      () =>
        expect(stores.$productSearchResults.get().data).toEqual([
          { id: product.id, title: 'Democratic Politics', price: 187, storeName: 'Book Hub' },
        ]),
      { timeout: 5000 },
    );
    stop();
  });

  it("lists a branch's classes in school order, whatever order the backend answers", async () => {
    const levels = ['1', '10', '12', '2', 'LKG', 'Nursery', 'UKG'];
    fakeFetch({ status: 200, body: { data: levels.map((classLevel) => ({ classLevel })) } });
    const stores = await loadStores();
    const watching = stores.$classLevels.listen(() => {});
    stores.openClasses(view);
    await vi.waitFor(() =>
      expect(stores.$classLevels.get().data).toEqual([
        'Nursery',
        'LKG',
        'UKG',
        '1',
        '2',
        '10',
        '12',
      ]),
    );
    watching();
  });

  it('refuses no products, a percentage above 100 and a malformed merchant id', async () => {
    const stores = await loadStores();
    stores.openClasses(view);
    stores.openAddBundle('5');
    stores.changeBundleForm({ discount: '101', tax: '' });
    stores.changeMerchant(0, { merchantId: 'nope', customDiscount: '-1' });
    expect(await stores.bundleForm.submit()).toBe(false);
    expect(stores.bundleForm.$form.get().errors).toEqual({
      products: 'Choose at least one product',
      discount: 'Enter a percentage from 0 to 100',
      tax: 'Enter a percentage from 0 to 100',
      'merchants.0.merchantId': 'Invalid ID format',
      'merchants.0.customDiscount': 'Enter a percentage from 0 to 100',
    });
  });
});
