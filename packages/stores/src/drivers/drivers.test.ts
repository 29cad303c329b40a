import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';

const id = 'd'.repeat(24);
const driver = (changes: object = {}) => ({
  id,
  _id: id,
  firstName: 'Ravi',
  lastName: 'Yadav',
  phone: '9876543210',
  whatsappNumber: null,
  profilePicture: null,
  status: 'active',
  isGolden: false,
  isAvailable: true,
  isOutForDelivery: false,
  earning: 65.5,
  cashCollected: 1200,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});
const listAnswer = { status: 200, body: { drivers: [driver()], total: 1, totalPages: 1 } };
const earningsAnswer = {
  status: 200,
  body: {
    data: {
      ...driver(),
      accounts: {
        earning: { total: 165.5, settled: 100, due: 65.5 },
        cashCollected: { total: 1500, settled: 300, due: 1200 },
      },
    },
  },
};
const settledAnswer = {
  status: 200,
  body: { message: 'Paid ₹60.00 of earnings to Ravi Yadav', data: driver({ earning: 5.5 }) },
};
const values = { settlementType: 'earning', driverId: id, amount: '60' } as const;

startSignedIn();

describe('the drivers list', () => {
  it('asks GET /driver/list with the filters and shows {drivers, total, totalPages}', async () => {
    const server = fakeFetch(listAnswer);
    const { driversList } = await loadStores();

    await driversList.apply({ name: 'Ravi', isAvailable: 'true', phone: ' ' });

    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/driver/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Ravi',
      isAvailable: 'true',
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
    expect(driversList.$list.get()).toMatchObject({ total: 1, totalPages: 1, items: [driver()] });
  });

  it('opens "Driver fetching failed" with the server\'s text when the list fails', async () => {
    fakeFetch({ status: 500, body: { message: 'Database unavailable' } });
    const { $dialog, driversList } = await loadStores();
    await driversList.reload();
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Driver fetching failed',
      message: 'Database unavailable',
    });
  });

  it('applies a status once the server has it, and keeps the old one on a failure', async () => {
    const server = fakeFetch(
      listAnswer,
      {
        status: 200,
        body: { message: 'Driver status updated', data: driver({ status: 'inactive' }) },
      },
      { status: 500, body: { message: 'boom' } },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { driversList, $toasts, setDriverStatus } = await loadStores();
    await driversList.reload();

    await setDriverStatus(id, 'inactive');
    expect(server.sent[1]).toMatchObject({
      method: 'PUT',
      url: `/api/v1/driver/update-driver-status/${id}`,
      body: { status: 'inactive' },
    });
    expect(driversList.$list.get().items[0]?.status).toBe('inactive');

    await setDriverStatus(id, 'suspended');
    expect(driversList.$list.get().items[0]?.status).toBe('inactive');
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'error',
      message: `Status of ${driver().firstName} ${driver().lastName} not changed: boom`,
    });
  });

  it("shows a driver's documents once loaded", async () => {
    const documents = {
      profilePicture: '/files/demo/drivers/profile-1.svg',
      drivingLicencePhoto: '/files/private/licence.svg?expires=1&signature=s',
      aadhaarPhoto: null,
      vehicleRcPhoto: null,
    };
    const server = fakeFetch({ status: 200, body: { data: documents } });
    const { $driverDocuments, openDriverDocuments } = await loadStores();
    const watching = $driverDocuments.listen(() => {});
    openDriverDocuments(driver() as never);
    await vi.waitFor(() => expect($driverDocuments.get()?.documents).toEqual(documents));
    expect(server.sent[0]!.url).toBe(`/api/v1/driver/get-driver-documents/${id}`);
    expect($driverDocuments.get()?.owner).toMatchObject({ firstName: 'Ravi' });
    watching();
  });
});

