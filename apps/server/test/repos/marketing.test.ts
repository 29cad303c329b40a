import { describe, expect, it } from 'vitest';
import { createBanner, deleteBanner, listBanners, updateBanner } from '../../src/repos/banners.js';
import {
  assignCoupon,
  changeCoupon,
  couponCustomerIds,
  createCoupon,
  deleteCoupon,
  findCoupon,
  listCoupons,
  toggleCouponGlobal,
} from '../../src/repos/coupons.js';
import { isUniqueViolation } from '../../src/repos/pg-errors.js';
import { insertAdmin, insertCoupon, insertCustomer } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

describe('banners', () => {
  it('creates, lists, updates and deletes', async () => {
    const { db } = database;
    const banner = await createBanner(db, {
      title: 'Back to school',
      type: 'category',
      redirectId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      bannerUrl: 'https://x.in/b.png',
      status: 'active',
      categoryName: 'Books',
    });
    await createBanner(db, { title: 'Diwali', type: 'none', bannerUrl: 'https://x.in/d.png' });
    const active = await listBanners(db, { includeTotal: true }, { status: 'active' });
    expect(active.rows.map((row) => row.title)).toEqual(['Back to school', 'Diwali']);
    const updated = await updateBanner(db, banner.id, {
      status: 'inactive',
      title: 'Back to school!',
    });
    expect(updated).toMatchObject({
      status: 'inactive',
      title: 'Back to school!',
      categoryName: 'Books',
    });
    expect((await listBanners(db, {}, { status: 'inactive' })).rows.map((row) => row.id)).toEqual([
      banner.id,
    ]);
    expect(await deleteBanner(db, banner.id)).toBe(true);
    expect(await deleteBanner(db, banner.id)).toBe(false);
    expect((await listBanners(db, { includeTotal: true })).total).toBe(1);
  });
});

describe('coupons', () => {
  it('creates, refuses a duplicate code, updates and deletes', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    const coupon = await createCoupon(db, {
      code: 'SCHP10AB12',
      name: 'School start',
      createdBy: admin.id,
      type: 'percentage',
      value: '10',
      usageLimit: 100,
      maxUsagePerUser: 1,
    });
    expect(coupon).toMatchObject({
      value: '10.00',
      isActive: true,
      global: false,
      usedCount: 0,
      expiresAt: null,
    });
    const duplicate = await createCoupon(db, {
      code: 'SCHP10AB12',
      name: 'Again',
      createdBy: admin.id,
      type: 'free_delivery',
      value: '0',
    }).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'coupons_code_key')).toBe(true);
    const updated = await changeCoupon(db, coupon.id, (current) => ({
      name: `${current.name} 2`,
      isActive: false,
      usageLimit: null,
    }));
    expect(updated).toMatchObject({
      name: 'School start 2',
      isActive: false,
      usageLimit: null,
      type: 'percentage',
    });
    expect(await deleteCoupon(db, coupon.id)).toBe(true);
    expect(await findCoupon(db, coupon.id)).toBeUndefined();
  });

  it('lists by code, type, activity and expiry', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    await insertCoupon(db, admin.id, {
      code: 'OLD10',
      expiresAt: new Date(Date.now() - 3_600_000),
    });
    await insertCoupon(db, admin.id, {
      code: 'NEW10',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await insertCoupon(db, admin.id, {
      code: 'FREEDEL',
      type: 'free_delivery',
      value: '0',
      isActive: false,
    });
    const codes = async (filters: Record<string, string>) =>
      (await listCoupons(db, { sort: 1 }, filters)).rows.map((row) => row.code);
    expect(await codes({ expired: 'true' })).toEqual(['OLD10']);
    expect(await codes({ expired: 'false' })).toEqual(['NEW10', 'FREEDEL']);
    expect(await codes({ code: '10' })).toEqual(['OLD10', 'NEW10']);
    expect(await codes({ type: 'free_delivery' })).toEqual(['FREEDEL']);
    expect(await codes({ isActive: 'false' })).toEqual(['FREEDEL']);
  });

  it('toggles the global flag and assigns to customers once each', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    const coupon = await insertCoupon(db, admin.id);
    expect((await toggleCouponGlobal(db, coupon.id))?.global).toBe(true);
    expect((await toggleCouponGlobal(db, coupon.id))?.global).toBe(false);
    expect(await toggleCouponGlobal(db, 'ffffffffffffffffffffffff')).toBeUndefined();
    const [asha, ravi] = [await insertCustomer(db), await insertCustomer(db)];
    expect(await assignCoupon(db, coupon.id, [asha.id, asha.id], admin.id)).toBe(1);
    expect(await assignCoupon(db, coupon.id, [asha.id, ravi.id], admin.id)).toBe(1);
    expect((await couponCustomerIds(db, coupon.id)).sort()).toEqual([asha.id, ravi.id].sort());
    await expect(
      assignCoupon(db, coupon.id, ['ffffffffffffffffffffffff'], admin.id),
    ).rejects.toThrow();
  });
});
