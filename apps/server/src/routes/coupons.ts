import {
  checkCoupon,
  checkCouponCode,
  couponMessages,
  coupons,
  errorCodes,
  firstCouponIssue,
  hasExpired,
  refusalMessages,
} from '@satchel/api';
import { customers } from '@satchel/db/schema';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { answeringPgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import {
  assignCoupon,
  type Coupon,
  changeCoupon,
  createCoupon,
  deleteCoupon,
  findCoupon,
  listCoupons,
  toggleCouponGlobal,
} from '../repos/coupons.js';
import { refuseMissingIds } from './refuse-missing-ids.js';
import { isoTime, isoTimeOrNull } from './wire-time.js';

const CODE_KEY = 'coupons_code_key';
export const couponNotFound = () => refusal(404, errorCodes.couponNotFound);

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

/** The fields the coupon rules judge, as the coupon would be. */
interface CouponAsItWouldBe {
  readonly name: string;
  readonly type: coupons.CouponType;
  readonly value: number;
  readonly usageLimit: number | null;
  readonly maxUsagePerUser: number;
  readonly expiresAt: string | null;
}

/**
 * Refuses with 400 what the console's form refuses (domain/coupon.ts, the same messages), and an
 * expiry that has already passed (the console counts one from now, spec part 1 §9).
 */
function refuseBrokenCoupon(coupon: CouponAsItWouldBe): void {
  const issue = firstCouponIssue(checkCoupon(coupon));
  if (issue) throw new HttpError(400, issue);
  if (hasExpired(coupon.expiresAt)) {
    throw new HttpError(400, couponMessages.expiresAtPast);
  }
}

const expiryOf = (expiresAt: string | null): Date | null =>
  expiresAt === null ? null : new Date(expiresAt);

/**
 * The Coupon Management calls (spec part 1 §7): list, create, change, delete, the global flag,
 * and assigning a coupon to users.
 */
export const couponRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerList(app, coupons.list, coupons.couponList, listCoupons, couponOnWire);

  registerCall(app, coupons.create, async ({ body, admin }) => {
    const codeIssue = checkCouponCode(body.code);
    if (codeIssue) throw new HttpError(400, codeIssue);
    refuseBrokenCoupon(body);
    const coupon = await answeringPgRefusals(
      createCoupon(db, {
        ...body,
        name: body.name.trim(),
        value: String(body.value),
        expiresAt: expiryOf(body.expiresAt),
        createdBy: admin.id,
        global: false,
      }),
      {
        unique: {
          [CODE_KEY]: {
            status: 409,
            message: refusalMessages[errorCodes.couponDuplicateCode](body.code),
            code: errorCodes.couponDuplicateCode,
          },
        },
      },
    );
    return { message: 'Coupon created', data: couponOnWire(coupon) };
  });

  registerCall(app, coupons.update, async ({ params, body }) => {
    const { type, expiresAt, value, name, ...counts } = body;
    const coupon = await changeCoupon(db, params.id, (current) => {
      if (type !== undefined && type !== current.type) {
        throw new HttpError(400, couponMessages.typeFixed);
      }
      const wire = couponOnWire(current);
      // The spec's form sends no value for free delivery (part 1 §5): it stays 0.
      refuseBrokenCoupon({
        ...wire,
        ...counts,
        name: name ?? wire.name,
        value: value ?? wire.value,
        // An expiry left as it was is no new refusal, even when it has passed.
        expiresAt: expiresAt === undefined ? null : expiresAt,
      });
      return {
        ...counts,
        ...(name !== undefined && { name: name.trim() }),
        ...(value !== undefined && { value: String(value) }),
        ...(expiresAt !== undefined && { expiresAt: expiryOf(expiresAt) }),
      };
    });
    if (!coupon) throw couponNotFound();
    return { message: 'Coupon updated', data: couponOnWire(coupon) };
  });

  registerCall(app, coupons.remove, async ({ params }) => {
    const deleted = await answeringPgRefusals(deleteCoupon(db, params.id), {
      foreignKey: {
        status: 409,
        message: refusalMessages[errorCodes.couponInUse],
        code: errorCodes.couponInUse,
      },
    });
    if (!deleted) throw couponNotFound();
    return { message: 'Coupon deleted' };
  });

  registerCall(app, coupons.toggleGlobal, async ({ params }) => {
    const coupon = await toggleCouponGlobal(db, params.id);
    if (!coupon) throw couponNotFound();
    return {
      message: coupon.global ? 'Coupon assigned to all users' : 'Coupon no longer for all users',
      data: couponOnWire(coupon),
    };
  });

  registerCall(app, coupons.assignUsers, async ({ body, admin }) => {
    if (!(await findCoupon(db, body.couponId))) throw couponNotFound();
    await refuseMissingIds(db, customers, body.userIds, 404, 'Users');
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
