import {
  administrators,
  banners,
  branchClassLevels,
  branches,
  bundleMerchants,
  bundleProducts,
  bundles,
  categories,
  competitionProducts,
  competitions,
  couponAssignments,
  coupons,
  customers,
  customerTotals,
  driverDeliveredTotals,
  driverSettlements,
  drivers,
  driverTotals,
  merchantDailySales,
  merchantSalesTotals,
  merchantSettlements,
  merchants,
  merchantTotals,
  merchantWindowSales,
  merchantYearlySales,
  orderDailyTotals,
  orderItemPossibleMerchants,
  orderItems,
  orderMerchantStates,
  orderPossibleDrivers,
  orderStatusTotals,
  orders,
  productDailySales,
  productOffers,
  productSalesTotals,
  products,
  productTotals,
  productWindowSales,
  productYearlySales,
  schools,
  waitingOrders,
} from '@satchel/db/schema';
import { asc, getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { withBulkLoad } from './bulk-load.js';
import { createDemo } from './generate.js';
import { copyBatches } from './load.js';
import type { DemoOptions } from './options.js';
import type { PictureStorage } from './pictures.js';
import { writePictures } from './pictures.js';
import { timelineOf } from './timeline.js';

/** Every marketplace table (administrators and their sessions are not among them). */
const marketplaceTables = [
  customers,
  merchants,
  drivers,
  categories,
  products,
  productOffers,
  schools,
  branches,
  branchClassLevels,
  bundles,
  bundleProducts,
  bundleMerchants,
  competitions,
  competitionProducts,
  coupons,
  couponAssignments,
  banners,
  orders,
  orderItems,
  orderItemPossibleMerchants,
  orderPossibleDrivers,
  merchantSettlements,
  driverSettlements,
].map(getTableName);

/**
 * What the order and item triggers keep (migration 0013 rebuilds them all at once; the window
 * rollups of 0036 are refilled by the triggers of the daily ones it fills), and the list totals
 * and the Dashboard's waiting orders (migration 0021's `list_totals_rebuild`, as 0042 makes it).
 */
const rollupTables = [
  orderDailyTotals,
  orderStatusTotals,
  productDailySales,
  productSalesTotals,
  productYearlySales,
  orderMerchantStates,
  merchantDailySales,
  merchantSalesTotals,
  merchantYearlySales,
  productWindowSales,
  merchantWindowSales,
  customerTotals,
  merchantTotals,
  driverTotals,
  productTotals,
  driverDeliveredTotals,
  waitingOrders,
].map(getTableName);

export type SeedResult =
  | { readonly seeded: false; readonly existingOrders: number }
  | {
      readonly seeded: true;
      /** Rows loaded per table. */
      readonly counts: ReadonlyMap<string, number>;
      readonly elapsedMs: number;
    };

export interface SeedOptions {
  readonly options: DemoOptions;
  readonly storage: PictureStorage;
  /** Empty the marketplace tables first (administrators stay). */
  readonly reset?: boolean;
}

/**
 * Loads the demo marketplace into the database of `client` (migrated, with an administrator)
 * in one transaction: all of it or nothing. A database that already has orders is left alone
 * (`seeded: false`) unless `reset`. The orders table is locked first, so that instances
 * starting together on one database seed it once.
 */
export async function seedDemo(
  client: pg.PoolClient | pg.Client,
  { options, storage, reset = false }: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  const identifiers = (names: readonly string[]) =>
    names.map((name) => client.escapeIdentifier(name)).join(', ');
  await client.query('begin');
  try {
    await client.query('lock table orders in exclusive mode');
    if (reset) {
      // CASCADE reaches only tables that reference these; administrators reference none.
      await client.query(`truncate ${identifiers(marketplaceTables)} cascade`);
    } else {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::integer as count from orders',
      );
      const existingOrders = rows[0]?.count ?? 0;
      if (existingOrders > 0) {
        await client.query('rollback');
        return { seeded: false, existingOrders };
      }
    }
    const [admin] = await drizzle(client)
      .select({ id: administrators.id })
      .from(administrators)
      .orderBy(asc(administrators.createdAt), asc(administrators.id))
      .limit(1);
    if (!admin) throw new Error('The database has no administrator to own the demo coupons');

    const demo = createDemo(options, admin.id);
    // Each month of the orders in its own partition, rather than history in the default one.
    const { start, now } = timelineOf(options);
    await client.query('select ensure_order_partitions($1, $2)', [new Date(start), new Date(now)]);
    await writePictures(storage, demo.pictures);
    // The order and item triggers are off while loading: their rollups are built once after.
    const counts = await withBulkLoad(client, marketplaceTables, () =>
      copyBatches(client, demo.batches()),
    );
    // Planner statistics of what was loaded, before the rebuilds read it (the rows are this
    // transaction's own, which ANALYZE counts): planned without them, the queue's suggestions
    // (migration 0045), worked out an order at a time, sorted whole months of items for each.
    await client.query(`analyze ${identifiers(marketplaceTables)}`);
    await client.query('select order_rollups_rebuild()');
    await client.query('select list_totals_rebuild()');
    await client.query('commit');
    // The rebuilt rollups' statistics now rather than whenever autovacuum comes round to them.
    await client.query(`analyze ${identifiers(rollupTables)}`);
    return { seeded: true, counts, elapsedMs: performance.now() - started };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
