import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, newId } from '@satchel/db';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ADMIN, signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';

/** The schema before orders were partitioned: the migrations up to 0033. */
const LAST_BEFORE = '0033_job_heartbeats';

/** A copy of the migrations folder whose journal stops at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'satchel-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Every row of the order tables and of what their triggers keep, as text, table by table. */
const snapshotTables = [
  'orders',
  'order_items',
  'order_possible_drivers',
  'order_item_possible_merchants',
  'order_status_totals',
  'order_daily_totals',
  'product_daily_sales',
  'merchant_daily_sales',
  'order_merchant_states',
  'driver_totals',
  'customer_totals',
];
async function snapshot(client: pg.Client): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of snapshotTables) {
    // The old columns only: the partitioned child tables add `order_created_at` at the end.
    const { rows: columns } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_name = $1 and column_name <> 'order_created_at' order by ordinal_position`,
      [table],
    );
    const list = columns.map(({ name }) => client.escapeIdentifier(name)).join(', ');
    const { rows } = await client.query<{ row: string }>(
      `select row(${list})::text as row from ${client.escapeIdentifier(table)} order by 1`,
    );
    tables[table] = rows.map(({ row }) => row);
  }
  return tables;
}

describe('migration 0034: orders partitioned by month', () => {
  let databaseUrl: string;
  let client: pg.Client;
  let app: FastifyInstance;
  const ids = { orders: [] as string[], items: [] as string[], product: '', merchant: '' };
  let before: Record<string, string[]>;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    client = new pg.Client(databaseUrl);
    await client.connect();
    const folder = await migrationsUpTo(LAST_BEFORE);
    await migrate(drizzle(client), { migrationsFolder: folder });
    await rm(folder, { recursive: true, force: true });

    // Orders of three months at the old schema, written as the old server did: each statement
    // through the triggers, so the rollups are the triggers' own.
    const db = drizzle(client, { schema });
    const merchant = await insertMerchant(db);
    const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
    const driver = await insertDriver(db);
    ids.product = product.id;
    ids.merchant = merchant.id;
    const months = ['2026-01-15T06:30:00Z', '2026-02-27T20:00:00Z', '2026-03-31T19:00:00Z'];
    for (const [index, createdAt] of months.entries()) {
      const customer = await insertCustomer(db);
      const orderId = newId();
      const delivered = index === 1;
      await client.query(
        `insert into orders (id, order_id, customer_id, status, created_at, delivered_at,
           sub_total, payment_method, payment_status, customer_name, customer_phone,
           address_line1, city, state, postal_code, driver_id)
         values ($1, $2, $3, $4, $5, case when $4 = 'delivered' then $5::timestamptz end, 90,
           'cod', 'unpaid', 'Asha', '9000000001', '1 MG Road', 'Pune', 'Maharashtra', '411001',
           $6)`,
        [
          orderId,
          `SAT-OLD-${index}`,
          customer.id,
          delivered ? 'delivered' : 'placed',
          createdAt,
          delivered ? driver.id : null,
        ],
      );
      for (const quantity of [1, 2]) {
        const itemId = newId();
        await client.query(
          `insert into order_items (id, order_id, product_id, price, quantity, item_status,
             merchant_id)
           values ($1, $2, $3, 30, $4, $5, $6)`,
          [
            itemId,
            orderId,
            product.id,
            quantity,
            delivered ? 'delivered' : 'placed',
            delivered ? merchant.id : null,
          ],
        );
        await client.query(
          'insert into order_item_possible_merchants (order_item_id, merchant_id) values ($1, $2)',
          [itemId, merchant.id],
        );
        ids.items.push(itemId);
      }
      await client.query(
        `insert into order_possible_drivers (order_id, driver_id, is_current)
         values ($1, $2, $3)`,
        [orderId, driver.id, delivered],
      );
      ids.orders.push(orderId);
    }
    before = await snapshot(client);

    // The server migrates on start: 0034 converts the tables in place.
    app = await buildApp(testConfig(databaseUrl));
  });

  afterAll(async () => {
    await app?.close();
    await client?.end();
  });

  it('keeps every row, and every rollup as the triggers left it', async () => {
    expect(before.orders).toHaveLength(3);
    expect(before.order_items).toHaveLength(6);
    expect(await snapshot(client)).toEqual(before);
  });

  it("stores each order and its rows in its India month's partitions", async () => {
    const { rows } = await client.query<{ partition: string; rows: number }>(
      `select tableoid::regclass::text as partition, count(*)::integer as rows
       from orders group by 1 order by 1`,
    );
    // 31 March 19:00 UTC is already 1 April in India.
    expect(rows).toEqual([
      { partition: 'orders_2026_01', rows: 1 },
      { partition: 'orders_2026_02', rows: 1 },
      { partition: 'orders_2026_04', rows: 1 },
    ]);
    const { rows: items } = await client.query<{ partition: string; rows: number }>(
      `select tableoid::regclass::text as partition, count(*)::integer as rows
       from order_item_possible_merchants group by 1 order by 1`,
    );
    expect(items).toEqual([
      { partition: 'order_item_possible_merchants_2026_01', rows: 2 },
      { partition: 'order_item_possible_merchants_2026_02', rows: 2 },
      { partition: 'order_item_possible_merchants_2026_04', rows: 2 },
    ]);
  });

  it('has partitions made for the coming three months, and a default one', async () => {
    const { rows } = await client.query<{ month: string }>(
      `select to_char(now() at time zone 'Asia/Kolkata' + make_interval(months => n), 'YYYY_MM')
         as month from generate_series(0, 3) as n`,
    );
    for (const { month } of rows) {
      for (const table of ['orders', 'order_items', 'order_possible_drivers']) {
        const { rows: found } = await client.query('select to_regclass($1) as name', [
          `${table}_${month}`,
        ]);
        expect(found[0].name).toBe(`${table}_${month}`);
      }
    }
    const { rows: defaults } = await client.query<{ name: string }>(
      `select inhrelid::regclass::text as name from pg_inherits
       join pg_class on pg_class.oid = inhrelid
       where inhparent = 'orders'::regclass and pg_get_expr(relpartbound, oid) = 'DEFAULT'`,
    );
    expect(defaults).toEqual([{ name: 'orders_default' }]);
  });

  it('lists and shows the converted orders, and takes writes that keep the rollups', async () => {
    const token = await signIn(app, ADMIN);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        ...(payload && { payload }),
        headers: { authorization: `Bearer ${token}` },
      });
    const list = (await call('GET', '/sales/orders?includeTotal=true&limit=10&sort=-1')).json();
    expect(list.data.totalOrders).toBe(3);
    expect(list.data.orders.map((order: { id: string }) => order.id)).toEqual(
      [...ids.orders].reverse(),
    );
    const details = (await call('GET', `/sales/orders/details/${ids.orders[0]}`)).json().data;
    expect(details.items).toHaveLength(2);

    const assigned = await call(
      'POST',
      `/sales/orders/assign-merchants-by-admin/${ids.orders[0]}`,
      {
        items: [{ productId: ids.product, merchantId: ids.merchant }],
      },
    );
    expect(assigned.statusCode).toBe(200);
    const { rows: merchants } = await client.query<{ merchant_id: string }>(
      'select merchant_id from order_items where order_id = $1',
      [ids.orders[0]],
    );
    expect(merchants.map((row) => row.merchant_id)).toEqual([ids.merchant, ids.merchant]);

    // A new order, after the conversion, is counted by the triggers made again.
    const { rows: placedBefore } = await client.query<{ orders: string }>(
      `select orders from order_status_totals where status = 'placed'`,
    );
    await client.query(
      `insert into orders (id, order_id, customer_id, sub_total, payment_method, payment_status,
         customer_name, customer_phone, address_line1, city, state, postal_code)
       select $1, 'SAT-NEW-1', customer_id, 10, 'cod', 'unpaid', 'Ravi', '9000000002', '2 Road',
         'Pune', 'Maharashtra', '411001' from orders where id = $2`,
      [newId(), ids.orders[0]],
    );
    const { rows: placedAfter } = await client.query<{ orders: string }>(
      `select orders from order_status_totals where status = 'placed'`,
    );
    expect(Number(placedAfter[0]!.orders)).toBe(Number(placedBefore[0]!.orders) + 1);
  });

  it('stores an order of a month with no partition in the default partition, not refused', async () => {
    const { rows } = await client.query<{ partition: string }>(
      `insert into orders (id, order_id, customer_id, created_at, sub_total, payment_method,
         payment_status, customer_name, customer_phone, address_line1, city, state, postal_code)
       select $1, 'SAT-FAR-1', customer_id, '2031-06-01T00:00:00Z', 10, 'cod', 'unpaid', 'Ravi',
         '9000000002', '2 Road', 'Pune', 'Maharashtra', '411001' from orders where id = $2
       returning tableoid::regclass::text as partition`,
      [newId(), ids.orders[0]],
    );
    expect(rows).toEqual([{ partition: 'orders_default' }]);
    // Its month is then left unpartitioned (a warning), never an error.
    const { rows: made } = await client.query<{ made: number }>(
      `select ensure_order_partitions('2031-06-01', '2031-06-02') as made`,
    );
    expect(made[0]!.made).toBe(0);
    const { rows: partitions } = await client.query(
      `select to_regclass('orders_2031_06') as orders, to_regclass('order_items_2031_06') as items`,
    );
    expect(partitions).toEqual([{ orders: null, items: null }]);
  });
});
