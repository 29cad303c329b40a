import { addDays, type Day, dashboard } from '@satchel/api';
import {
  bulkRuns,
  driverDeliveredTotals,
  driverSettledTotals,
  drivers,
  listExports,
  merchantMoneyTotals,
  merchants,
  orderDailyTotals,
  orderStatusTotals,
  orders,
} from '@satchel/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { dueOf, type Rupees, sumOf } from './money.js';

/** One business day's figures off the daily order counters, money as exact numeric text. */
export interface DayCounts {
  readonly day: Day;
  readonly revenue: Rupees;
  readonly orders: number;
  readonly averageOrderValue: Rupees;
  readonly cancellations: number;
}

const ordersWhere = (where: SQL): SQL<number> =>
  sql`coalesce(sum(${orderDailyTotals.orders}) filter (where ${where}), 0)`.mapWith(Number);

/**
 * The last `GLANCE_CHART_DAYS` business days up to `today`, oldest first, each counted as Sales
 * Track counts (repos/sales.ts `salesSummary`): revenue the sub-totals of delivered orders,
 * orders all but cancelled. Some 120 counter rows, whatever the number of orders.
 */
export async function glanceDays(db: Db, today: Day): Promise<DayCounts[]> {
  const from = addDays(today, 1 - dashboard.GLANCE_CHART_DAYS);
  const delivered = sql`${orderDailyTotals.status} = 'delivered'`;
  const { rows } = await db.execute<Record<keyof DayCounts, string>>(sql`
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(counts.revenue, 0.00) as revenue,
           coalesce(counts.orders, 0) as orders,
           coalesce(round(counts.revenue / nullif(counts.delivered, 0), 2), 0.00) as "averageOrderValue",
           coalesce(counts.cancellations, 0) as cancellations
    from generate_series(${from}::date, ${today}::date, interval '1 day') as days(day)
    left join (
      select ${orderDailyTotals.day} as day,
             ${sumOf(sql`${orderDailyTotals.subTotal}`, delivered)} as revenue,
             ${ordersWhere(delivered)} as delivered,
             ${ordersWhere(sql`${orderDailyTotals.status} <> 'cancelled'`)} as orders,
             ${ordersWhere(sql`${orderDailyTotals.status} = 'cancelled'`)} as cancellations
      from ${orderDailyTotals}
      where ${orderDailyTotals.day} between ${from} and ${today}
      group by ${orderDailyTotals.day}
    ) as counts on counts.day = days.day::date
    order by days.day`);
  return rows.map((row) => ({
    day: row.day,
    revenue: row.revenue,
    orders: Number(row.orders),
    averageOrderValue: row.averageOrderValue,
    cancellations: Number(row.cancellations),
  }));
}

/** How many orders wait, and since when the oldest (null when none). */
export interface Waiting {
  readonly count: number;
  readonly oldestPlacedAt: Date | null;
}

/** The orders and runs waiting, counted in one statement. */
export interface WaitingWork {
  /** Placed, not yet accepted by a merchant. */
  readonly unaccepted: Waiting;
  /** Ready to pick, no driver. */
  readonly readyWithoutDriver: Waiting;
  /** Out for delivery, placed before the time given. */
  readonly lateDeliveries: Waiting;
  /** List exports being written. */
  readonly exports: number;
  /** Bulk runs queued or running. */
  readonly bulkRuns: number;
}

const waiting = (count: unknown, oldest: unknown): Waiting => ({
  count: Number(count ?? 0),
  oldestPlacedAt: oldest ? new Date(oldest as string | Date) : null,
});

/**
 * The waiting orders and runs, each off an index or a kept counter: placed orders' count from
 * the status counters and their oldest off the status and time index (its first entry); ready
 * to pick without a driver, exports and bulk runs off their partial indexes (migration 0027);
 * late deliveries a range of the status and time index. One round trip for all of them.
 */
