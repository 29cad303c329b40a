import type { OrderItemStatus, OrderStatus } from '@satchel/db/schema';
import {
  orderItemPossibleMerchants,
  orderItems,
  orderPossibleDrivers,
  orders,
} from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import type { Listing } from './catalogue.js';
import { productDefinitions } from './catalogue-data.js';
import { createIdMaker } from './ids.js';
import type { Ledger } from './ledger.js';
import type { Coupon } from './marketing.js';
import { rupees } from './money.js';
import { type DemoOptions, inIndia } from './options.js';
import type { Customer, Driver, Merchant } from './people.js';
import { createPicker } from './picker.js';
import { createRandom, type Random } from './random.js';
import type { Bundle } from './schools.js';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.js';

export interface OrderSources {
  readonly customerAt: (index: number) => Customer;
  readonly signedUpBy: (time: number) => number;
  readonly drivers: readonly Driver[];
  readonly listings: readonly Listing[];
  readonly bundles: readonly Bundle[];
  readonly coupons: readonly Coupon[];
}

type OrderRow = (typeof orders)['$inferInsert'];
type ItemRow = (typeof orderItems)['$inferInsert'];

const CHUNK_ORDERS = 4_000;

/** Orders per day rise over the period, dip at weekends and peak in the April–June season. */
function dayWeight(dayStart: number, dayIndex: number, days: number, random: Random): number {
  const local = inIndia(dayStart);
  const weekday = [0.7, 1.1, 1.05, 1, 1, 0.95, 0.85][local.getUTCDay()]!;
  const yearStart = Date.UTC(local.getUTCFullYear(), 0, 1);
  const dayOfYear = (local.getTime() - yearStart) / DAY_MS;
  const season = 1 + 1.3 * Math.exp(-(((dayOfYear - 140) / 40) ** 2));
  const trend = 0.6 + (0.4 * dayIndex) / days;
  return weekday * season * trend * (0.9 + 0.2 * random.next());
}

/** Splits `total` over days in proportion to their weights, exactly (largest remainders). */
function ordersPerDay(options: DemoOptions, timeline: Timeline): number[] {
  const random = createRandom(options.seed, 'days');
  const weights = Array.from({ length: options.days }, (_, d) =>
    dayWeight(timeline.start + d * DAY_MS, d, options.days, random),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * options.orders);
  const counts = exact.map(Math.floor);
  let missing = options.orders - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, day) => [value - Math.floor(value), day] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, day] of byRemainder) {
    if (missing-- <= 0) break;
    counts[day]!++;
  }
  return counts;
}

/** Hour-of-day profile of ordering in India: quiet nights, busy evenings. */
const pickHour = createPicker(
  [
    0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.3, 0.6, 1, 1.3, 1.5, 1.5, 1.4, 1.3, 1.3, 1.4, 1.6, 1.8, 2, 2,
    1.8, 1.4, 0.9, 0.5,
  ].map((weight, hour) => [hour, weight] as const),
);

const recentStatuses = [
  ['placed', 30],
  ['merchantAccepted', 20],
  ['readyToPick', 15],
  ['driverAccepted', 12],
  ['outForDelivery', 12],
  ['merchantRejected', 4],
  ['cancelled', 7],
] as const;
const todayStatuses = [
  ['placed', 4],
  ['merchantAccepted', 8],
  ['readyToPick', 8],
  ['driverAccepted', 8],
  ['outForDelivery', 15],
  ['delivered', 45],
  ['merchantRejected', 4],
  ['cancelled', 8],
] as const;
const settledStatuses = [
  ['delivered', 88],
  ['cancelled', 8],
  ['merchantRejected', 4],
] as const;
/** The oldest and the newest orders take these, so that every status shows at any size. */
const oldestStatuses: readonly OrderStatus[] = ['delivered', 'cancelled', 'merchantRejected'];
const newestStatuses: readonly OrderStatus[] = [
  'placed',
  'merchantAccepted',
  'readyToPick',
  'driverAccepted',
  'outForDelivery',
];

/**
 * The status of an order's items at each of its own: ready to pick until the driver has them,
 * then out for delivery with the order (never "Ready To Pick" on an order out for delivery).
 */
