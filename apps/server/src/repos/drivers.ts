import { drivers as driverCalls } from '@satchel/api';
import {
  type DriverSettlementType,
  type DriverStatus,
  driverDeliveredTotals,
  driverFullName,
  driverSettledTotals,
  driverSettlements,
  drivers,
  driverTotals,
} from '@satchel/db/schema';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  type Beside,
  contains,
  type FilterRules,
  filteredList,
  flag,
  type ListSource,
  phone,
  status,
} from './list-query.js';
import { dueOf, type Rupees, sumOf } from './money.js';

export type Driver = typeof drivers.$inferSelect;

/** The driver's photo and three documents, as file keys (null when not uploaded). */
export type DriverDocuments = Pick<
  Driver,
  'profilePicture' | 'drivingLicencePhoto' | 'aadhaarPhoto' | 'vehicleRcPhoto'
>;

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

export const driverFilters = {
  // The whole name as the list shows it, so that "Ravi Yadav" finds Ravi Yadav.
  name: contains(driverFullName(drivers)),
  phone: phone(contains(drivers.phone)),
  status: status(drivers.status),
  isAvailable: flag(drivers.isAvailable),
} satisfies FilterRules<typeof driverCalls.list>;

/** What a driver is still due, as the list shows it: their earnings, the cash they collected. */
export interface DriverDue {
  readonly earning: Rupees;
  readonly cashCollected: Rupees;
}

/** One account's due: what the driver's deliveries owe them less what was settled, both kept. */
const dueOfAccount = (owed: AnyPgColumn, settled: AnyPgColumn): SQL =>
  dueOf(
    sql`coalesce((select round(${owed}, 2) from ${driverDeliveredTotals}
      where ${driverDeliveredTotals.driverId} = ${drivers.id}), 0.00)`,
    sql`coalesce((select ${settled} from ${driverSettledTotals}
      where ${driverSettledTotals.driverId} = ${drivers.id}), 0.00)`,
  );

/**
 * What each driver is still due, as fields of a drivers row, as `driversMoney` works it out:
 * read beside the list's rows by its own statement (and by an export's), off the kept totals
 * of deliveries (0021) and settlements (0027) that the Dashboard reads too.
 */
export const driverDueFields = {
  earning: dueOfAccount(driverDeliveredTotals.earned, driverSettledTotals.earning),
  cashCollected: dueOfAccount(driverDeliveredTotals.collected, driverSettledTotals.cashCollected),
};

const moneyDue: Beside<DriverDue> = { name: 'money due', fields: driverDueFields };

/** Drivers, each with what they are still due. */
export const driverSource: ListSource<typeof driverCalls.list, typeof drivers, DriverDue> = {
  table: drivers,
  rules: driverFilters,
  kept: {
    count: driverTotals.total,
    rules: { status: status(driverTotals.status), isAvailable: flag(driverTotals.isAvailable) },
  },
  beside: moneyDue,
};

export const listDrivers = filteredList(driverCalls.list, driverSource);

export const findDriver = (db: Db, id: string): Promise<Driver | undefined> =>
  findById(db, drivers, id);

export async function findDriverDocuments(
  db: Db,
  id: string,
): Promise<DriverDocuments | undefined> {
  const driver = await findDriver(db, id);
  return (
    driver && {
      profilePicture: driver.profilePicture,
      drivingLicencePhoto: driver.drivingLicencePhoto,
      aadhaarPhoto: driver.aadhaarPhoto,
      vehicleRcPhoto: driver.vehicleRcPhoto,
    }
  );
}

export const setDriverStatus = (
  db: Db,
  id: string,
  status: DriverStatus,
): Promise<Driver | undefined> => updateById(db, drivers, id, { status });

const noMoney: DriverAccount = { total: '0.00', settled: '0.00', due: '0.00' };

/** A sum of money over the rows `condition` picks, '0.00' when there is nothing to add. */
interface AccountsRow extends Record<string, unknown> {
  driver_id: string;
  earned: Rupees;
  collected: Rupees;
  earning_settled: Rupees;
  cash_settled: Rupees;
  earning_due: Rupees;
  cash_due: Rupees;
}

/**
 * The money of each of `driverIds` (a list page, or one driver) in one statement: what their
 * delivered orders owe them, kept per driver by triggers on the orders (`driverDeliveredTotals`:
 * a page reads ten rows where summing read some six thousand orders), and their settlements,
 * grouped by driver. A driver with neither, and an id of no driver, has all zeros.
 */
export async function driversMoney(
  db: Db,
  driverIds: readonly string[],
): Promise<Map<string, DriverMoney>> {
  const ids = [...new Set(driverIds)];
  const money = new Map<string, DriverMoney>(
    ids.map((id) => [id, { earning: noMoney, cashCollected: noMoney }]),
  );
  if (ids.length === 0) return money;
  const { rows } = await db.execute<AccountsRow>(sql`
    with owed as (
      select ${driverDeliveredTotals.driverId} as driver_id,
             round(${driverDeliveredTotals.earned}, 2) as earned,
             round(${driverDeliveredTotals.collected}, 2) as collected
      from ${driverDeliveredTotals}
      where ${inArray(driverDeliveredTotals.driverId, ids)}
    ), settled as (
      select ${driverSettlements.driverId} as driver_id,
             ${sumOf(sql`${driverSettlements.amount}`, sql`${driverSettlements.type} = 'earning'`)} as earning_settled,
             ${sumOf(sql`${driverSettlements.amount}`, sql`${driverSettlements.type} = 'cashCollected'`)} as cash_settled
      from ${driverSettlements}
      where ${inArray(driverSettlements.driverId, ids)}
      group by ${driverSettlements.driverId}
    ), accounts as (
      select coalesce(owed.driver_id, settled.driver_id) as driver_id,
             coalesce(owed.earned, 0.00) as earned,
             coalesce(owed.collected, 0.00) as collected,
             coalesce(settled.earning_settled, 0.00) as earning_settled,
             coalesce(settled.cash_settled, 0.00) as cash_settled
      from owed full join settled on settled.driver_id = owed.driver_id
    )
    select *, ${dueOf(sql`earned`, sql`earning_settled`)} as earning_due,
              ${dueOf(sql`collected`, sql`cash_settled`)} as cash_due
    from accounts`);
  for (const row of rows) {
    money.set(row.driver_id, {
      earning: { total: row.earned, settled: row.earning_settled, due: row.earning_due },
      cashCollected: { total: row.collected, settled: row.cash_settled, due: row.cash_due },
    });
  }
  return money;
}

/** The driver's earnings and collected cash, each with what was settled and what is due. */
export async function driverMoney(db: Db, driverId: string): Promise<DriverMoney> {
  return (await driversMoney(db, [driverId])).get(driverId)!;
}
