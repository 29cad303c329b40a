import { eq, isNull, not, or, sql } from 'drizzle-orm';
import { couponAssignments, coupons } from '../db/schema/index.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRule,
  type FilterValues,
  filtersWhere,
  flag,
  type ListQuery,
  listPage,
} from './list-query.js';

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = Pick<
  typeof coupons.$inferInsert,
  | 'code'
  | 'name'
  | 'createdBy'
  | 'type'
  | 'value'
  | 'isActive'
  | 'expiresAt'
  | 'usageLimit'
  | 'maxUsagePerUser'
  | 'global'
>;
/** The type of a coupon cannot change (spec part 1 §4), nor its code or author. */
export type CouponChanges = Partial<
  Pick<NewCoupon, 'name' | 'value' | 'isActive' | 'expiresAt' | 'usageLimit' | 'maxUsagePerUser'>
>;

/** The spec's "expired" filter: 'true' for coupons past their expiry, 'false' for the others. */
const expired: FilterRule = (value) => {
  const isExpired = sql`${coupons.expiresAt} <= now()`;
  if (value === 'true') return isExpired;
  if (value === 'false') return or(isNull(coupons.expiresAt), not(isExpired))!;
  return sql`false`;
};

const couponFilters = {
  id: exact(coupons.id),
  code: contains(coupons.code),
  name: contains(coupons.name),
  type: exact(coupons.type),
  isActive: flag(coupons.isActive),
  global: flag(coupons.global),
  expired,
};

export const listCoupons = (db: Db, query: ListQuery, filters: FilterValues = {}) =>
  listPage(db, coupons, query, { where: filtersWhere(couponFilters, filters) });

export async function findCoupon(db: Db, id: string): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Inserts a coupon; a duplicate code is refused by `coupons_code_key`. */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<Coupon> {
  const [row] = await db.insert(coupons).values(coupon).returning();
  return row!;
}

export async function updateCoupon(
  db: Db,
  id: string,
  changes: CouponChanges,
): Promise<Coupon | undefined> {
  const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
  return row;
}

/** Whether a coupon with that id existed; its assignments go with it. */
export async function deleteCoupon(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return deleted.length > 0;
}

/** Flips "assigned to all users"; the coupon as it now is, or undefined for an unknown id. */
export async function toggleCouponGlobal(db: Db, id: string): Promise<Coupon | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ global: not(coupons.global) })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

/**
 * Assigns a coupon to customers; those who already have it keep their first assignment.
 * Returns how many customers were newly assigned. Unknown ids are refused by the foreign keys.
 */
export async function assignCoupon(
  db: Db,
  couponId: string,
  customerIds: readonly string[],
  assignedBy: string,
): Promise<number> {
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return 0;
  const inserted = await db
    .insert(couponAssignments)
    .values(unique.map((customerId) => ({ couponId, customerId, assignedBy })))
    .onConflictDoNothing()
    .returning({ customerId: couponAssignments.customerId });
  return inserted.length;
}

/** The ids of the customers a coupon was assigned to. */
export async function couponCustomerIds(db: Db, couponId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: couponAssignments.customerId })
    .from(couponAssignments)
    .where(eq(couponAssignments.couponId, couponId));
  return rows.map((row) => row.customerId);
}
