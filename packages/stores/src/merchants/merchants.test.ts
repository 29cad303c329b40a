import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { savedFiles } from '../testing/saved-files.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';

const merchant = (whatsappNumber: string | null) => ({
  id: 'b'.repeat(24),
  _id: 'b'.repeat(24),
  storeName: 'Sharma Book Depot',
  merchantName: 'Ravi Sharma',
  phone: '9876543210',
  whatsappNumber,
  gstNumber: whatsappNumber ? null : '07ABCDE1234F1Z5',
  address: 'Karol Bagh, New Delhi, Delhi 110005',
  status: 'active' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
});

startSignedIn();

describe('merchants', () => {
  it('offer inactive only on rows with a WhatsApp number', async () => {
    const { merchantStatusChoices } = await loadStores();
    expect(merchantStatusChoices(merchant('9876543210'))).toEqual([
      'active',
      'pending',
      'inactive',
      'incomplete',
      'suspended',
    ]);
    expect(merchantStatusChoices(merchant(null))).toEqual([
      'active',
      'pending',
      'incomplete',
      'suspended',
    ]);
  });

  it('download the products CSV as a file and say so', async () => {
    const server = fakeFetch({ status: 200, body: 'sku,title\nNB-1,Notebook\n' });
    const saved = savedFiles();
    const { $toasts, downloadProductsCsv } = await loadStores();

    await downloadProductsCsv(merchant(null));

    expect(server.sent[0]!.url).toBe(
      `/api/v1/catalogs/products/get-products-csv/${'b'.repeat(24)}`,
    );
    expect(await saved[0]!.text).toBe('sku,title\nNB-1,Notebook\n');
    expect(saved[0]!.name).toMatch(/^Sharma Book Depot products \d{4}-\d{2}-\d{2}\.csv$/);
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Products CSV downloaded successfully!' },
    ]);
  });

  it('name the earning report "Earning Report yyyy-mm-dd" and send only the chosen dates', async () => {
    const server = fakeFetch({ status: 200, body: 'Order Id,Earning\n' });
    const saved = savedFiles();
    const { earningReportForm, openEarningReport } = await loadStores();
    openEarningReport(merchant(null));

    const result = await submitForm(earningReportForm, {
      period: 'date',
      singleDate: '2026-11-01',
      startDate: '',
      endDate: '',
    });

    expect(result).toEqual({ ok: true, errors: {} });
    expect(server.sent[0]!.url).toBe(
      `/api/v1/sales/orders/merchant-earning-record?singleDate=2026-11-01&merchantId=${'b'.repeat(24)}`,
    );
    expect(earningReportForm.$form.get().open).toBe(false);
    expect(saved[0]!.name).toMatch(/^Earning Report \d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('say "No order is delivered!" on a 404 and the generic download text otherwise', async () => {
    fakeFetch({ status: 404, body: { message: 'No delivered orders' } }, { status: 500, body: {} });
    const { $toasts, earningReportForm } = await loadStores();
    const day = { period: 'date', singleDate: '2026-11-01', startDate: '', endDate: '' } as const;

    expect(await submitForm(earningReportForm, day)).toEqual({ ok: false, errors: {} });
    await submitForm(earningReportForm, day);

    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'No order is delivered!',
      'Failed Downloading products CSV!',
    ]);
  });

  it("show a merchant's documents once loaded, and drop the answer of a closed dialog", async () => {
    const documents = {
      storePhoto: 'merchants/b/store.jpg',
      gstPhoto: null,
      panPhoto: null,
      bankPassbookOrBlankCheckPhoto: null,
    };
    const server = fakeFetch({ status: 200, body: { data: documents } });
    const { $merchantDocuments, closeMerchantDocuments, openMerchantDocuments } =
      await loadStores();
    const watching = $merchantDocuments.listen(() => {});

    openMerchantDocuments(merchant(null));
    expect($merchantDocuments.get()).toMatchObject({ documents: null });
    await vi.waitFor(() => expect($merchantDocuments.get()?.documents).toEqual(documents));
    expect(server.sent[0]!.url).toMatch(/documents/);

    server.hold();
    closeMerchantDocuments();
    openMerchantDocuments(merchant(null));
    closeMerchantDocuments();
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect($merchantDocuments.get()).toBeNull();
    watching();
  });

  it('make no report call for dates in the future', async () => {
    const server = fakeFetch({ status: 200, body: '' });
    const { earningReportForm } = await loadStores();
    const result = await submitForm(earningReportForm, {
      period: 'date',
      singleDate: '2999-01-01',
      startDate: '',
      endDate: '',
    });
    expect(result).toEqual({ ok: false, errors: { singleDate: 'Dates cannot be in the future.' } });
    expect(server.sent).toEqual([]);
  });

  it('settle: field errors without a call, then the success toast', async () => {
    const server = fakeFetch({ status: 200, body: { message: 'Transaction recorded' } });
    const { $toasts, openSettlement, settlementForm } = await loadStores();
    openSettlement(merchant(null));

    const invalid = await submitForm(settlementForm, {
      transactionId: '',
      merchantId: '',
      amount: '',
    });
    expect(invalid.ok).toBe(false);
    expect(invalid.errors.transactionId).toBe('Transaction ID is required.');
    expect(server.sent).toEqual([]);

    const done = await submitForm(settlementForm, {
      transactionId: ' UTR1 ',
      merchantId: 'b'.repeat(24),
      amount: '250.5',
    });
    expect(done).toEqual({ ok: true, errors: {} });
    expect(server.sent[0]!.body).toEqual({
      transactionId: 'UTR1',
      merchantId: 'b'.repeat(24),
      transactionAmount: 250.5,
    });
    expect($toasts.get()).toMatchObject([{ message: 'Earning settle successfully' }]);
    expect(settlementForm.$form.get().open).toBe(false);
  });

  it('settle: the dialog fetches what the merchant is due as it opens', async () => {
    const server = fakeFetch({
      status: 200,
      body: { data: { earned: 1250.5, settled: 1000, due: 250.5 } },
    });
    const { $settlementEarnings, openSettlement, settlementForm } = await loadStores();
    const seen = $settlementEarnings.listen(() => {});

    openSettlement(merchant(null));

    await expect
      .poll(() => $settlementEarnings.get().data)
      .toEqual({ earned: 1250.5, settled: 1000, due: 250.5 });
    expect(server.sent[0]!.url).toBe(`/api/v1/merchants/get-merchant-earnings/${'b'.repeat(24)}`);
    settlementForm.close();
    expect($settlementEarnings.get().data).toBeNull();
    seen();
  });

  it('settle: an expired session ends with its toast, and no dialog over the login page', async () => {
    fakeFetch({ status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $isAuthenticated, $toasts, openSettlement, settlementForm } =
      await loadStores();
    openSettlement(merchant(null));

    const result = await submitForm(settlementForm, {
      transactionId: 'UTR1',
      merchantId: 'b'.repeat(24),
      amount: '10',
    });

    expect(result.ok).toBe(false);
    expect($isAuthenticated.get()).toBe(false);
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Invalid or expired token. Login Again' },
    ]);
    expect($dialog.get()).toBeNull();
    expect(settlementForm.$form.get().open).toBe(true);
  });

  it('settle: a refused settlement opens "Merchant Money Settlement Failed" with the reason', async () => {
    fakeFetch({ status: 409, body: { message: 'Transaction ID UTR1 is already recorded' } });
    const { $dialog, settlementForm } = await loadStores();
    await submitForm(settlementForm, {
      transactionId: 'UTR1',
      merchantId: 'b'.repeat(24),
      amount: '10',
    });
    expect($dialog.get()).toMatchObject({
      title: 'Merchant Money Settlement Failed',
      message: 'Transaction ID UTR1 is already recorded',
    });
  });

  it('settle: in Hindi, a refusal naming the amount due or the transaction ID reads Hindi', async () => {
    fakeFetch(
      { status: 200, body: { data: { earned: 1250.5, settled: 1000, due: 250.5 } } },
      {
        status: 400,
        body: {
          message: 'The amount is more than the ₹250.50 due to this merchant',
          code: 'merchant.amount_over_due',
        },
      },
      {
        status: 409,
        body: {
          message: 'Transaction ID UTR1 is already recorded',
          code: 'merchant.transaction_recorded',
        },
      },
    );
    const { $dialog, $settlementEarnings, openSettlement, settlementForm } = await loadStores();
    await installHindi();
    const seen = $settlementEarnings.listen(() => {});
    openSettlement(merchant(null));
    await expect.poll(() => $settlementEarnings.get().data).not.toBeNull();
    const values = { transactionId: ' UTR1 ', merchantId: 'b'.repeat(24), amount: '300' };

    await submitForm(settlementForm, values);
    expect($dialog.get()?.message).toBe('रकम इस मर्चेंट के बकाया ₹250.50 से ज़्यादा है');
    await submitForm(settlementForm, values);
    expect($dialog.get()?.message).toBe('ट्रांज़ैक्शन आईडी UTR1 पहले ही दर्ज हो चुकी है');
    seen();
  });
});
