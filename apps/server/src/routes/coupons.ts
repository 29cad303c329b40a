import { coupons } from '@satchel/api';
import { customers } from '@satchel/db/schema';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { assignCoupon, type Coupon, findCoupon, listCoupons } from '../repos/coupons.js';
import { isoTime, isoTimeOrNull, listAnswer, splitListQuery } from './list-answer.js';

export const couponOnWire = (coupon: Coupon): coupons.Coupon => ({
  id: coupon.id,
  code: coupon.code,
  name: coupon.name,
  createdBy: coupon.createdBy,
  type: coupon.type,
  value: Number(coupon.value),
  isActive: coupon.isActive,
  expiresAt: isoTimeOrNull(coupon.expiresAt),
  usageLimit: coupon.usageLimit,
  usedCount: coupon.usedCount,
  maxUsagePerUser: coupon.maxUsagePerUser,
  global: coupon.global,
  createdAt: isoTime(coupon.createdAt),
});

/** The coupons' calls: the list and assigning a coupon to users. */
export const couponRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerCall(app, coupons.list, async ({ query }) => {
    const { paging, filters } = splitListQuery(query);
    return listAnswer(coupons.couponList, await listCoupons(db, paging, filters), couponOnWire);
  });

  registerCall(app, coupons.assignUsers, async ({ body, admin }) => {
    if (!(await findCoupon(db, body.couponId))) throw new HttpError(404, 'Coupon not found');
    const known = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, body.userIds));
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = body.userIds.filter((id) => !knownIds.has(id));
    if (unknown.length > 0) throw new HttpError(404, `Users not found: ${unknown.join(', ')}`);
    const assigned = await assignCoupon(db, body.couponId, body.userIds, admin.id);
    const already = body.userIds.length - assigned;
    return {
      message:
        already === 0
          ? `Coupon assigned to ${assigned} users`
          : `Coupon assigned to ${assigned} users; ${already} already had it`,
    };
  });
};
