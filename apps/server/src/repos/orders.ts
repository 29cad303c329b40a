import { type Day, orders as orderCalls, type SetType } from '@satchel/api';
import {
  bundles,
  drivers,
  merchants,
  orderDailyTotals,
  orderItems,
  orderPossibleDrivers,
  orderStatusTotals,
  orders,
  products,
  schools,
} from '@satchel/db/schema';
import { and, asc, between, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRules,
  filteredList,
  type KeptTotals,
  type ListSource,
  phone,
  startsWith,
  status,
} from './list-query.js';
import { type Rupees, sumOf } from './money.js';
import { possibleMerchantsOf } from './possible-merchants.js';

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;

/** The Order Management list's filter fields (spec part 1 §3, §4). */
const orderFilters = {
  orderId: startsWith(orders.orderId),
  status: status(orders.status),
  customerName: contains(orders.customerName),
  customerPhone: phone(exact(orders.customerPhone)),
  paymentMethod: exact(orders.paymentMethod),
  paymentStatus: exact(orders.paymentStatus),
  // The contract takes 'true' or 'false' only.
  withoutDriver: (value) =>
    value === 'true' ? isNull(orders.driverId) : isNotNull(orders.driverId),
  placedBefore: (value) => {
    // Read in JavaScript: an instant PostgreSQL cannot hold (year 0) must match nothing, not fail.
    const at = Date.parse(value);
    return Number.isFinite(at) ? lt(orders.createdAt, new Date(Math.max(at, 0))) : sql`false`;
  },
} satisfies FilterRules<typeof orderCalls.list>;

/** The orders' counters by status (migration 0004), kept by the triggers. */
const orderCounters: KeptTotals = {
  count: orderStatusTotals.orders,
  rules: { status: status(orderStatusTotals.status) },
};

/** Orders, newest first unless the query says otherwise (spec part 1 §9). */
export const orderSource = {
  table: orders,
  rules: orderFilters,
  defaultSort: -1,
  kept: orderCounters,
} satisfies ListSource<typeof orderCalls.list>;

export const listOrders = filteredList(orderCalls.list, orderSource);

/** A merchant able to supply an item (spec part 2 §3 "Possible merchant"). */
export interface PossibleMerchant {
  id: string;
  merchantName: string;
  storeName: string;
  phone: string;
  isGolden: boolean;
  street: string | null;
  city: string | null;
  state: string | null;
  country: string;
  postalCode: string | null;
  latitude: string | null;
  longitude: string | null;
}

/** A driver the order was offered to (spec part 2 §3 "Possible driver"). */
export interface PossibleDriver {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  phone: string;
  whatsappNumber: string | null;
  isGolden: boolean;
  isCurrent: boolean;
  rejected: boolean;
  isAvailable: boolean;
  isOutForDelivery: boolean;
  currentLatitude: string | null;
  currentLongitude: string | null;
}

export interface OrderItemDetails extends OrderItem {
  /** The ordered product (null for a bundle item). */
  product: { title: string; brand: string; sku: string; images: string[] } | null;
  /** The ordered bundle's set, class and school (null for a product item). */
  bundle: { schoolName: string; classLevel: string; setType: SetType } | null;
  possibleMerchants: PossibleMerchant[];
}

export interface OrderDetails {
  order: Order;
  items: OrderItemDetails[];
  possibleDrivers: PossibleDriver[];
}

const possibleMerchantColumns = {
  id: merchants.id,
  merchantName: merchants.merchantName,
  storeName: merchants.storeName,
  phone: merchants.phone,
  isGolden: merchants.isGolden,
  street: merchants.street,
  city: merchants.city,
  state: merchants.state,
  country: merchants.country,
  postalCode: merchants.postalCode,
  latitude: merchants.latitude,
  longitude: merchants.longitude,
};

