import type { coupons } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { submitForm } from '../testing/submit-form.js';
import {
  type CouponFormValues,
  changeCouponForm,
  createCouponBody,
  editCouponFormValues,
  newCouponFormValues,
  regenerateCouponCode,
  updateCouponBody,
  validateCouponForm,
} from './coupon-form-values.js';

const now = new Date('2026-03-01T10:00:00.000Z');

const stored: coupons.Coupon = {
  id: 'c'.repeat(24),
  code: 'SPRP15AB12',
  name: 'Spring sale',
  createdBy: 'a'.repeat(24),
  type: 'percentage',
  value: 15,
  isActive: true,
  expiresAt: '2026-03-01T15:30:00.000Z',
  usageLimit: 50,
  usedCount: 4,
  maxUsagePerUser: 2,
  global: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};

/** A valid new coupon's form. */
const filled = (changes: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...newCouponFormValues(),
  name: 'Back to school',
  code: 'BACP10Q7Z2',
  ...changes,
});

describe('the coupon form values', () => {
  it('opens a new coupon with the spec defaults and a code made from them', () => {
    const values = newCouponFormValues();
    expect(values).toMatchObject({
      name: '',
      type: 'percentage',
      value: '10',
      isActive: true,
      neverExpires: false,
      expiresIn: '24',
      unlimited: false,
      usageLimit: '100',
      maxUsagePerUser: '1',
    });
    expect(values.code).toMatch(/^XXXP10[A-Z0-9]{4}$/);
  });

  it('opens a coupon for editing with the hours it has left', () => {
    expect(editCouponFormValues(stored, now)).toEqual({
      code: 'SPRP15AB12',
      name: 'Spring sale',
      type: 'percentage',
      value: '15',
      isActive: true,
      changeExpiry: false,
      neverExpires: false,
      expiresIn: '6',
      unlimited: false,
      usageLimit: '50',
      maxUsagePerUser: '2',
    });
    const never = editCouponFormValues({ ...stored, expiresAt: null, usageLimit: null }, now);
    expect(never).toMatchObject({
      neverExpires: true,
      expiresIn: '8760',
      unlimited: true,
      usageLimit: '100',
    });
    const expired = editCouponFormValues({ ...stored, expiresAt: '2026-02-01T00:00:00Z' }, now);
    expect(expired.expiresIn).toBe('24');
  });

  it('lets the code follow the name, type and value, keeping its random part', () => {
    let values = newCouponFormValues();
    const random = values.code.slice(-4);
    values = changeCouponForm(values, { name: 'Diwali' }, 'create');
    expect(values.code).toBe(`DIWP10${random}`);
    values = changeCouponForm(values, { value: '5' }, 'create');
    expect(values.code).toBe(`DIWP05${random}`);
    values = changeCouponForm(values, { type: 'free_delivery' }, 'create');
    expect(values).toMatchObject({ value: '0', code: `DIWFD00${random}` });
    values = changeCouponForm(values, { type: 'percentage' }, 'create');
    expect(values).toMatchObject({ value: '10', code: `DIWP10${random}` });
  });

  it('keeps a code typed by hand, and regenerates on request', () => {
    let values = changeCouponForm(newCouponFormValues(), { code: 'MYCODE1' }, 'create');
    values = changeCouponForm(values, { name: 'Holi' }, 'create');
    expect(values.code).toBe('MYCODE1');
    values = regenerateCouponCode(values);
    expect(values.code).toMatch(/^HOLP10[A-Z0-9]{4}$/);
    // The regenerated code follows the fields again.
    expect(changeCouponForm(values, { name: 'Summer' }, 'create').code).toMatch(/^SUMP10/);
  });

  it('never changes the code in edit mode', () => {
    const values = changeCouponForm(editCouponFormValues(stored, now), { name: 'Autumn' }, 'edit');
    expect(values.code).toBe('SPRP15AB12');
  });

  it('keeps 8760 hours while the coupon never expires', () => {
    const values = changeCouponForm(filled(), { neverExpires: true }, 'create');
    expect(values).toMatchObject({ neverExpires: true, expiresIn: '8760' });
  });
});

