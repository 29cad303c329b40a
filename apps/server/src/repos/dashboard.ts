import { addDays, type Day, dashboard } from '@satchel/api';
import {
  bulkRuns,
  driverDeliveredTotals,
  drivers,
  listExports,
  merchantMoneyTotals,
  merchants,
  type OrderStatus,
  orderDailyTotals,
  orderStatusTotals,
  waitingOrders,
} from '@satchel/db/schema';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { preparedFor } from './list-query.js';
import { type Rupees, sumOf } from './money.js';
import { settingValue } from './settings.js';
import { pendingRequestsCounted } from './settlement-requests.js';

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

/** The sum of what everyone is due, and the largest amounts, largest first. */
export interface MoneyDue {
  readonly total: Rupees;
  readonly largest: readonly { id: string; name: string; due: Rupees }[];
}

/** What the Dashboard's work-waiting call shows. */
export interface WaitingWork {
  /** The hours after which an order out for delivery is late (the setting). */
  readonly lateAfterHours: number;
  /** Placed, not yet accepted by a merchant. */
  readonly unaccepted: Waiting;
  /** Ready to pick, no driver. */
  readonly readyWithoutDriver: Waiting;
  /** Out for delivery, placed more than `lateAfterHours` ago. */
  readonly lateDeliveries: Waiting;
  /** List exports being written. */
  readonly exports: number;
  /** Bulk runs queued or running. */
  readonly bulkRuns: number;
  /** What merchants and drivers are due, and the settlements waiting for approval: when asked. */
  readonly money?: {
    readonly merchantsDue: MoneyDue;
    readonly driversDue: MoneyDue;
    readonly pendingApprovals: number;
  };
}

/**
 * How many waiting orders have `status` (and `where`), and the oldest's time: two columns. The
 * count of a whole status, when `counted`, off the status counters (migration 0004) instead.
 */
const countAndOldest = (
  status: OrderStatus,
  { where = sql``, counted = false }: { where?: SQL; counted?: boolean } = {},
) => {
  const rows = sql`from ${waitingOrders} where ${waitingOrders.status} = ${status} ${where}`;
  const count = counted
    ? sql`coalesce((select ${orderStatusTotals.orders} from ${orderStatusTotals}
                    where ${orderStatusTotals.status} = ${status}), 0)`
    : sql`(select count(*) ${rows})`;
  return sql`${count}, (select min(${waitingOrders.createdAt}) ${rows})`;
};

/**
 * What everyone of `table` is due (its kept `due` column, `id` their id) as one JSON value: the
 * sum and the `LARGEST_DUE_SHOWN` largest amounts with the name `nameOf` gives each (`top.id` its
 * id), amounts as exact numeric text. Both off the partial index of those due something
 * (migration 0044), the largest its first entries: no amount is worked out or sorted here. Only
 * those largest are named: whoever is due something is still there, held by the delivered orders
 * and settlements that make the amount (their keys restrict).
 */
const moneyDue = (
  table: typeof merchantMoneyTotals | typeof driverDeliveredTotals,
  id: AnyColumn,
  nameOf: SQL,
) => sql`json_build_object(
  'total', (select coalesce(sum(${table.due}), 0.00)::text from ${table} where ${table.due} > 0),
  'largest', coalesce((
    select json_agg(json_build_object('id', top.id, 'name', ${nameOf}, 'due', top.due::text)
                    order by top.due desc, top.id)
    from (select ${id} as id, ${table.due} as due from ${table} where ${table.due} > 0
          order by ${table.due} desc nulls last, ${id}
          limit ${sql.raw(String(dashboard.LARGEST_DUE_SHOWN))}) as top), '[]'))`;

/**
 * What merchants are due: their earnings from delivered orders (repos/merchant-earnings.ts) less
 * their settlements, both kept per merchant by the triggers of migration 0027, the amount due
 * beside them (0044).
 */
const merchantsDue = moneyDue(
  merchantMoneyTotals,
  merchantMoneyTotals.merchantId,
  sql`(select ${merchants.storeName} from ${merchants} where ${merchants.id} = top.id)`,
);

/**
 * What drivers are due of their earnings (delivery fees and tips), as the drivers list works it
 * out (repos/drivers.ts `driverDueFields`), kept beside their delivered totals (0021, 0044).
 */