describe('the Settle Driver Amount modal', () => {
  it("opens with a row's driver id, or none from the screen's button", async () => {
    const { driverSettlementForm, openDriverSettlement } = await loadStores();
    openDriverSettlement(driver() as never);
    expect(driverSettlementForm.$form.get()).toMatchObject({
      open: true,
      context: { driverId: id },
    });
    expect(driverSettlementForm.$form.get().values.driverId).toBe(id);
    openDriverSettlement();
    expect(driverSettlementForm.$form.get()).toMatchObject({
      open: true,
      context: { driverId: '' },
    });
    expect(driverSettlementForm.$form.get().values.driverId).toBe('');
  });

  it("fetches a row's driver's earnings as the modal opens, and a quick Settle waits for them", async () => {
    const server = fakeFetch(earningsAnswer, settledAnswer);
    const { $driverEarnings, driverSettlementForm, openDriverSettlement } = await loadStores();

    openDriverSettlement(driver() as never);
    expect(server.sent[0]!.url).toBe(`/api/v1/driver/get-driver-by-id-auth/${id}`);
    // Settled before the earnings arrived: no second fetch, the settlement goes once.
    expect(await submitForm(driverSettlementForm, values)).toEqual({ ok: true, errors: {} });
    expect($driverEarnings.get()?.earnings?.accounts.earning.due).toBe(65.5);
    expect(server.sent.map((request) => request.url)).toEqual([
      `/api/v1/driver/get-driver-by-id-auth/${id}`,
      '/api/v1/driver/update-driver-amount',
    ]);
  });

  it('Action fetches the earnings; a malformed id makes no call, an unknown one opens the fetching dialog', async () => {
    const server = fakeFetch(earningsAnswer, {
      status: 404,
      body: { message: 'Driver not found' },
    });
    const { $driverEarnings, $dialog, fetchDriverEarnings } = await loadStores();

    expect(await fetchDriverEarnings('xyz')).toEqual({
      ok: false,
      errors: { driverId: 'Invalid ID format' },
    });
    expect(server.sent).toEqual([]);

    expect(await fetchDriverEarnings(` ${id.toUpperCase()} `)).toEqual({ ok: true, errors: {} });
    expect(server.sent[0]!.url).toBe(`/api/v1/driver/get-driver-by-id-auth/${id}`);
    expect($driverEarnings.get()?.earnings.accounts.earning).toEqual({
      total: 165.5,
      settled: 100,
      due: 65.5,
    });

    // Spec part 2 §8: the lookup's failure, of a driver the server does not know too, is this
    // dialog with the server's reason.
    expect(await fetchDriverEarnings('e'.repeat(24))).toEqual({ ok: false, errors: {} });
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Driver Money Settlement Amounting Fetching.',
      message: 'Driver not found',
    });
  });

  it('a failed fetch opens "Driver Money Settlement Amounting Fetching." with the reason', async () => {
    fakeFetch({ status: 500, body: { message: 'Database unavailable' } });
    const { $dialog, fetchDriverEarnings } = await loadStores();
    expect((await fetchDriverEarnings(id)).ok).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Driver Money Settlement Amounting Fetching.',
      message: 'Database unavailable',
    });
  });

  it('settles: fetches what is due first, refuses more, then sends the settlement with a key', async () => {
    const server = fakeFetch(listAnswer, earningsAnswer, settledAnswer);
    const { driversList, $toasts, driverSettlementForm, openDriverSettlement } = await loadStores();
    const settleDriver = (settlement: Parameters<typeof driverSettlementForm.update>[0]) =>
      submitForm(driverSettlementForm, settlement);
    await driversList.reload();
    openDriverSettlement(driver() as never);

    const invalid = await settleDriver({ settlementType: '', driverId: id, amount: '' });
    expect(invalid.errors).toEqual({
      settlementType: 'Choose a settlement type.',
      amount: 'Amount is required.',
    });
    // The list, and the row's driver's earnings, fetched as the modal opened.
    expect(server.sent).toHaveLength(2);

    const tooMuch = await settleDriver({ ...values, amount: '65.51' });
    expect(tooMuch).toEqual({
      ok: false,
      errors: { amount: 'Amount cannot be more than the ₹65.50 due.' },
    });
    expect(server.sent.map((request) => request.url)).toEqual([
      expect.stringContaining('/driver/list'),
      `/api/v1/driver/get-driver-by-id-auth/${id}`,
    ]);

    expect(await settleDriver(values)).toEqual({ ok: true, errors: {} });
    const sent = server.sent[2]!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/v1/driver/update-driver-amount',
      body: { type: 'earning', amount: 60, driverId: id },
    });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Paid ₹60.00 of earnings to Ravi Yadav' },
    ]);
    expect(driversList.$list.get().items[0]?.earning).toBe(5.5);
    expect(driverSettlementForm.$form.get().open).toBe(false);
  });

  it('settles in Hindi: a refusal naming what is due, then the success toast, read Hindi', async () => {
    fakeFetch(
      earningsAnswer,
      {
        status: 400,
        body: {
          message: 'The amount is more than the ₹65.50 of earnings due to this driver',
          code: 'driver.amount_over_due',
        },
      },
      settledAnswer,
    );
    const { $dialog, $toasts, driverSettlementForm, fetchDriverEarnings } = await loadStores();
    await installHindi();
    await fetchDriverEarnings(id);

    expect((await submitForm(driverSettlementForm, values)).ok).toBe(false);
    expect($dialog.get()?.message).toBe('रकम इस ड्राइवर की बकाया कमाई ₹65.50 से ज़्यादा है');
    expect((await submitForm(driverSettlementForm, values)).ok).toBe(true);
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Ravi Yadav को कमाई के ₹60.00 दे दिए गए' },
    ]);
  });

  it('sends a settlement again with its key, and the next settlement with a new one', async () => {
    const server = fakeFetch(
      earningsAnswer,
      { status: 500, body: { message: 'Gateway timeout' } },
      settledAnswer,
      settledAnswer,
    );
    const { $dialog, driverSettlementForm, fetchDriverEarnings } = await loadStores();
    const settleDriver = () => submitForm(driverSettlementForm, values);
    await fetchDriverEarnings(id);

    expect((await settleDriver()).ok).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Driver Money Settlement Failed',
      message: 'Gateway timeout',
    });
    expect((await settleDriver()).ok).toBe(true);
    expect((await settleDriver()).ok).toBe(true);

    const keys = server.sent.slice(1).map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends a settlement submitted twice at once only once, both answered alike', async () => {
    const server = fakeFetch(earningsAnswer, settledAnswer);
    const { $toasts, fetchDriverEarnings, settleDriver } = await loadStores();
    await fetchDriverEarnings(id);
    server.hold();
    const both = Promise.all([settleDriver(values), settleDriver(values)]);
    server.release();
    expect(await both).toEqual([true, true]);
    expect(server.sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect($toasts.get()).toHaveLength(1);
  });

  it('an expired session ends with its toast, no dialog', async () => {
    fakeFetch(earningsAnswer, { status: 401, body: { message: 'Invalid or expired token' } });
    const { $dialog, $isAuthenticated, driverSettlementForm, fetchDriverEarnings } =
      await loadStores();
    await fetchDriverEarnings(id);
    expect((await submitForm(driverSettlementForm, values)).ok).toBe(false);
    expect($isAuthenticated.get()).toBe(false);
    expect($dialog.get()).toBeNull();
  });
});
