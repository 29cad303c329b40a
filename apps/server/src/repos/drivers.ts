import {
  type DriverSettlementType,
  type DriverStatus,
  driverSettlements,
  drivers,
  orders,
} from '@satchel/db/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterValues,
  filtersWhere,
  type ListQuery,
  listPage,
  status,
} from './list-query.js';
import { dueOf, type Rupees, sumOf } from './money.js';

export type Driver = typeof drivers.$inferSelect;

/** One kind of a driver's money: what is owed in total, what was settled, what remains. */
export interface DriverAccount {
  total: Rupees;
  settled: Rupees;
  due: Rupees;
}

/**
 * A driver's money: `earning` is the delivery fee and tip of every delivered order they drove;
 * `cashCollected` is the whole bill (sub-total and charges) of every delivered cash order.
 */
export type DriverMoney = Record<DriverSettlementType, DriverAccount>;

const driverFilters = {
  id: exact(drivers.id),
  name: contains(drivers.firstName, drivers.lastName),
  firstName: contains(drivers.firstName),
  lastName: contains(drivers.lastName),
  phone: contains(drivers.phone),
  status: status(drivers.status),
};

export const listDrivers = (db: Db, query: ListQuery, filters: FilterValues = {}) =>
  listPage(db, drivers, query, { where: filtersWhere(driverFilters, filters) });

export const findDriver = (db: Db, id: string): Promise<Driver | undefined> =>
  findById(db, drivers, id);

export const setDriverStatus = (
  db: Db,
  id: string,
  status: DriverStatus,
): Promise<Driver | undefined> => updateById(db, drivers, id, { status });

const wholeBill = sql`${orders.subTotal} + ${orders.deliveryFee} + ${orders.platformFee} + ${orders.handlingFee} + ${orders.smallCartFee} + ${orders.tip} + ${orders.otherFees}`;

const deliveredBy = (driverId: string, extra?: SQL) =>
  and(eq(orders.driverId, driverId), eq(orders.status, 'delivered'), extra);

const settledOf = (driverId: string, type: DriverSettlementType) =>
  sql`(select ${sumOf(sql`${driverSettlements.amount}`)} from ${driverSettlements} where ${and(eq(driverSettlements.driverId, driverId), eq(driverSettlements.type, type))})`;

/** The driver's earnings and collected cash, each with what was settled and what is due. */
export async function driverMoney(db: Db, driverId: string): Promise<DriverMoney> {
  const earned = sql`(select ${sumOf(sql`${orders.deliveryFee} + ${orders.tip}`)} from ${orders} where ${deliveredBy(driverId)})`;
  const collected = sql`(select ${sumOf(wholeBill)} from ${orders} where ${deliveredBy(driverId, eq(orders.paymentMethod, 'cod'))})`;
  const earningSettled = settledOf(driverId, 'earning');
  const cashSettled = settledOf(driverId, 'cashCollected');
  const result = await db.execute<Record<string, Rupees>>(sql`
    select e.earned, e.earning_settled, ${dueOf(sql`e.earned`, sql`e.earning_settled`)} as earning_due,
           e.collected, e.cash_settled, ${dueOf(sql`e.collected`, sql`e.cash_settled`)} as cash_due
    from (select ${earned} as earned, ${earningSettled} as earning_settled,
                 ${collected} as collected, ${cashSettled} as cash_settled) as e`);
  const row = result.rows[0]!;
  return {
    earning: { total: row.earned!, settled: row.earning_settled!, due: row.earning_due! },
    cashCollected: { total: row.collected!, settled: row.cash_settled!, due: row.cash_due! },
  };
}
