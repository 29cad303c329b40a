import { productCsvMessages } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { savedFiles } from '../testing/saved-files.js';
import { startSignedIn } from '../testing/signed-in.js';

const merchantId = 'c'.repeat(24);
const merchant = (status: 'active' | 'pending') => ({
  data: {
    id: merchantId,
    _id: merchantId,
    storeName: 'Gupta Stationers',
    merchantName: 'Anil Gupta',
    phone: '9811122233',
    whatsappNumber: null,
    gstNumber: '07ABCDE1234F1Z5',
    address: 'Lajpat Nagar, New Delhi, Delhi 110024',
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
});
const csv = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });

startSignedIn();

describe('Product Management', () => {
  it('verifies only an active merchant, and a new fetch asks for verification again', async () => {
    fakeFetch(
      { status: 200, body: merchant('pending') },
      { status: 200, body: merchant('active') },
    );
    const { $toasts, $toolsMerchant, fetchToolsMerchant, verifyToolsMerchant } = await loadStores();
    const seen = $toolsMerchant.listen(() => {});

    fetchToolsMerchant(` ${merchantId.toUpperCase()} `);
    await expect.poll(() => $toolsMerchant.get().merchant?.status).toBe('pending');
    verifyToolsMerchant();
    expect($toolsMerchant.get()).toMatchObject({ active: false, verified: false });

    fetchToolsMerchant(merchantId);
    await expect.poll(() => $toolsMerchant.get().merchant?.status).toBe('active');
    verifyToolsMerchant();
    expect($toolsMerchant.get()).toMatchObject({ active: true, verified: true });
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Merchant Verified Success' },
    ]);

    fetchToolsMerchant(merchantId);
    expect($toolsMerchant.get().verified).toBe(false);
    seen();
  });

  it('hides the tools once another id is typed, until that merchant is fetched and verified', async () => {
    const otherId = 'd'.repeat(24);
    const other = {
      data: { ...merchant('active').data, id: otherId, _id: otherId, storeName: 'Paper Point' },
    };
    fakeFetch({ status: 200, body: merchant('active') }, { status: 200, body: other });
    const { $toolsMerchant, fetchToolsMerchant, typeToolsMerchantId, verifyToolsMerchant } =
      await loadStores();
    const seen = $toolsMerchant.listen(() => {});

    typeToolsMerchantId(merchantId);
    fetchToolsMerchant(merchantId);
    await expect.poll(() => $toolsMerchant.get().merchant?.id).toBe(merchantId);
    verifyToolsMerchant();
    expect($toolsMerchant.get().verified).toBe(true);

    // Another id typed, not fetched: neither the first merchant nor its tools stay, and the
    // first merchant cannot be verified for it.
    typeToolsMerchantId(otherId);
    expect($toolsMerchant.get()).toMatchObject({ merchant: null, verified: false });
    verifyToolsMerchant();
    expect($toolsMerchant.get().verified).toBe(false);
    // Typing the first id back does not bring its verification back either.
    typeToolsMerchantId(merchantId);
    expect($toolsMerchant.get()).toMatchObject({ verified: false });

    typeToolsMerchantId(otherId);
    fetchToolsMerchant(otherId);
    await expect.poll(() => $toolsMerchant.get().merchant?.storeName).toBe('Paper Point');
    expect($toolsMerchant.get().verified).toBe(false);
    verifyToolsMerchant();
    expect($toolsMerchant.get()).toMatchObject({ verified: true, merchant: { id: otherId } });
    seen();
  });

  it('opens for a merchant from its row: the section shown, the id filled and fetched', async () => {
    const server = fakeFetch({ status: 200, body: merchant('active') });
    const { $place, $toolsMerchant, $toolsMerchantIdText, openProductTools } = await loadStores();
    const seen = $toolsMerchant.listen(() => {});

    openProductTools(merchantId);

    expect($place.get().section).toBe('/product-management');
    expect($toolsMerchantIdText.get()).toBe(merchantId);
    await expect.poll(() => $toolsMerchant.get().merchant?.storeName).toBe('Gupta Stationers');
    expect(server.sent[0]!.url).toBe(`/api/v1/merchants/${merchantId}`);
    seen();
  });

  it('says "Merchant fetching Failed" with the server\'s text for an unknown merchant', async () => {
    fakeFetch({ status: 404, body: { message: 'Merchant not found' } });
    const { $dialog, $toolsMerchant, fetchToolsMerchant } = await loadStores();
    const seen = $toolsMerchant.listen(() => {});

    fetchToolsMerchant(merchantId);

    await expect
      .poll(() => $dialog.get())
      .toMatchObject({
        type: 'error',
        title: 'Merchant fetching Failed',
        message: 'Merchant not found',
      });
    expect($toolsMerchant.get().merchant).toBeNull();
    seen();
  });

  it("saves a template under its type's name", async () => {
    const server = fakeFetch({ status: 200, body: 'variantId,updateType,value\r\n' });
    const saved = savedFiles();
    const { downloadProductTemplate } = await loadStores();

    expect(await downloadProductTemplate('variant_update')).toBe(true);

    expect(server.sent[0]!.url).toBe('/api/v1/admin/download-product-csv?type=variant_update');
    expect(saved[0]!.name).toBe('product-variant-update-template.csv');
    expect(await saved[0]!.text).toBe('variantId,updateType,value\r\n');
  });

  it('sends a variant update to its own call, told by the header', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Updated', data: { rows: 1 } } });
    const { $toasts, merchantCsvUpload } = await loadStores();

    const header = ['variantId', 'updateType', 'value'];
    expect(
      await merchantCsvUpload.send(merchantId, csv('variantId,updateType,value\n'), header),
    ).toBe(true);

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/v1/catalogs/products/variantUpdateCsv/${merchantId}`,
    });
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Bulk Operation successfully done' },
    ]);
  });

  it('lists the server\'s row and column problems under "CSV Upload Fail" and keeps them all', async () => {
    const errors = Array.from({ length: 12 }, (_, index) => ({
      row: index + 1,
      column: 'sku',
      message: 'SKU already exists for this merchant',
    }));
    fakeFetch({ status: 400, body: { message: 'The file has 12 problems', errors } });
    const { $dialog, merchantCsvUpload } = await loadStores();

    expect(await merchantCsvUpload.send(merchantId, csv('sku\n'), ['sku'])).toBe(false);

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'CSV Upload Fail',
      message: 'The file has 12 problems',
    });
    expect($dialog.get()!.details).toHaveLength(11);
    expect($dialog.get()!.details![0]).toBe('Row 1, sku: SKU already exists for this merchant');
    expect($dialog.get()!.details![10]).toBe('and 2 more, listed under the file');
    expect(merchantCsvUpload.$issues.get()).toEqual(errors);

    merchantCsvUpload.clearIssues();
    expect(merchantCsvUpload.$issues.get()).toBeNull();
  });

  it("words the server's problems in Hindi by their codes, and keeps a problem it cannot word", async () => {
    const errors = [
      {
        row: 2,
        column: 'categoryName',
        message: 'No category is named Atlas',
        code: 'noCategory',
        values: ['Atlas'],
      },
      {
        row: 3,
        column: 'sku',
        message: 'Repeats the SKU of row 1',
        code: 'repeatedSku',
        values: [1],
      },
      { row: 4, column: 'price', message: productCsvMessages.price, code: 'price' },
      { row: 5, column: '', message: 'Trailing quote on quoted field is malformed' },
    ];
    const message = 'Nothing was imported: the file has 4 problems';
    fakeFetch({ status: 400, body: { message, code: 'csv.problems', values: [4, 4], errors } });
    const { $dialog, merchantCsvUpload } = await loadStores();
    await installHindi();

    expect(await merchantCsvUpload.send(merchantId, csv('sku\n'), ['sku'])).toBe(false);

    const hindi = [
      'Atlas नाम की कोई कैटेगरी नहीं है',
      'यही SKU पंक्ति 1 में भी है',
      '0.01 से 10000000 तक की कीमत रुपये में, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
      'Trailing quote on quoted field is malformed',
    ];
    expect(merchantCsvUpload.$issues.get()!.map((issue) => issue.message)).toEqual(hindi);
    expect($dialog.get()).toMatchObject({
      title: 'CSV अपलोड नहीं हो सकी',
      message: 'कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में 4 गड़बड़ियाँ हैं',
    });
    expect($dialog.get()!.details![1]).toBe('पंक्ति 3, sku: यही SKU पंक्ति 1 में भी है');
  });

  it('words a row the server cannot parse in Hindi, the refusal and its problem', async () => {
    const problem = 'Trailing quote on quoted field is malformed';
    fakeFetch({
      status: 400,
      body: {
        message: `Row 5 cannot be read: ${problem}`,
        code: 'csv.malformed_quote',
        values: [5],
        errors: [{ row: 5, column: '', message: problem, code: 'malformedQuote' }],
      },
    });
    const { $dialog, merchantCsvUpload } = await loadStores();
    await installHindi();

    expect(await merchantCsvUpload.send(merchantId, csv('sku\n'), ['sku'])).toBe(false);

    const hindi = 'कोट वाले सेल में बंद करने वाले कोट के बाद कुछ और लिखा है';
    expect(merchantCsvUpload.$issues.get()!.map((issue) => issue.message)).toEqual([hindi]);
    expect($dialog.get()).toMatchObject({ message: `पंक्ति 5 पढ़ी नहीं जा सकी: ${hindi}` });
  });

  it('ends the session on a 401 during a bulk assign, with no dialog', async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $session, assignCsvUpload } = await loadStores();

    expect(await assignCsvUpload.send(csv('productId\n'))).toBe(false);

    expect($session.get().token).toBeNull();
    expect($dialog.get()).toBeNull();
  });
});