export async function waitingWork(db: Db, lateBefore: Date): Promise<WaitingWork> {
  const placed = sql`${orders.status} = 'placed'`;
  const ready = sql`${orders.status} = 'readyToPick' and ${orders.driverId} is null`;
  const late = sql`${orders.status} = 'outForDelivery'
    and ${orders.createdAt} < ${lateBefore.toISOString()}::timestamptz`;
  const { rows } = await db.execute(sql`
    select coalesce((select ${orderStatusTotals.orders} from ${orderStatusTotals}
                     where ${orderStatusTotals.status} = 'placed'), 0) as placed,
           (select min(${orders.createdAt}) from ${orders} where ${placed}) as placed_oldest,
           ready.count as ready, ready.oldest as ready_oldest,
           late.count as late, late.oldest as late_oldest,
           (select count(*) from ${listExports} where ${listExports.state} = 'running') as exports,
           (select count(*) from ${bulkRuns}
            where ${bulkRuns.state} in ('queued', 'running')) as bulk_runs
    from (select count(*) as count, min(${orders.createdAt}) as oldest from ${orders}
          where ${ready}) as ready,
         (select count(*) as count, min(${orders.createdAt}) as oldest from ${orders}
          where ${late}) as late`);
  const row = rows[0] ?? {};
  return {
    unaccepted: waiting(row.placed, row.placed_oldest),
    readyWithoutDriver: waiting(row.ready, row.ready_oldest),
    lateDeliveries: waiting(row.late, row.late_oldest),
    exports: Number(row.exports ?? 0),
    bulkRuns: Number(row.bulk_runs ?? 0),
  };
}

/** The sum of what everyone is due, and the largest amounts, largest first. */
export interface MoneyDue {
  readonly total: Rupees;
  readonly largest: readonly { id: string; name: string; due: Rupees }[];
}

interface DueRow extends Record<string, unknown> {
  id: string | null;
  name: string | null;
  due: Rupees | null;
  total: Rupees;
}

/** `owed` (id, name, due per row) summed, and its `LARGEST_DUE_SHOWN` largest dues. */
async function moneyDue(db: Db, owed: SQL): Promise<MoneyDue> {
  const { rows } = await db.execute<DueRow>(sql`
    with owed as (${owed}), due as (select * from owed where due > 0)
    select top.id, top.name, top.due, totals.total
    from (select coalesce(sum(due), 0.00) as total from due) as totals
    left join lateral (
      select id, name, due from due order by due desc, id limit ${dashboard.LARGEST_DUE_SHOWN}
    ) as top on true
    order by top.due desc nulls last, top.id`);
  return {
    total: rows[0]?.total ?? '0.00',
    largest: rows.flatMap((row) =>
      row.id === null ? [] : [{ id: row.id, name: row.name ?? '', due: row.due ?? '0.00' }],
    ),
  };
}

/**
 * What merchants are due: their earnings from delivered orders (repos/merchant-earnings.ts) less
 * their settlements, both kept per merchant by the triggers of migration 0027.
 */
export function merchantsDue(db: Db): Promise<MoneyDue> {
  return moneyDue(
    db,
    sql`select ${merchants.id} as id, ${merchants.storeName} as name,
               ${dueOf(sql`round(${merchantMoneyTotals.earned}, 2)`, sql`${merchantMoneyTotals.settled}`)} as due
        from ${merchantMoneyTotals}
        join ${merchants} on ${merchants.id} = ${merchantMoneyTotals.merchantId}`,
  );
}

/**
 * What drivers are due of their earnings (delivery fees and tips), as the drivers list works it
 * out (repos/drivers.ts `driverDueFields`), read off the kept totals of both sides (0021, 0027).
 */
export function driversDue(db: Db): Promise<MoneyDue> {
  return moneyDue(
    db,
    sql`select ${drivers.id} as id, ${drivers.firstName} || ' ' || ${drivers.lastName} as name,
               ${dueOf(sql`round(${driverDeliveredTotals.earned}, 2)`, sql`coalesce(${driverSettledTotals.earning}, 0)`)} as due
        from ${driverDeliveredTotals}
        join ${drivers} on ${drivers.id} = ${driverDeliveredTotals.driverId}
        left join ${driverSettledTotals}
          on ${driverSettledTotals.driverId} = ${driverDeliveredTotals.driverId}`,
  );
}
