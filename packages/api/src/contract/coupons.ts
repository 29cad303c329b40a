import { type Static, Type } from 'typebox';
import { couponTypes, MAX_COUPON_NAME_LENGTH } from '../domain/coupon.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody, Nullable, optionalFields } from './common.js';
import { listEnvelope } from './list.js';

export { couponTypes };
export const CouponType = Type.Enum(couponTypes);
export type CouponType = Static<typeof CouponType>;

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
  permission: 'coupons:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    code: Type.Optional(Type.String({ maxLength: 50 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(CouponType),
    isActive: Type.Optional(Type.Enum(['true', 'false'])),
    /** 'true': past their expiry; 'false': not yet expired or never expiring. */
    expired: Type.Optional(Type.Enum(['true', 'false'])),
    /** 'true': assigned to every user. */
    global: Type.Optional(Type.Enum(['true', 'false'])),
  }),
  response: { 200: couponList.schema },
});

export const assignUsers = defineCall({
  method: 'POST',
  path: '/admin/coupon/assign-users',
  summary: 'Assign a coupon to users',
  tags: ['coupons'],
  auth: true,
  permission: 'coupons:write',
  body: Type.Object({
    couponId: Id,
    userIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
  }),
  response: { 200: MessageBody },
});

/**
 * The bounds the schema sets on counts and values: what PostgreSQL's integer holds. The coupon
 * rules (domain/coupon.ts) say what lies within them, with the form's messages.
 */
const Count = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
const Value = Type.Number({ minimum: -1000, maximum: 1000 });

/** What a coupon's form sends besides its code and type (spec part 1 §7). */
const editableFields = {
  name: Type.String({ maxLength: MAX_COUPON_NAME_LENGTH }),
  /** Percent off; 0 for free delivery. */
  value: Value,
  isActive: Type.Boolean(),
  /** Null: never expires. The console counts it from now (spec part 1 §9). */
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  /** Null: infinite. */
  usageLimit: Nullable(Count),
  maxUsagePerUser: Count,
};

/** A coupon and the server's message (the console shows its own texts). */
const CouponAnswer = Type.Object({ ...MessageBody.properties, data: Coupon });

const couponRules =
  'The coupon rules of spec part 1 §5 apply (name at least 3 characters; a percentage from 1 to ' +
  '99, free delivery worth 0; usage limit above 0 or null for infinite; max usage per user ' +
  'above 0 and within the limit); a coupon that breaks one is refused with 400 and the rule.';

export const create = defineCall({
  method: 'POST',
  path: '/admin/generate-coupon',
  summary: 'Create a coupon; the signed-in administrator is its author',
  description: `${couponRules} A code another coupon has is refused with 409.`,
  tags: ['coupons'],
  auth: true,
  permission: 'coupons:write',
  body: Type.Object({
    code: Type.String({ maxLength: 50 }),
    type: CouponType,
    ...editableFields,
  }),
  response: { 201: CouponAnswer },
});
export type CouponInput = Static<typeof create.body>;

export const update = defineCall({
  method: 'PATCH',
  path: '/admin/update-coupon/:id',
  summary: 'Change a coupon: only the fields sent; its code and type stay',
  description:
    `${couponRules} A type other than the coupon's is refused with 400. ` +
    'A change of nothing answers the coupon as it is.',
  tags: ['coupons'],
  auth: true,
  permission: 'coupons:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({
    ...optionalFields(editableFields),
    /** Accepted only as the coupon's own type (spec part 1 §4: it cannot change). */
    type: Type.Optional(CouponType),
  }),
  response: { 200: CouponAnswer },
});
export type CouponChanges = Static<typeof update.body>;

export const remove = defineCall({
  method: 'DELETE',
  path: '/admin/delete-coupon/:id',
  summary: 'Delete a coupon and its assignments',
  description: 'A coupon that orders used is kept: 409 (deactivate it instead).',
  tags: ['coupons'],
  auth: true,
  permission: 'coupons:write',
  params: Type.Object({ id: Id }),
  response: { 200: MessageBody },
});

export const toggleGlobal = defineCall({
  method: 'PATCH',
  path: '/admin/assign-coupon-all-user/:id',
  summary: 'Assign a coupon to every user, or take that back: flips its global flag',
  tags: ['coupons'],
  auth: true,
  permission: 'coupons:write',
  params: Type.Object({ id: Id }),
  response: { 200: CouponAnswer },
});
