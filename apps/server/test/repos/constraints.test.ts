import {
  bundles,
  driverSettlements,
  merchantSettlements,
  orderItems,
  orders,
  products,
} from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  insertAdmin,
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
  insertSchool,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/** PostgreSQL's refusal: the name of the violated constraint. */
async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint;
  }
  return undefined;
}

describe('the database refuses inconsistent rows', () => {
  it('a status outside the spec’s values', async () => {
    const { db } = database;
    expect(await refusal(insertCustomer(db, { status: 'banned' as never }))).toBe(
      'customers_status_value',
    );
    const customer = await insertCustomer(db);
    expect(await refusal(insertOrder(db, customer.id, [], { status: 'shipped' as never }))).toBe(
      'orders_status_value',
    );
  });

  it('an id that is not 24 lowercase hex characters', async () => {
    expect(await refusal(insertCustomer(database.db, { id: 'ABCDEF0123456789ABCDEF01' }))).toBe(
      'customers_id_format',
    );
    expect(await refusal(insertMerchant(database.db, { id: '123' }))).toBe('merchants_id_format');
  });

  it('a negative or zero amount of money', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    const merchant = await insertMerchant(db);
    const driver = await insertDriver(db);
    const category = await insertCategory(db);
    expect(
      await refusal(
        db.insert(merchantSettlements).values({
          transactionId: 'TXN-1',
          merchantId: merchant.id,
          amount: '-10.00',
          settledBy: admin.id,
        }),
      ),
    ).toBe('merchant_settlements_amount_positive');
    expect(
      await refusal(
        db.insert(driverSettlements).values({
          driverId: driver.id,
          type: 'earning',
          amount: '0',
          settledBy: admin.id,
        }),
      ),
    ).toBe('driver_settlements_amount_positive');
    expect(await refusal(insertProduct(db, merchant.id, category.id, { price: '-1.00' }))).toBe(
      'products_price_positive',
    );
    const customer = await insertCustomer(db);
    expect(await refusal(insertOrder(db, customer.id, [], { tip: '-5.00' }))).toBe(
      'orders_charges_not_negative',
    );
  });

  it('a transaction id used twice', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    const merchant = await insertMerchant(db);
    const settlement = {
      transactionId: 'TXN-9',
      merchantId: merchant.id,
      amount: '5.00',
      settledBy: admin.id,
    };
    await db.insert(merchantSettlements).values(settlement);
    expect(await refusal(db.insert(merchantSettlements).values(settlement))).toBe(
      'merchant_settlements_transaction_id_key',
    );
  });

  it('an order item with both a product and a bundle, or neither', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const category = await insertCategory(db);
    const product = await insertProduct(db, merchant.id, category.id);
    const { school, branch } = await insertSchool(db, ['1']);
    const [bundle] = await db
      .insert(bundles)
      .values({ schoolId: school.id, branchId: branch.id, classLevel: '1', setType: 'bookSet' })
      .returning();
    const { order } = await insertOrder(db, (await insertCustomer(db)).id, []);
    const item = {
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      price: '10.00',
      quantity: 1,
    };
    expect(
      await refusal(
        db.insert(orderItems).values({ ...item, productId: product.id, bundleId: bundle!.id }),
      ),
    ).toBe('order_items_product_or_bundle');
    expect(await refusal(db.insert(orderItems).values(item))).toBe('order_items_product_or_bundle');
    expect(await refusal(db.insert(orderItems).values({ ...item, bundleId: bundle!.id }))).toBe(
      undefined,
    );
  });

  it('a variant without a parent, and a main product with one', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const category = await insertCategory(db);
    const main = await insertProduct(db, merchant.id, category.id);
    expect(
      await refusal(insertProduct(db, merchant.id, category.id, { productType: 'variant' })),
    ).toBe('products_parent_matches_type');
    expect(
      await refusal(
        insertProduct(db, merchant.id, category.id, {
          productType: 'main',
          parentProductId: main.id,
        }),
      ),
    ).toBe('products_parent_matches_type');
  });

  it('a delivered order without a delivery time, and a delivery time on an undelivered one', async () => {
    const { db } = database;
    const customer = await insertCustomer(db);
    const { order } = await insertOrder(db, customer.id, [], { status: 'delivered' });
    expect(
      await refusal(
        db.update(orders).set({ deliveredAt: null }).where(sql`${orders.id} = ${order.id}`),
      ),
    ).toBe('orders_delivered_at_iff_delivered');
    expect(
      await refusal(
        db.update(orders).set({ status: 'placed' }).where(sql`${orders.id} = ${order.id}`),
      ),
    ).toBe('orders_delivered_at_iff_delivered');
  });

  it('a bundle on a branch of another school, or for a class the branch does not teach', async () => {
    const { db } = database;
    const first = await insertSchool(db, ['1']);
    const second = await insertSchool(db, ['1']);
    const bundle = { setType: 'bookSet' as const, classLevel: '1' };
    expect(
      await refusal(
        db
          .insert(bundles)
          .values({ ...bundle, schoolId: first.school.id, branchId: second.branch.id }),
      ),
    ).toBe('bundles_branch_of_school_fk');
    expect(
      await refusal(
        db.insert(bundles).values({
          ...bundle,
          classLevel: '12',
          schoolId: first.school.id,
          branchId: first.branch.id,
        }),
      ),
    ).toBe('bundles_class_level_of_branch_fk');
  });

  it('a phone that is not 10 digits, and a duplicate customer phone', async () => {
    const { db } = database;
    expect(await refusal(insertCustomer(db, { phone: '+91 98765' }))).toBe(
      'customers_phone_format',
    );
    await insertCustomer(db, { phone: '9876543210' });
    expect(await refusal(insertCustomer(db, { phone: '9876543210' }))).toBe('customers_phone_key');
  });

  it('deleting a merchant that still has products', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    await insertProduct(db, merchant.id, (await insertCategory(db)).id);
    expect(await refusal(db.execute(sql`delete from merchants where id = ${merchant.id}`))).toBe(
      'products_merchant_id_merchants_id_fk',
    );
    expect(await db.$count(products)).toBe(1);
  });
});