describe('validateCouponForm', () => {
  it('finds nothing wrong with a sound form', () => {
    expect(validateCouponForm(filled(), 'create')).toEqual({});
    expect(validateCouponForm(editCouponFormValues(stored, now), 'edit')).toEqual({});
  });

  it('puts the spec messages under their fields', () => {
    expect(
      validateCouponForm(
        filled({
          name: 'ab',
          code: '',
          value: '100',
          usageLimit: '0',
          maxUsagePerUser: '',
          expiresIn: '0',
        }),
        'create',
      ),
    ).toEqual({
      name: 'Coupon name must be at least 3 characters',
      code: 'Coupon code is required',
      value: 'Percentage must be less than 100',
      usageLimit: 'Usage limit must be greater than 0',
      maxUsagePerUser: 'Max usage per user must be greater than 0',
      expiresIn: 'Expires in must be at least 1 hour',
    });
    expect(validateCouponForm(filled({ name: '', value: '' }), 'create')).toEqual({
      name: 'Coupon name is required',
      value: 'Percentage must be greater than 0',
    });
    expect(validateCouponForm(filled({ usageLimit: '5', maxUsagePerUser: '6' }), 'create')).toEqual(
      { maxUsagePerUser: 'Max usage per user cannot exceed total usage limit' },
    );
  });

  it('skips what a choice turns off: infinite usage, never expires, free delivery', () => {
    const values = filled({
      unlimited: true,
      usageLimit: '',
      maxUsagePerUser: '500',
      neverExpires: true,
      expiresIn: '',
      type: 'free_delivery',
      value: '',
    });
    expect(validateCouponForm(values, 'create')).toEqual({});
  });

  it('does not judge the code in edit mode (it is not sent)', () => {
    expect(validateCouponForm(filled({ code: 'old-style code' }), 'edit')).toEqual({});
  });
});

describe('the expiry of an edited coupon', () => {
  const expired = { ...stored, expiresAt: '2026-02-01T00:00:00.000Z' };

  it('is not sent by an edit that leaves it alone, even when the form has been open a while', () => {
    const values = { ...editCouponFormValues(expired, now), name: 'Spring sale, renamed' };
    const later = new Date(now.getTime() + 19 * 60_000);
    expect(validateCouponForm(values, 'edit')).toEqual({});
    expect(updateCouponBody(values, later)).not.toHaveProperty('expiresAt');
    const timed = editCouponFormValues(stored, now);
    expect(updateCouponBody(timed, later)).not.toHaveProperty('expiresAt');
  });

  it('is counted from now, or never, once the operator chooses to change it', () => {
    const values = changeCouponForm(
      editCouponFormValues(expired, now),
      { changeExpiry: true, expiresIn: '48' },
      'edit',
    );
    expect(updateCouponBody(values, now).expiresAt).toBe('2026-03-03T10:00:00.000Z');
    expect(validateCouponForm({ ...values, expiresIn: '0' }, 'edit')).toEqual({
      expiresIn: 'Expires in must be at least 1 hour',
    });
    const never = changeCouponForm(values, { neverExpires: true }, 'edit');
    expect(updateCouponBody(never, now).expiresAt).toBeNull();
  });
});

describe('the bodies sent', () => {
  it('create: the expiry counted from now, infinite usage as null', () => {
    expect(createCouponBody(filled({ expiresIn: '48', unlimited: true }), now)).toEqual({
      code: 'BACP10Q7Z2',
      name: 'Back to school',
      type: 'percentage',
      value: 10,
      isActive: true,
      expiresAt: '2026-03-03T10:00:00.000Z',
      usageLimit: null,
      maxUsagePerUser: 1,
    });
    expect(
      createCouponBody(filled({ neverExpires: true, type: 'free_delivery', value: '0' }), now),
    ).toMatchObject({ expiresAt: null, type: 'free_delivery', value: 0 });
  });

  it('update: no code or type, and no value for free delivery', () => {
    expect(updateCouponBody(editCouponFormValues(stored, now), now)).toEqual({
      name: 'Spring sale',
      value: 15,
      isActive: true,
      usageLimit: 50,
      maxUsagePerUser: 2,
    });
    const freeDelivery = editCouponFormValues({ ...stored, type: 'free_delivery', value: 0 }, now);
    expect(updateCouponBody(freeDelivery, now)).not.toHaveProperty('value');
  });
});

startSignedIn();

