import { coupons as couponCalls } from '@satchel/api';
import { couponAssignments, coupons } from '@satchel/db/schema';
import { eq, isNull, not, or, sql } from 'drizzle-orm';
import { deleteById, findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRule,
  filteredList,
  flag,
  type ListSource,
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

export const couponSource = {
  table: coupons,
  rules: {
    code: contains(coupons.code),
    name: contains(coupons.name),
    type: exact(coupons.type),
    isActive: flag(coupons.isActive),
    global: flag(coupons.global),
    expired,
  },
} satisfies ListSource<typeof couponCalls.list>;

export const listCoupons = filteredList(couponCalls.list, couponSource);

export const findCoupon = (db: Db, id: string): Promise<Coupon | undefined> =>
  findById(db, coupons, id);

/** Inserts a coupon; a duplicate code is refused by `coupons_code_key`. */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<Coupon> {
  const [row] = await db.insert(coupons).values(coupon).returning();
  return row!;
}

/**
 * Changes a coupon as `decide` says from the coupon as it is, the row locked meanwhile, so two
 * edits at once (a usage limit lowered, a per-user maximum raised) are judged one after the
 * other. `decide` may throw to refuse: nothing changes then. Undefined for an unknown id.
 */
export function changeCoupon(
  db: Db,
  id: string,
  decide: (current: Coupon) => CouponChanges,
): Promise<Coupon | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!current) return undefined;
    const changes = decide(current);
    // A change of nothing (no field sent, or only the type it has) leaves the coupon as it is.
    if (Object.keys(changes).length === 0) return current;
    const [changed] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
    return changed;
  });
}

/** Whether a coupon with that id existed; its assignments go with it. */
export const deleteCoupon = (db: Db, id: string): Promise<boolean> => deleteById(db, coupons, id);

/** Flips "assigned to all users"; the coupon as it now is, or undefined for an unknown id. */
export const toggleCouponGlobal = (db: Db, id: string): Promise<Coupon | undefined> =>
  updateById(db, coupons, id, { global: not(coupons.global) });

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
