import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDemo } from './generate.js';
import { resolveDemoOptions } from './options.js';

type Row = Record<string, unknown>;

/** Every row of a demo of `orders` orders (schools as asked), by table name. */
function demoRows(orders: number, schools?: number): Map<string, Row[]> {
  const options = resolveDemoOptions({
    orders,
    schools,
    seed: 11,
    now: new Date('2026-06-15T00:00:00+05:30'),
  });
  const tables = new Map<string, Row[]>();
  for (const { table, rows } of createDemo(options, 'a'.repeat(24)).batches()) {
    const name = getTableName(table);
    tables.set(name, [...(tables.get(name) ?? []), ...(rows as Row[])]);
  }
  return tables;
}

const byId = (rows: readonly Row[]) => new Map(rows.map((row) => [row.id as string, row]));

/** What a merchant-verifying operator checks in the demo data (issue 26, item 10). */
describe('the demo marketplace, as an operator checks it', () => {
  const tables = demoRows(3_000);
  const rows = (name: string) => tables.get(name) ?? [];

  it("offers each order item only to merchants in its customer's city", () => {
    const merchants = byId(rows('merchants'));
    const items = byId(rows('order_items'));
    const orders = byId(rows('orders'));
    const elsewhere = rows('order_item_possible_merchants').filter((possible) => {
      const order = orders.get(items.get(possible.orderItemId as string)!.orderId as string)!;
      return merchants.get(possible.merchantId as string)!.city !== order.city;
    });
    expect(rows('order_item_possible_merchants').length).toBeGreaterThan(3_000);
    expect(elsewhere).toEqual([]);
  });

  it("gives an order's items the status its own says they are at", () => {
    const expected: Record<string, string> = {
      placed: 'placed',
      merchantAccepted: 'merchantAccepted',
      merchantRejected: 'merchantRejected',
      readyToPick: 'readyToPick',
      driverAccepted: 'readyToPick',
      outForDelivery: 'outForDelivery',
      delivered: 'delivered',
      cancelled: 'cancelled',
    };
    const orders = byId(rows('orders'));
    const seen = new Set<string>();
    const wrong = rows('order_items').filter((item) => {
      const status = orders.get(item.orderId as string)!.status as string;
      seen.add(status);
      return item.itemStatus !== expected[status];
    });
    expect([...seen].sort()).toEqual(Object.keys(expected).sort());
    expect(wrong).toEqual([]);
  });

  it('never shows a driver out on a delivery as having turned an order down', () => {
    const drivers = byId(rows('drivers'));
    const offers = rows('order_possible_drivers');
    const rejected = offers.filter((offer) => offer.rejected);
    expect(rejected.length).toBeGreaterThan(100);
    expect(rows('drivers').some((driver) => driver.isOutForDelivery)).toBe(true);
    expect(
      rejected.filter((offer) => drivers.get(offer.driverId as string)!.isOutForDelivery),
    ).toEqual([]);
  });

  it('gives every school a logo of its own', () => {
    const schools = demoRows(300, 120).get('schools')!;
    expect(schools).toHaveLength(120);
    expect(new Set(schools.map((school) => school.logo)).size).toBe(120);
  });
});