describe('saving the coupon form', () => {
  const listAnswer = {
    status: 200,
    body: { coupons: [stored], totalCoupons: 1, totalPages: 1 },
  };

  it('refuses an invalid form without sending anything', async () => {
    const server = fakeFetch(listAnswer);
    const { couponForm, openCreateCoupon } = await loadStores();

    openCreateCoupon();
    const result = await submitForm(couponForm, filled({ name: '' }));

    expect(result).toEqual({ ok: false, errors: { name: 'Coupon name is required' } });
    expect(server.sent).toHaveLength(0);
    expect(couponForm.$form.get()).toMatchObject({ open: true, context: { mode: 'create' } });
  });

  it('creates, says "Coupon created successfully!", closes and reloads the table', async () => {
    const server = fakeFetch(
      { status: 201, body: { message: 'Coupon created', data: stored } },
      listAnswer,
    );
    const { couponsList, $toasts, couponForm, openCreateCoupon } = await loadStores();

    openCreateCoupon();
    expect(await submitForm(couponForm, filled())).toEqual({ ok: true, errors: {} });

    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/generate-coupon',
      body: { code: 'BACP10Q7Z2', name: 'Back to school', usageLimit: 100 },
    });
    expect(server.sent[1]!.url).toMatch('/api/v1/admin/get-all-coupons');
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Coupon created successfully!' },
    ]);
    expect(couponForm.$form.get().open).toBe(false);
    expect(couponsList.$list.get().items).toEqual([stored]);
  });

  it('updates, says "Coupon updated successfully!" and shows the row as the server has it', async () => {
    const changed = { ...stored, name: 'Spring sale 2', value: 20 };
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Coupon updated', data: changed },
    });
    const { couponsList, $toasts, couponForm, openEditCoupon } = await loadStores();
    await couponsList.reload();

    openEditCoupon(stored);
    const values = { ...editCouponFormValues(stored), name: 'Spring sale 2', value: '20' };
    expect((await submitForm(couponForm, values)).ok).toBe(true);

    expect(server.sent[1]).toMatchObject({
      method: 'PATCH',
      url: `/api/v1/admin/update-coupon/${stored.id}`,
      body: { name: 'Spring sale 2', value: 20 },
    });
    expect(server.sent[1]!.body).not.toHaveProperty('code');
    expect(server.sent[1]!.body).not.toHaveProperty('type');
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Coupon updated successfully!' },
    ]);
    expect(couponForm.$form.get().open).toBe(false);
    expect(couponsList.$list.get().items).toEqual([changed]);
  });

  it('renames an expired coupon without sending an expiry, so it stays expired', async () => {
    const expired = { ...stored, expiresAt: '2026-02-01T00:00:00.000Z' };
    const renamed = { ...expired, name: 'Old offer' };
    const server = fakeFetch(listAnswer, {
      status: 200,
      body: { message: 'Coupon updated', data: renamed },
    });
    const { couponForm, openEditCoupon, couponsList } = await loadStores();
    await couponsList.reload();

    openEditCoupon(expired);
    const values = { ...editCouponFormValues(expired), name: 'Old offer' };
    expect((await submitForm(couponForm, values)).ok).toBe(true);

    expect(server.sent[1]).toMatchObject({ method: 'PATCH', body: { name: 'Old offer' } });
    expect(server.sent[1]!.body).not.toHaveProperty('expiresAt');
  });

  it('stays open under "Coupon Operation Failed" with the server text', async () => {
    fakeFetch({ status: 409, body: { message: 'The coupon code BACP10Q7Z2 is already in use' } });
    const { $dialog, couponForm, openCreateCoupon } = await loadStores();

    openCreateCoupon();
    expect((await submitForm(couponForm, filled())).ok).toBe(false);

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'Coupon Operation Failed',
      message: 'The coupon code BACP10Q7Z2 is already in use',
    });
    expect(couponForm.$form.get()).toMatchObject({ open: true, context: { mode: 'create' } });
  });

  it('names the code taken in Hindi', async () => {
    fakeFetch({
      status: 409,
      body: {
        message: 'The coupon code BACP10Q7Z2 is already in use',
        code: 'coupon.duplicate_code',
      },
    });
    const { $dialog, couponForm, openCreateCoupon } = await loadStores();
    await installHindi();

    openCreateCoupon();
    expect((await submitForm(couponForm, filled())).ok).toBe(false);
    expect($dialog.get()?.message).toBe('कूपन कोड BACP10Q7Z2 पहले से इस्तेमाल में है');
  });
});