const driversDue = moneyDue(
  driverDeliveredTotals,
  driverDeliveredTotals.driverId,
  sql`(select ${drivers.firstName} || ' ' || ${drivers.lastName} from ${drivers}
       where ${drivers.id} = top.id)`,
);

const waiting = (count: unknown, oldest: unknown): Waiting => ({
  count: Number(count ?? 0),
  oldestPlacedAt: oldest ? new Date(oldest as string | Date) : null,
});

/** The columns of the work-waiting statement, by field. */
const workColumns = {
  lateAfterHours: sql<number>`work.late_after_hours`,
  placed: sql<string>`work.placed`,
  placedOldest: sql<string | null>`work.placed_oldest`,
  ready: sql<string>`work.ready`,
  readyOldest: sql<string | null>`work.ready_oldest`,
  late: sql<string>`work.late`,
  lateOldest: sql<string | null>`work.late_oldest`,
  exports: sql<string>`work.exports`,
  bulkRuns: sql<string>`work.bulk_runs`,
};
const moneyColumns = {
  merchantsDue: sql<MoneyDue>`work.merchants_due`,
  driversDue: sql<MoneyDue>`work.drivers_due`,
  pendingApprovals: sql<string>`work.pending_approvals`,
};
type WorkRow = { [K in keyof typeof workColumns]: unknown } & {
  [K in keyof typeof moneyColumns]?: unknown;
};

/**
 * The work-waiting statement, as of the `now` placeholder, with the money due or not: built and
 * prepared once each (`preparedFor`), so that PostgreSQL plans it for its first calls only.
 */
const waitingStatement = (db: Db, money: boolean) =>
  preparedFor(db, `dashboard waiting ${money}`, (name) => {
    const late = sql`and ${waitingOrders.createdAt}
      < ${sql.placeholder('now')}::timestamptz - setting.hours * interval '1 hour'`;
    const work = sql`
      select setting.hours as late_after_hours, placed.*, ready.*, late.*,
             (select count(*) from ${listExports} where ${listExports.state} = 'running') as exports,
             (select count(*) from ${bulkRuns}
              where ${bulkRuns.state} in ('queued', 'running')) as bulk_runs
             ${money ? sql`, ${merchantsDue} as merchants_due, ${driversDue} as drivers_due, (${pendingRequestsCounted(db)}) as pending_approvals` : sql``}
      from (select ${settingValue('lateDeliveryHours')}::integer as hours) as setting,
           (select ${countAndOldest('placed', { counted: true })}) as placed(placed, placed_oldest),
           (select ${countAndOldest('readyToPick')}) as ready(ready, ready_oldest),
           lateral (select ${countAndOldest('outForDelivery', { where: late })}) as late(late, late_oldest)`;
    return db
      .select(money ? { ...workColumns, ...moneyColumns } : workColumns)
      .from(sql`(${work}) as work`)
      .prepare(name);
  });

/**
 * The work waiting as of `now`, in one statement (the Dashboard's call is one round trip), each
 * figure off an index or a kept counter: the orders off the waiting orders' status and time
 * index (a few thousand rows kept by triggers, migration 0042; the oldest is a status's first
 * entry), the placed ones counted by the status counters, late by the lateDeliveryHours setting;
 * exports and bulk runs off their partial indexes (migration 0027); with `money`, what merchants
 * and drivers are due off their kept amounts (0044) and the settlement requests pending.
 */
export async function waitingWork(
  db: Db,
  { now, money }: { now: Date; money: boolean },
): Promise<WaitingWork> {
  const rows = (await waitingStatement(db, money).execute({
    now: now.toISOString(),
  })) as WorkRow[];
  const row = rows[0]!;
  return {
    lateAfterHours: Number(row.lateAfterHours),
    unaccepted: waiting(row.placed, row.placedOldest),
    readyWithoutDriver: waiting(row.ready, row.readyOldest),
    lateDeliveries: waiting(row.late, row.lateOldest),
    exports: Number(row.exports ?? 0),
    bulkRuns: Number(row.bulkRuns ?? 0),
    ...(money && {
      money: {
        merchantsDue: row.merchantsDue as MoneyDue,
        driversDue: row.driversDue as MoneyDue,
        pendingApprovals: Number(row.pendingApprovals),
      },
    }),
  };
}
