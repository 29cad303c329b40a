import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

startSignedIn();

const kept = { settlementApprovalThreshold: null, lateDeliveryHours: 3 };

describe('the Settings panel (issue 30)', () => {
  it('shows the settings the server keeps, none as an empty field', async () => {
    fakeFetch({ status: 200, body: { data: { ...kept, settlementApprovalThreshold: 2500.5 } } });
    const { settings } = await loadStores();
    expect(await settings.loadSettings()).toBe(true);
    expect(settings.settingsForm.$form.get().values).toEqual({
      settlementApprovalThreshold: '2500.5',
      lateDeliveryHours: '3',
    });
  });

  it('says under each field what is wrong, sending nothing', async () => {
    const { sent } = fakeFetch({ status: 200, body: { data: kept } });
    const { settings } = await loadStores();
    const form = settings.settingsForm;
    for (const [threshold, hours, errors] of [
      [
        'ten',
        '',
        { settlementApprovalThreshold: 'Enter a number', lateDeliveryHours: 'Enter a value' },
      ],
      [
        '0.5',
        '2.5',
        {
          settlementApprovalThreshold: 'Enter a value from 1 to 10,00,00,000',
          lateDeliveryHours: 'Enter a whole number of hours',
        },
      ],
      [
        '100.005',
        '241',
        {
          settlementApprovalThreshold: 'Use at most two decimals',
          lateDeliveryHours: 'Enter a value from 1 to 240',
        },
      ],
    ] as const) {
      form.update({ settlementApprovalThreshold: threshold, lateDeliveryHours: hours });
      expect(await form.submit()).toBe(false);
      expect(form.$form.get().errors).toEqual(errors);
    }
    expect(sent).toEqual([]);
  });

  it('sends every setting, an empty one as none, and shows what the server saved', async () => {
    const saved = { settlementApprovalThreshold: null, lateDeliveryHours: 4 };
    const { sent } = fakeFetch({ status: 200, body: { message: 'Settings saved', data: saved } });
    const { settings, $toasts } = await loadStores();
    settings.settingsForm.update({ settlementApprovalThreshold: ' ', lateDeliveryHours: '4' });
    expect(await settings.settingsForm.submit()).toBe(true);
    expect(sent).toMatchObject([{ url: '/api/v1/admin/settings', method: 'PUT', body: saved }]);
    expect(settings.settingsForm.$form.get().values).toEqual({
      settlementApprovalThreshold: '',
      lateDeliveryHours: '4',
    });
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'Settings saved' }]);
  });

  it('says in Hindi that they were saved, whatever words the server used', async () => {
    fakeFetch({ status: 200, body: { message: 'Settings saved', data: kept } });
    const { settings, $toasts } = await loadStores();
    await installHindi();
    settings.settingsForm.update({ settlementApprovalThreshold: '', lateDeliveryHours: '3' });
    expect(await settings.settingsForm.submit()).toBe(true);
    expect($toasts.get()).toMatchObject([{ variant: 'success', message: 'सेटिंग्स सेव हो गईं' }]);
  });
});
