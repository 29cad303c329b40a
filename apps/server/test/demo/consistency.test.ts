import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSettings, salesPeriodDays } from '@satchel/api';
import * as schema from '@satchel/db/schema';
import { resolveDemoOptions, seedDemo } from '@satchel/demo';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type QueuedOrder, queuePage } from '../../src/repos/assignment-queue.js';
import { waitingWork } from '../../src/repos/dashboard.js';
import { WINDOW_PERIODS } from '../../src/repos/sales-windows.js';
import { testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { insertOrder } from '../support/factories.js';
import { recountedQueueEntries } from '../support/queue-recount.js';

/** Both ways round, the rows of `a` missing from `b`: none when the two queries agree. */
const differences = (a: string, b: string) =>
  `(${a} except all ${b}) union all (${b} except all ${a})`;

/** The orders waiting for a merchant, a driver or their delivery (migration 0042), recounted. */
const WAITING_RECOUNT = `
  select o.id, o.created_at, o.status,
    case when o.status = 'placed' then (
      select count(*) from order_items i
      where i.order_id = o.id and i.product_id is not null and i.merchant_id is null)
    else 0 end
  from orders o
  where o.status in ('placed', 'outForDelivery') or (o.status = 'readyToPick' and o.driver_id is null)`;

/**
 * The order totals, sales rollups, window rollups, list totals and waiting orders (migrations
 * 0003, 0011 to 0013, 0021, 0036, 0042) against the orders and items they sum, counted the slow
 * way: the names of the rollups that disagree. Zero rows count as no row.
 */
const ROLLUP_CHECKS = {
  product_daily_sales: differences(
    'select day, product_id, quantity from product_daily_sales where quantity <> 0',
    `select (o.created_at at time zone 'Asia/Kolkata')::date, i.product_id, sum(i.quantity)
     from order_items i join orders o on o.id = i.order_id
     where o.status = 'delivered' and i.product_id is not null group by 1, 2`,
  ),
  merchant_daily_sales: differences(
    `select day, merchant_id, orders, fulfilled, accepted, rejected from merchant_daily_sales
     where (orders, fulfilled, accepted, rejected) <> (0, 0, 0, 0)`,
    `select (o.created_at at time zone 'Asia/Kolkata')::date, i.merchant_id,
       count(distinct o.id), count(distinct o.id) filter (where i.item_status = 'delivered'),
       count(distinct o.id) filter (where i.item_status in ('merchantAccepted', 'readyToPick', 'outForDelivery', 'delivered')),
       count(distinct o.id) filter (where i.item_status = 'merchantRejected')
     from order_items i join orders o on o.id = i.order_id
     where o.status <> 'cancelled' and i.merchant_id is not null group by 1, 2`,
  ),
  product_sales_totals: differences(
    'select product_id, quantity from product_sales_totals where quantity <> 0',
    'select product_id, sum(quantity) from product_daily_sales group by 1 having sum(quantity) <> 0',
  ),
  product_yearly_sales: differences(
    'select year, product_id, quantity from product_yearly_sales where quantity <> 0',
    `select extract(year from day), product_id, sum(quantity) from product_daily_sales
     group by 1, 2 having sum(quantity) <> 0`,
  ),
  merchant_yearly_sales: differences(
    `select year, merchant_id, orders, fulfilled, accepted, rejected from merchant_yearly_sales
     where (orders, fulfilled, accepted, rejected) <> (0, 0, 0, 0)`,
    `select extract(year from day), merchant_id, sum(orders), sum(fulfilled), sum(accepted),
       sum(rejected)
     from merchant_daily_sales group by 1, 2
     having (sum(orders), sum(fulfilled), sum(accepted), sum(rejected)) <> (0, 0, 0, 0)`,
  ),
  product_window_sales: differences(
    'select period, product_id, quantity from product_window_sales where quantity <> 0',
    `select w.period, d.product_id, sum(d.quantity)
     from product_daily_sales d join sales_windows w on d.day between w.from_day and w.to_day
     group by 1, 2 having sum(d.quantity) <> 0`,
  ),
  merchant_window_sales: differences(
    `select period, merchant_id, orders, fulfilled, accepted, rejected from merchant_window_sales
     where (orders, fulfilled, accepted, rejected) <> (0, 0, 0, 0)`,
    `select w.period, d.merchant_id, sum(d.orders), sum(d.fulfilled), sum(d.accepted),
       sum(d.rejected)
     from merchant_daily_sales d join sales_windows w on d.day between w.from_day and w.to_day
     group by 1, 2
     having (sum(d.orders), sum(d.fulfilled), sum(d.accepted), sum(d.rejected)) <> (0, 0, 0, 0)`,
  ),
  order_status_totals: differences(
    'select status, orders from order_status_totals where orders <> 0',
    'select status, count(*) from orders group by 1',
  ),
  order_daily_totals: differences(
    `select day, status, orders, sub_total from order_daily_totals
     where (orders, sub_total) <> (0, 0)`,
    `select (created_at at time zone 'Asia/Kolkata')::date, status, count(*), sum(sub_total)
     from orders group by 1, 2`,
  ),
  customer_totals: differences(
    'select status, total from customer_totals where total <> 0',
    'select status, count(*) from customers group by 1',
  ),
  driver_totals: differences(
    'select status, is_available, total from driver_totals where total <> 0',
    'select status, is_available, count(*) from drivers group by 1, 2',
  ),
  product_totals: differences(
    'select product_type, admin_disabled, total from product_totals where total <> 0',
    'select product_type, admin_disabled, count(*) from products group by 1, 2',
  ),
  merchant_totals: differences(
    'select status, total from merchant_totals where total <> 0',
    'select status, count(*) from merchants group by 1',
  ),
  driver_delivered_totals: differences(
    `select driver_id, earned, collected from driver_delivered_totals
     where (earned, collected) <> (0, 0)`,
    `select * from (
       select driver_id, sum(delivery_fee + tip) as earned,
         sum(case when payment_method = 'cod' then sub_total + delivery_fee + platform_fee
           + handling_fee + small_cart_fee + tip + other_fees else 0 end) as collected
       from orders where status = 'delivered' and driver_id is not null group by 1) as owed
     where (earned, collected) <> (0, 0)`,
  ),
  driver_settled_earning: differences(
    `select driver_id, settled_earning from driver_delivered_totals where settled_earning <> 0`,
    `select driver_id, sum(amount) from driver_settlements where type = 'earning'
     group by 1 having sum(amount) <> 0`,
  ),
  merchant_sales_totals: differences(
    `select merchant_id, orders, fulfilled, accepted, rejected from merchant_sales_totals
     where (orders, fulfilled, accepted, rejected) <> (0, 0, 0, 0)`,
    `select merchant_id, sum(orders), sum(fulfilled), sum(accepted), sum(rejected)
     from merchant_daily_sales group by 1
     having (sum(orders), sum(fulfilled), sum(accepted), sum(rejected)) <> (0, 0, 0, 0)`,
  ),
  waiting_orders: differences(
    'select id, created_at, status, unassigned_items from waiting_orders',
    WAITING_RECOUNT,
  ),
};

/** 500 orders loaded into a fresh, migrated database, checked the way an operator would notice. */
describe('a seeded demo database', () => {
  let app: FastifyInstance;
  let client: pg.Client;
  let dataDir: string;
  const one = async <T>(sql: string): Promise<T> => (await client.query(sql)).rows[0] as T;
  const column = async <T>(sql: string): Promise<T[]> =>
    (await client.query({ text: sql, rowMode: 'array' })).rows.map((row) => row[0] as T);
  /** The rollups that disagree with the orders and items. */
  const wrongRollups = async () => {
    const wrong: string[] = [];
    for (const [name, sql] of Object.entries(ROLLUP_CHECKS)) {
      if ((await client.query(sql)).rows.length > 0) wrong.push(name);
    }
    return wrong;
  };

  const indexes = () =>
    column<string>(
      // The partitioned tables' own indexes: a month's partition made by the seed has them too.
      `select indexrelid::regclass || ' ' || pg_get_indexdef(indexrelid) from pg_index
       where indrelid::regclass::text not like 'pg_%'
         and not exists (select from pg_inherits where inhrelid = indexrelid) order by 1`,
    );
  let indexesBefore: string[];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-demo-'));
    const databaseUrl = await createTestDatabase();
    app = await buildApp(testConfig(databaseUrl, { dataDir }));
    client = new pg.Client(databaseUrl);
    await client.connect();
    indexesBefore = await indexes();
    const result = await seedDemo(client, {
      options: resolveDemoOptions({
        orders: 500,
        seed: 42,
        now: new Date('2026-06-01T00:00:00+05:30'),
      }),
      storage: app.files,
    });
    expect(result.seeded).toBe(true);
  });
  afterAll(async () => {
    await client?.end();
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has every order with items that add up exactly to its sub-total', async () => {
    expect(await one('select count(*)::integer as n from orders')).toEqual({ n: 500 });
    const mismatched = await column(`
      select o.order_id from orders o
      left join order_items i on i.order_id = o.id
      group by o.id, o.created_at having o.sub_total <> coalesce(sum(i.price * i.quantity), -1)`);
    expect(mismatched).toEqual([]);
  });

  it('has the sales rollups the triggers keep agree with its orders and items', async () => {
    expect(await one('select count(*)::integer as n from product_daily_sales')).not.toEqual({
      n: 0,
    });
    expect(await one('select count(*)::integer as n from merchant_daily_sales')).not.toEqual({
      n: 0,
    });
    expect(await wrongRollups()).toEqual([]);
  });

  it('keeps the rollups right when orders change after the load', async () => {
    await client.query('begin');
    try {
      await client.query(`update orders set status = 'cancelled', delivered_at = null
        where id in (select id from orders where status = 'delivered' order by id limit 5)`);
      await client.query(`update orders set status = 'delivered', delivered_at = created_at
        where id in (select id from orders where status = 'placed' order by id limit 5)`);
      await client.query(`update order_items set item_status = 'merchantRejected'
        where id in (select id from order_items order by id limit 5)`);
      await client.query(
        `delete from orders where id in (select id from orders order by id limit 3)`,
      );
      expect(await wrongRollups()).toEqual([]);
    } finally {
      await client.query('rollback');
    }
  });

  it('keeps every period’s window equal to a recount as orders change and the days go by', async () => {
    /** The windows moved onto the periods as of `now`, as the server moves them. */
    const moveWindows = async (now: string) => {
      for (const period of WINDOW_PERIODS) {
        const { from, to } = salesPeriodDays(period, new Date(`${now}+05:30`));
        await client.query('select sales_window_move($1, $2, $3)', [period, from, to]);
      }
    };
    /** Changes of every kind the triggers carry, to rows picked by `round`. */
    const changeOrders = async (round: number) => {
      const picked = (where: string, count: number) =>
        `select id from orders where ${where} order by md5(id || '${round}') limit ${count}`;
      await client.query(`update orders set status = 'delivered', delivered_at = created_at
        where id in (${picked(`status = 'placed'`, 6)})`);
      await client.query(`update orders set status = 'cancelled', delivered_at = null
        where id in (${picked(`status = 'delivered'`, 3)})`);
      await client.query(`update order_items set quantity = quantity + 2 where order_id in
        (${picked(`status = 'delivered'`, 4)})`);
      await client.query(`update order_items set item_status = 'merchantRejected'
        where order_id in (${picked(`status <> 'cancelled'`, 4)})`);
      await client.query(`update orders set created_at = created_at - interval '20 days',
        delivered_at = delivered_at - interval '20 days'
        where id in (${picked(`status = 'delivered'`, 4)})`);
      await client.query(`delete from orders where id in (${picked('true', 2)})`);
    };
    await client.query('begin');
    try {
      await moveWindows('2026-05-31T12:00:00');
      const holding = await column<string>(`select period from product_window_sales
        group by 1 having sum(quantity) > 0 order by 1`);
      expect(holding).toEqual(expect.arrayContaining(['3months', '6months', 'month']));
      expect(await wrongRollups()).toEqual([]);
      // The next day, the next week, the next month: each window gains and loses days.
      const days = ['2026-06-01T09:00:00', '2026-06-08T09:00:00', '2026-07-01T09:00:00'];
      for (const [round, day] of days.entries()) {
        await changeOrders(round);
        expect(await wrongRollups()).toEqual([]);
        await moveWindows(day);
        expect(await wrongRollups()).toEqual([]);
      }
    } finally {
      await client.query('rollback');
    }
  });

  it("keeps the Dashboard's tiles and queue equal to a recount of the orders as they change", async () => {
    const db = drizzle(client, { schema });
    const now = new Date('2026-06-01T01:00:00+05:30');
    const lateBefore = new Date(now.getTime() - defaultSettings.lateDeliveryHours * 3_600_000);
    /** A tile counted over the orders: how many hold `where`, and the oldest's time. */
    const tile = async (where: string) => {
      const { count, oldest } = await one<{ count: number; oldest: Date | null }>(
        `select count(*)::integer as count, min(created_at) as oldest from orders where ${where}`,
      );
      return { count, oldestPlacedAt: oldest };
    };
    const recount = async () => ({
      unaccepted: await tile(`status = 'placed'`),
      readyWithoutDriver: await tile(`status = 'readyToPick' and driver_id is null`),
      lateDeliveries: await tile(
        `status = 'outForDelivery' and created_at < '${lateBefore.toISOString()}'`,
      ),
      queue: await recountedQueueEntries(
        db,
        await column<string>(`
          select o.id from orders o
          where o.status = 'placed' and exists (
            select from order_items i
            where i.order_id = o.id and i.product_id is not null and i.merchant_id is null)
          order by o.created_at, o.id`),
      ),
    });
    /** What the Dashboard shows: its tiles, and the whole queue read a page of 2 at a time. */
    const shown = async () => {
      const { unaccepted, readyWithoutDriver, lateDeliveries } = await waitingWork(db, {
        now,
        money: false,
      });
      const queue: QueuedOrder[] = [];
      for (let after: string | undefined, pages = 0; pages < 100; pages += 1) {
        const page = await queuePage(db, { after, limit: 2 });
        queue.push(...page);
        if (page.length < 2) break;
        after = page.at(-1)!.id;
      }
      return { unaccepted, readyWithoutDriver, lateDeliveries, queue };
    };
    /** Writes of every kind that move an order in or out of a tile or the queue. */
    const changeOrders = async (round: number) => {
      const picked = (where: string, count: number) =>
        `select id from orders where ${where} order by md5(id || '${round}') limit ${count}`;
      const { customer, products } = await one<{ customer: string; products: string[] }>(`
        select (select id from customers order by md5(id || '${round}') limit 1) as customer,
          array(select id from products order by md5(id || '${round}') limit 2) as products`);
      const placedAt = [0, 1, 2, 10, 45, 46].map(
        (days) => new Date(Date.parse('2026-05-31T18:00:00+05:30') - days * 86_400_000),
      );
      for (const [index, createdAt] of placedAt.entries()) {
        await insertOrder(
          db,
          customer,
          products.map((productId) => ({ productId, price: '40.00', quantity: 1 + index })),
          { createdAt, status: index === 1 ? 'readyToPick' : 'placed' },
        );
      }
      const merchant = `(select id from merchants order by md5(id || '${round}') limit 1)`;
      const driver = `(select id from drivers order by md5(id || '${round}') limit 1)`;
      // Assignments: one item of some placed orders, all items of others; one taken back.
      await client.query(`update order_items set merchant_id = ${merchant}
        where id in (select distinct on (order_id) id from order_items
          where product_id is not null and merchant_id is null
            and order_id in (${picked(`status = 'placed'`, 4)}) order by order_id, id)`);
      await client.query(`update order_items set merchant_id = ${merchant}
        where product_id is not null and order_id in (${picked(`status = 'placed'`, 2)})`);
      await client.query(`update order_items set merchant_id = null
        where product_id is not null and order_id in (${picked(`status = 'placed'`, 1)})`);
      // Items added to a placed order, and removed from another.
      await client.query(`insert into order_items (id, order_id, order_created_at, product_id, price, quantity)
        select substr(md5(id || '${round}'), 1, 24), id, created_at, '${products[0]}', 40, 1
        from orders where id in (${picked(`status = 'placed'`, 2)})`);
      await client.query(`delete from order_items where id in (
        select id from order_items where merchant_id is null and order_id in (${picked(`status = 'placed'`, 2)}))`);
      // Status changes into, within and out of the waiting work.
      await client.query(`update orders set status = 'merchantAccepted'
        where id in (${picked(`status = 'placed'`, 3)})`);
      await client.query(`update orders set status = 'placed'
        where id in (${picked(`status in ('cancelled', 'merchantRejected')`, 3)})`);
      await client.query(`update orders set status = 'readyToPick'
        where id in (${picked(`status = 'merchantAccepted'`, 3)})`);
      await client.query(`update orders set driver_id = ${driver}
        where id in (${picked(`status = 'readyToPick' and driver_id is null`, 2)})`);
      await client.query(`update orders set status = 'outForDelivery'
        where id in (${picked(`status = 'readyToPick' and driver_id is not null`, 1)})`);
      await client.query(`update orders set status = 'delivered', delivered_at = created_at + interval '1 hour'
        where id in (${picked(`status = 'outForDelivery'`, 2)})`);
      // Orders moving month (their items with them), and deleted.
      await client.query(`update orders set created_at = created_at - interval '40 days'
        where id in (${picked(`status in ('placed', 'outForDelivery', 'readyToPick')`, 3)})`);
      await client.query(`delete from orders
        where id in (${picked(`status in ('placed', 'readyToPick', 'outForDelivery')`, 2)})`);
    };
    await client.query('begin');
    try {
      const before = await recount();
      expect(before.lateDeliveries.count).toBeGreaterThan(0);
      expect(await shown()).toEqual(before);
      for (const round of [0, 1, 2, 3]) {
        await changeOrders(round);
        expect(await shown()).toEqual(await recount());
        expect(await wrongRollups()).toEqual([]);
      }
      // The queue grew to pages of its own, and the changes reached each tile and the queue.
      const last = await recount();
      expect(last.queue.length).toBeGreaterThan(4);
      // Suggestions and assignments were compared too, not only empty ones.
      expect(last.queue.some((entry) => entry.assignment !== null)).toBe(true);
      expect(last).not.toEqual(before);
    } finally {
      await client.query('rollback');
    }
  });

  it('has every index and trigger back after the bulk load', async () => {
    expect(await indexes()).toEqual(indexesBefore);
    const partitionsMissingIndexes = await column(
      `select partition.inhrelid::regclass from pg_inherits as partition
       where partition.inhparent = 'orders'::regclass
         and (select count(*) from pg_index where indrelid = partition.inhrelid)
           <> (select count(*) from pg_index where indrelid = 'orders'::regclass)`,
    );
    expect(partitionsMissingIndexes).toEqual([]);
    const disabled = await column('select tgname from pg_trigger where tgenabled = $$D$$');
    expect(disabled).toEqual([]);
  });

  it('has orders in every status, delivered_at exactly on delivered ones', async () => {
    expect(await column('select distinct status from orders order by 1')).toEqual([
      'cancelled',
      'delivered',
      'driverAccepted',
      'merchantAccepted',
      'merchantRejected',
      'outForDelivery',
      'placed',
      'readyToPick',
    ]);
    const wrong = await column(`
      select order_id from orders
      where (status = 'delivered') <> (delivered_at is not null) or delivered_at <= created_at`);
    expect(wrong).toEqual([]);
  });

  it('has online orders paid, cash orders paid only once delivered', async () => {
    const wrong = await column(`
      select order_id from orders
      where payment_status <> case when payment_method = 'online' or status = 'delivered'
                                   then 'paid' else 'unpaid' end`);
    expect(wrong).toEqual([]);
    expect(await column('select distinct payment_method from orders order by 1')).toEqual([
      'cod',
      'online',
    ]);
  });

  it('has a driver on exactly the orders a driver took, among its possible drivers', async () => {
    const wrong = await column(`
      select order_id from orders o
      where (driver_id is not null) <> (status in ('driverAccepted', 'outForDelivery', 'delivered'))
         or (driver_id is not null and not exists (
              select 1 from order_possible_drivers p
              where p.order_id = o.id and p.driver_id = o.driver_id and p.is_current))`);
    expect(wrong).toEqual([]);
  });

  it('gives items to merchants that could supply them and sell that product', async () => {
    const wrong = await column(`
      select i.id from order_items i
      left join products p on p.id = i.product_id
      where i.merchant_id is not null and (
        not exists (select 1 from order_item_possible_merchants m
                    where m.order_item_id = i.id and m.merchant_id = i.merchant_id)
        or (i.product_id is not null and p.merchant_id <> i.merchant_id)
        or (i.bundle_id is not null and not exists (
              select 1 from bundle_merchants b where b.bundle_id = i.bundle_id and b.merchant_id = i.merchant_id)))`);
    expect(wrong).toEqual([]);
    expect(
      await one('select count(*)::integer as n from order_items where bundle_id is not null'),
    ).not.toEqual({ n: 0 });
  });

  it('settles merchants for part of what their delivered items earned, never more', async () => {
    const rows = await client.query(`
      with earned as (
        select i.merchant_id, sum(i.price * i.quantity) as amount
        from order_items i join orders o on o.id = i.order_id
        where o.status = 'delivered' group by 1),
      settled as (select merchant_id, sum(amount) as amount from merchant_settlements group by 1)
      select s.merchant_id, s.amount as settled, coalesce(e.amount, 0) as earned
      from settled s left join earned e using (merchant_id)`);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows)
      expect(Number(row.settled), row.merchant_id).toBeLessThan(Number(row.earned));
  });

  it('settles drivers for part of their fees and tips, and of the cash they collected', async () => {
    const rows = await client.query(`
      with due as (
        select driver_id,
               sum(delivery_fee + tip) as earning,
               sum(case when payment_method = 'cod'
                        then sub_total + delivery_fee + platform_fee + handling_fee + small_cart_fee + tip + other_fees
                        else 0 end) as cash
        from orders where status = 'delivered' group by 1)
      select s.driver_id, s.type, sum(s.amount) as settled,
             coalesce(case s.type when 'earning' then max(d.earning) else max(d.cash) end, 0) as due
      from driver_settlements s left join due d using (driver_id) group by 1, 2`);
    expect(new Set(rows.rows.map((row) => row.type))).toEqual(
      new Set(['earning', 'cashCollected']),
    );
    for (const row of rows.rows) {
      expect(Number(row.settled), `${row.driver_id} ${row.type}`).toBeLessThan(Number(row.due));
    }
  });

  it('shows every status and kind the screens offer', async () => {
    expect(await column('select distinct status from customers order by 1')).toEqual([
      'active',
      'inactive',
      'pending',
      'suspended',
    ]);
    expect(await column('select distinct status from merchants order by 1')).toEqual([
      'active',
      'inactive',
      'incomplete',
      'pending',
      'suspended',
    ]);
    expect(await column('select distinct status from drivers order by 1')).toEqual([
      'active',
      'inactive',
      'pending',
      'suspended',
    ]);
    // The spec's selector offers no "inactive" to merchants with a GST number.
    expect(
      await one(
        `select count(*)::integer as n from merchants where gst_number is not null and status = 'inactive'`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one(
        `select count(*)::integer as n from merchants where gst_number is null and whatsapp_number is null`,
      ),
    ).toEqual({ n: 0 });
    expect(await column('select distinct type from coupons order by 1')).toEqual([
      'free_delivery',
      'percentage',
    ]);
    expect(await column('select distinct product_type from products order by 1')).toEqual([
      'main',
      'variant',
    ]);
    expect(await column('select distinct set_type from bundles order by 1')).toEqual([
      'bookSet',
      'copySet',
      'stationerySet',
    ]);
    const coupons = await one<Record<string, number>>(`
      select count(*) filter (where expires_at is null)::integer as never,
             count(*) filter (where expires_at < now())::integer as expired,
             count(*) filter (where global)::integer as global,
             count(*) filter (where not global)::integer as assigned
      from coupons`);
    for (const [kind, count] of Object.entries(coupons)) expect(count, kind).toBeGreaterThan(0);
  });

  it("has products offered by other merchants of the owner's city, none still onboarding", async () => {
    expect(await one('select count(*) > 0 as some from product_offers')).toEqual({ some: true });
    const wrong = await column(`
      select o.product_id || ' ' || o.merchant_id from product_offers o
      join products p on p.id = o.product_id
      join merchants owner on owner.id = p.merchant_id
      join merchants supplier on supplier.id = o.merchant_id
      where supplier.id = owner.id or supplier.city <> owner.city
         or supplier.status in ('pending', 'incomplete')
         or o.created_at < greatest(p.created_at, supplier.created_at)`);
    expect(wrong).toEqual([]);
  });

  it("offers items only to merchants of the customer's city, as an operator verifying them expects", async () => {
    const elsewhere = await column(`
      select i.id || ' ' || m.id from order_item_possible_merchants pm
      join order_items i on i.id = pm.order_item_id
      join orders o on o.id = i.order_id
      join merchants m on m.id = pm.merchant_id
      where m.city <> o.city`);
    expect(elsewhere).toEqual([]);
  });

  it('has no item "Ready To Pick" in an order out for delivery: its items are out with it', async () => {
    const statuses = await column<string>(`
      select distinct o.status || ' ' || i.item_status from order_items i
      join orders o on o.id = i.order_id
      where o.status in ('driverAccepted', 'outForDelivery', 'delivered') order by 1`);
    expect(statuses).toEqual([
      'delivered delivered',
      'driverAccepted readyToPick',
      'outForDelivery outForDelivery',
    ]);
  });

  it('never shows a driver out on a delivery as having turned an order down', async () => {
    const both = await column(`
      select pd.order_id || ' ' || d.id from order_possible_drivers pd
      join drivers d on d.id = pd.driver_id
      where pd.rejected and d.is_out_for_delivery`);
    expect(both).toEqual([]);
  });

  it('keeps every foreign key: the constraints exist and hold', async () => {
    const keys = await column<string>(`
      select conrelid::regclass || '.' || (select attname from pg_attribute
                                            where attrelid = conrelid and attnum = conkey[1])
      from pg_constraint where contype = 'f' and convalidated`);
    for (const key of [
      'orders.customer_id',
      'orders.driver_id',
      'orders.coupon_id',
      'order_items.order_id',
      'order_items.product_id',
      'order_items.bundle_id',
      'order_items.merchant_id',
      'order_item_possible_merchants.order_item_id',
      'order_possible_drivers.driver_id',
      'products.merchant_id',
      'products.parent_product_id',
      'product_offers.product_id',
      'product_offers.merchant_id',
      'bundle_products.product_id',
      'merchant_settlements.merchant_id',
      'driver_settlements.driver_id',
      'coupons.created_by',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('has banners of every type, each leading to a real category or main product', async () => {
    expect(await column('select distinct type from banners order by 1')).toEqual([
      'category',
      'none',
      'product',
    ]);
    const astray = await column(`
      select b.title from banners b
      left join categories c on b.type = 'category' and c.id = b.redirect_id
      left join products p on b.type = 'product' and p.id = b.redirect_id and p.product_type = 'main'
      where case b.type
              when 'category' then c.id is null or b.category_name is distinct from c.display_name
              when 'product' then p.id is null or b.category_name is not null
              else b.redirect_id is not null or b.category_name is not null
            end`);
    expect(astray).toEqual([]);
  });

  it('refers only to pictures that the file storage serves', async () => {
    const keys = await column<string>(`
      select distinct key from (
        select unnest(array[store_photo, gst_photo, pan_photo, bank_passbook_or_blank_check_photo]) as key from merchants
        union all select unnest(array[profile_picture, driving_licence_photo, aadhaar_photo, vehicle_rc_photo]) from drivers
        union all select logo from categories
        union all select unnest(images) from products
        union all select logo from schools
        union all select logo from competitions
        union all select banner_url from banners) as referenced
      where key is not null`);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      expect((await app.files.get(key))?.contentType, key).toBe('image/svg+xml');
      // Public pictures are served to anyone; documents only through signed links.
      if (key.startsWith('private/')) continue;
      expect((await app.inject({ method: 'GET', url: `/files/${key}` })).statusCode, key).toBe(200);
    }
    const documents = await column<string>(`
      select distinct key from (
        select unnest(array[gst_photo, pan_photo, bank_passbook_or_blank_check_photo]) as key from merchants
        union all select unnest(array[driving_licence_photo, aadhaar_photo, vehicle_rc_photo]) from drivers) as referenced
      where key is not null`);
    expect(documents.length).toBeGreaterThan(0);
    for (const key of documents) expect(key).toMatch(/^private\//);
  });

  it('refuses to seed again while orders exist, and replaces them on reset', async () => {
    const storage = app.files;
    const options = resolveDemoOptions({ orders: 50, seed: 1 });
    expect(await seedDemo(client, { options, storage })).toEqual({
      seeded: false,
      existingOrders: 500,
    });
    const admins = await one('select count(*)::integer as n from administrators');
    const reset = await seedDemo(client, { options, storage, reset: true });
    expect(reset.seeded && reset.counts.get('orders')).toBe(50);
    expect(await one('select count(*)::integer as n from orders')).toEqual({ n: 50 });
    expect(await one('select count(*)::integer as n from administrators')).toEqual(admins);
    expect(await wrongRollups()).toEqual([]);
  });
});
