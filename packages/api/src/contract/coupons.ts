import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody } from './common.js';
import { listEnvelope } from './list.js';

export const couponTypes = ['percentage', 'free_delivery'] as const;
export const CouponType = Type.Enum(couponTypes);

export const Coupon = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  createdBy: Id,
  type: CouponType,
  value: Type.Number(),
  isActive: Type.Boolean(),
  /** null: never expires. */
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** null: no limit. */
  usageLimit: Type.Union([Type.Integer(), Type.Null()]),
  usedCount: Type.Integer(),
  maxUsagePerUser: Type.Integer(),
  global: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Coupon = Static<typeof Coupon>;

export const couponList = listEnvelope(
  { items: 'coupons', total: 'totalCoupons', pages: 'totalPages' },
  Coupon,
);

export const list = defineCall({
  method: 'GET',
  path: '/admin/get-all-coupons',
  summary: 'List coupons, paginated, filtered and sorted by creation time',
  tags: ['coupons'],
  auth: true,
  querystring: Type.Object({
    ...ListQuery.properties,
    code: Type.Optional(Type.String({ maxLength: 50 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(CouponType),
    expired: Type.Optional(Type.Enum(['true', 'false'])),
  }),
  response: { 200: couponList.schema },
});

export const assignUsers = defineCall({
  method: 'POST',
  path: '/admin/coupon/assign-users',
  summary: 'Assign a coupon to users',
  tags: ['coupons'],
  auth: true,
  body: Type.Object({
    couponId: Id,
    userIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
  }),
  response: { 200: MessageBody },
});