/** An order with its items, their possible merchants and its possible drivers, by id or order id. */
export async function findOrderDetails(
  db: Db,
  idOrOrderId: string,
): Promise<OrderDetails | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.id, idOrOrderId), eq(orders.orderId, idOrOrderId)));
  if (!order) return undefined;
  const possible = possibleMerchantsOf(db, order.id);
  const [itemRows, driverRows, merchantRows] = await Promise.all([
    db
      .select({
        item: orderItems,
        product: {
          title: products.title,
          brand: products.brand,
          sku: products.sku,
          images: products.images,
        },
        // What names a bundle item: its set, class and school. One object per joined table,
        // so that each is null for a product item.
        bundle: { classLevel: bundles.classLevel, setType: bundles.setType },
        school: { schoolName: schools.schoolName },
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(bundles, eq(bundles.id, orderItems.bundleId))
      .leftJoin(schools, eq(schools.id, bundles.schoolId))
      .where(eq(orderItems.orderId, order.id))
      // Items of one order are inserted together (same time, random ids): list them by title.
      .orderBy(
        asc(orderItems.createdAt),
        sql`${products.title} asc nulls last`,
        asc(orderItems.id),
      ),
    db
      .select({
        id: drivers.id,
        firstName: drivers.firstName,
        lastName: drivers.lastName,
        profilePicture: drivers.profilePicture,
        phone: drivers.phone,
        whatsappNumber: drivers.whatsappNumber,
        isGolden: drivers.isGolden,
        isCurrent: orderPossibleDrivers.isCurrent,
        rejected: orderPossibleDrivers.rejected,
        isAvailable: drivers.isAvailable,
        isOutForDelivery: drivers.isOutForDelivery,
        currentLatitude: drivers.currentLatitude,
        currentLongitude: drivers.currentLongitude,
      })
      .from(orderPossibleDrivers)
      .innerJoin(drivers, eq(drivers.id, orderPossibleDrivers.driverId))
      .where(eq(orderPossibleDrivers.orderId, order.id))
      .orderBy(asc(orderPossibleDrivers.createdAt), asc(drivers.id)),
    db
      .select({ orderItemId: possible.orderItemId, ...possibleMerchantColumns })
      .from(possible)
      .innerJoin(merchants, eq(merchants.id, possible.merchantId))
      .orderBy(asc(merchants.storeName), asc(merchants.id)),
  ]);
  return {
    order,
    items: itemRows.map(({ item, product, bundle, school }) => ({
      ...item,
      product,
      bundle: bundle && school ? { ...bundle, ...school } : null,
      possibleMerchants: merchantRows
        .filter((row) => row.orderItemId === item.id)
        .map(({ orderItemId: _, ...merchant }) => merchant),
    })),
    possibleDrivers: driverRows,
  };
}

/** One day of the order charts: the sum of sub-totals and the number of orders. */
export interface DailyOrderTotal {
  day: Day;
  subTotal: Rupees;
  orders: number;
}

/**
 * Every business day from `from` to `to` (both included, days with no order give zeros), with
 * the orders placed that day, of `status` when given (`all` or absent: every status). Read from
 * the per-day totals the triggers keep, a few rows per day whatever the number of orders.
 */
export async function dailyOrderTotals(
  db: Db,
  range: { from: Day; to: Day; status?: string | undefined },
): Promise<DailyOrderTotal[]> {
  const where = and(
    between(orderDailyTotals.day, range.from, range.to),
    range.status?.trim() ? status(orderDailyTotals.status)(range.status.trim()) : undefined,
  );
  const result = await db.execute<{ day: string; sub_total: string; orders: string }>(sql`
    with totals as (
      select ${orderDailyTotals.day} as day, ${sumOf(sql`${orderDailyTotals.subTotal}`)} as sub_total,
             sum(${orderDailyTotals.orders}) as orders
      from ${orderDailyTotals} where ${where} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(totals.sub_total, 0.00) as sub_total,
           coalesce(totals.orders, 0) as orders
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
    left join totals on totals.day = days.day::date
    order by days.day`);
  return result.rows.map((row) => ({
    day: row.day,
    subTotal: row.sub_total,
    orders: Number(row.orders),
  }));
}