export const itemStatusOf: Readonly<Record<OrderStatus, OrderItemStatus>> = {
  placed: 'placed',
  merchantAccepted: 'merchantAccepted',
  merchantRejected: 'merchantRejected',
  readyToPick: 'readyToPick',
  driverAccepted: 'readyToPick',
  outForDelivery: 'outForDelivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
const withDriver = new Set<OrderStatus>(['driverAccepted', 'outForDelivery', 'delivered']);

const categoryWeights: Readonly<Record<string, number>> = {
  textbooks: 30,
  notebooks: 25,
  stationery: 20,
  'reference-books': 8,
  'art-supplies': 8,
  'geometry-and-maths': 5,
  'uniform-accessories': 4,
  'competition-kits': 4,
  'bags-and-bottles': 3,
  'lab-supplies': 2,
};

/**
 * Months of orders, oldest first, in chunks of a few thousand (orders, their items, the items'
 * possible merchants, the orders' possible drivers): memory stays flat at any size. Delivered
 * orders are written into `ledger` for the settlements.
 */
export function* orderBatches(
  options: DemoOptions,
  timeline: Timeline,
  sources: OrderSources,
  ledger: Ledger,
): Generator<Batch> {
  const orderId = createIdMaker(options.seed, 'order');
  const itemId = createIdMaker(options.seed, 'order-item');

  const supplies = localSupplies(sources.listings, sources.bundles);
  if (supplies.size === 0) {
    throw new Error('No active merchant lists a product: raise --products or --merchants');
  }
  const drivers = sources.drivers.filter((driver) => driver.drives);
  if (drivers.length === 0) throw new Error('No driver can deliver: raise --drivers');
  // Drivers offered an order: those of its city (else anywhere), and among them the ones free
  // to turn it down, none out on a delivery now.
  const poolOf = (list: readonly Driver[]) => ({
    all: list,
    free: list.filter((driver) => !driver.outForDelivery),
  });
  const everywhere = poolOf(drivers);
  const driverPools = new Map<string, ReturnType<typeof poolOf>>();
  for (const city of new Set(drivers.map((driver) => driver.city.city))) {
    const nearby = drivers.filter((driver) => driver.city.city === city);
    if (nearby.length > 1) driverPools.set(city, poolOf(nearby));
  }

  const counts = ordersPerDay(options, timeline);
  let index = 0;
  let itemIndex = 0;
  let orderRows: OrderRow[] = [];
  let itemRows: ItemRow[] = [];
  let possibleMerchantRows: (typeof orderItemPossibleMerchants)['$inferInsert'][] = [];
  let possibleDriverRows: (typeof orderPossibleDrivers)['$inferInsert'][] = [];

  for (let day = 0; day < options.days; day++) {
    const random = createRandom(options.seed, 'orders', day);
    const dayStart = timeline.start + day * DAY_MS;
    const times = Array.from(
      { length: counts[day]! },
      () => dayStart + pickHour(random) * HOUR_MS + Math.floor(random.next() * HOUR_MS),
    ).sort((a, b) => a - b);

    for (const time of times) {
      const created = new Date(time);
      const age = timeline.now - time;
      const status: OrderStatus =
        index < oldestStatuses.length
          ? oldestStatuses[index]!
          : options.orders - index <= newestStatuses.length
            ? newestStatuses[newestStatuses.length - (options.orders - index)]!
            : random.weighted(
                age < 6 * HOUR_MS ? recentStatuses : age < DAY_MS ? todayStatuses : settledStatuses,
              );

      const signedUp = sources.signedUpBy(time);
      const customer = sources.customerAt(Math.floor(Math.max(1, signedUp) * random.next() ** 1.7));
      const city = customer.city.city;
      const id = orderId(index, created);
      const deliveredAt =
        status === 'delivered'
          ? time +
            HOUR_MS +
            Math.floor(random.next() * (Math.min(72 * HOUR_MS, age - 10 * 60_000) - HOUR_MS))
          : null;

      // Items: products and now and then a school bundle, of merchants in the customer's city.
      const supply = supplies.get(city);
      if (!supply) throw new Error(`No merchant supplies ${city}, where a customer lives`);
      let subTotal = 0;
      const assigned = status !== 'placed' && (status !== 'cancelled' || random.chance(0.5));
      const itemCount = random.weighted([
        [1, 40],
        [2, 30],
        [3, 18],
        [4, 12],
      ] as const);
      for (let n = 0; n < itemCount; n++) {
        const item = chooseItem(random, supply);
        const merchant = assigned ? item.possibleMerchants[0]! : null;
        const row: ItemRow = {
          id: itemId(itemIndex++, created),
          orderId: id,
          orderCreatedAt: created,
          productId: item.productId,
          bundleId: item.bundleId,
          price: rupees(item.pricePaise),
          quantity: item.quantity,
          itemStatus: itemStatusOf[status],
          merchantId: merchant?.id ?? null,
          createdAt: created,
        };
        itemRows.push(row);
        for (const possible of item.possibleMerchants) {
          possibleMerchantRows.push({
            orderItemId: row.id!,
            orderCreatedAt: created,
            merchantId: possible.id,
            createdAt: created,
          });
        }
        const amount = item.pricePaise * item.quantity;
        subTotal += amount;
        if (deliveredAt !== null && merchant) ledger.merchantEarned(merchant, deliveredAt, amount);
      }

      const coupon = random.chance(0.07)
        ? random.pick([
            null,
            ...sources.coupons.filter(
              (c) => c.createdAt <= time && (c.expiresAt === null || c.expiresAt > time),
            ),
          ])
        : null;
      const deliveryFee =
        coupon?.freeDelivery || subTotal >= 49_900 ? 0 : random.pick([2_900, 3_900]);
      const platformFee = random.chance(0.8) ? 500 : 0;
      const handlingFee = random.chance(0.3) ? 1_000 : 0;
      const smallCartFee = subTotal < 19_900 ? 2_000 : 0;
      const tip = random.chance(0.25) ? random.pick([1_000, 2_000, 3_000, 5_000]) : 0;
      const otherFees = random.chance(0.02) ? 1_500 : 0;
      const paymentMethod = random.chance(0.6) ? 'online' : 'cod';

      let driver: Driver | null = null;
      const offer = withDriver.has(status) || (status === 'readyToPick' && random.chance(0.6));
      if (offer) {
        const pool = driverPools.get(city) ?? everywhere;
        if (withDriver.has(status)) driver = random.pick(pool.all);
        // Those offered before the driver who took it turned it down (or, no driver yet, may).
        const count = random.int(driver ? 0 : 1, 2);
        const others = random
          .sample(pool.free, count + 1)
          .filter((candidate) => candidate !== driver)
          .slice(0, count);
        const offered = driver ? [driver, ...others] : others;
        for (const candidate of offered) {
          possibleDriverRows.push({
            orderId: id,
            orderCreatedAt: created,
            driverId: candidate.id,
            isCurrent: candidate === driver,
            rejected: driver ? candidate !== driver : random.chance(0.3),
            createdAt: created,
          });
        }
      }
      if (driver && deliveredAt !== null) {
        ledger.driverEarned(driver, deliveredAt, deliveryFee + tip);
        if (paymentMethod === 'cod') {
          const charges = deliveryFee + platformFee + handlingFee + smallCartFee + tip + otherFees;
          ledger.driverCollected(driver, deliveredAt, subTotal + charges);
        }
      }

      const contact = customer.row;
      const local = inIndia(time);
      orderRows.push({
        id,
        orderId: `SAT-${String(local.getUTCFullYear() % 100).padStart(2, '0')}${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(index + 1).padStart(6, '0')}`,
        customerId: contact.id!,
        status,
        createdAt: created,
        deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
        subTotal: rupees(subTotal),
        paymentMethod,
        // Online orders are paid up front; cash on delivery once delivered.
        paymentStatus: paymentMethod === 'online' || status === 'delivered' ? 'paid' : 'unpaid',
        customerName: contact.name,
        customerPhone: contact.phone,
        customerEmail: contact.email ?? null,
        addressLine1: customer.address,
        city,
        state: customer.city.state,
        postalCode: customer.postalCode,
        latitude: customer.latitude,
        longitude: customer.longitude,
        deliveryFee: rupees(deliveryFee),
        platformFee: rupees(platformFee),
        handlingFee: rupees(handlingFee),
        smallCartFee: rupees(smallCartFee),
        tip: rupees(tip),
        otherFees: rupees(otherFees),
        driverId: driver?.id ?? null,
        couponId: coupon?.id ?? null,
      });
      index++;

      if (orderRows.length >= CHUNK_ORDERS) {
        yield* flush();
      }
    }
  }
  yield* flush();

  function* flush(): Generator<Batch> {
    if (orderRows.length === 0) return;
    yield batch(orders, orderRows);
    yield batch(orderItems, itemRows);
    yield batch(orderItemPossibleMerchants, possibleMerchantRows);
    yield batch(orderPossibleDrivers, possibleDriverRows);
    orderRows = [];
    itemRows = [];
    possibleMerchantRows = [];
    possibleDriverRows = [];
  }
}

interface ChosenItem {
  readonly productId: string | null;
  readonly bundleId: string | null;
  readonly pricePaise: number;
  readonly quantity: number;
  /** The first is the one that gets the item. */
  readonly possibleMerchants: readonly Merchant[];
}

/** What the merchants of one city supply: their products by definition, and their bundles. */
interface LocalSupply {
  readonly listingsByDefinition: ReadonlyMap<number, readonly Listing[]>;
  readonly pickDefinition: (random: Random) => number;
  /** Bundles with a supplier here, each with only its suppliers here. */
  readonly bundles: readonly { readonly bundle: Bundle; readonly suppliers: readonly Merchant[] }[];
}

/**
 * The supply of each city that has merchants fulfilling orders: an order's possible merchants
 * are those of its customer's city, as a merchant-verifying operator expects.
 */
function localSupplies(
  listings: readonly Listing[],
  bundles: readonly Bundle[],
): Map<string, LocalSupply> {
  const listingsByCity = new Map<string, Map<number, Listing[]>>();
  for (const listing of listings) {
    if (!listing.merchant.fulfils) continue;
    const city = listing.merchant.city.city;
    const byDefinition = listingsByCity.get(city) ?? new Map<number, Listing[]>();
    const list = byDefinition.get(listing.definitionIndex) ?? [];
    list.push(listing);
    byDefinition.set(listing.definitionIndex, list);
    listingsByCity.set(city, byDefinition);
  }
  const supplies = new Map<string, LocalSupply>();
  for (const [city, listingsByDefinition] of listingsByCity) {
    supplies.set(city, {
      listingsByDefinition,
      pickDefinition: createPicker(
        [...listingsByDefinition.keys()].map(
          (d) => [d, categoryWeights[productDefinitions[d]!.category] ?? 1] as const,
        ),
      ),
      bundles: bundles
        .map((bundle) => ({
          bundle,
          suppliers: bundle.merchants.filter((m) => m.fulfils && m.city.city === city),
        }))
        .filter(({ suppliers }) => suppliers.length > 0),
    });
  }
  return supplies;
}

function chooseItem(random: Random, supply: LocalSupply): ChosenItem {
  if (supply.bundles.length > 0 && random.chance(0.15)) {
    const { bundle, suppliers } = random.pick(supply.bundles);
    return {
      productId: null,
      bundleId: bundle.id,
      pricePaise: bundle.pricePaise,
      quantity: random.chance(0.1) ? 2 : 1,
      possibleMerchants: random.sample(suppliers, suppliers.length),
    };
  }
  const definition = supply.pickDefinition(random);
  const candidates = supply.listingsByDefinition.get(definition)!;
  const [listing, ...others] = random.sample(candidates, random.int(1, 3));
  const sellable = random.pick(listing!.sellables);
  const quantity =
    productDefinitions[definition]!.category === 'notebooks'
      ? random.int(1, 6)
      : random.chance(0.75)
        ? 1
        : 2;
  return {
    productId: sellable.id,
    bundleId: null,
    pricePaise: sellable.pricePaise,
    quantity,
    possibleMerchants: [listing!.merchant, ...others.map((other) => other.merchant)],
  };
}
