import {
  administrators,
  branchClassLevels,
  branches,
  categories,
  coupons,
  customers,
  drivers,
  merchants,
  type OrderItemStatus,
  orderItems,
  orders,
  products,
  schools,
} from '@satchel/db/schema';
import type { Db } from '../../src/repos/db.js';

/**
 * Small row factories for repository tests: every required field has a plausible default and
 * unique values (phones, codes, names) never collide within a test database.
 */
let sequence = 0;
const next = () => ++sequence;
const tenDigits = (n: number) => `9${String(n).padStart(9, '0')}`;

export async function insertAdmin(
  db: Db,
  overrides: Partial<typeof administrators.$inferInsert> = {},
) {
  const [row] = await db
    .insert(administrators)
    .values({ username: `admin${next()}`, passwordHash: 'not-a-real-hash', ...overrides })
    .returning();
  return row!;
}

export async function insertCustomer(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      name: `Customer ${n}`,
      phone: tenDigits(n),
      email: `customer${n}@example.in`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertMerchant(
  db: Db,
  overrides: Partial<typeof merchants.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(merchants)
    .values({
      storeName: `Store ${n}`,
      merchantName: `Merchant ${n}`,
      phone: tenDigits(n),
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertDriver(db: Db, overrides: Partial<typeof drivers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(drivers)
    .values({
      firstName: `Driver${n}`,
      lastName: 'Kumar',
      phone: tenDigits(n),
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      name: `category-${n}`,
      displayName: `Category ${n}`,
      logoUrl: 'https://example.in/c.png',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A main product (or a variant when `parentProductId` is given) of `merchantId`. */
export async function insertProduct(
  db: Db,
  merchantId: string,
  categoryId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      merchantId,
      categoryId,
      productType: overrides.parentProductId ? 'variant' : 'main',
      sku: `SKU-${n}`,
      title: `Notebook ${n}`,
      brand: 'Classmate',
      price: '45.00',
      stock: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertCoupon(
  db: Db,
  createdBy: string,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(coupons)
    .values({
      code: `CODE${n}`,
      name: `Coupon ${n}`,
      createdBy,
      type: 'percentage',
      value: '10',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A school with one branch teaching `classLevels`. */
export async function insertSchool(db: Db, classLevels: string[] = ['1']) {
  const n = next();
  const [school] = await db
    .insert(schools)
    .values({ schoolName: `School ${n}`, displayName: `School ${n}` })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({
      schoolId: school!.id,
      area: 'Andheri',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400053',
    })
    .returning();
  if (classLevels.length > 0) {
    await db
      .insert(branchClassLevels)
      .values(classLevels.map((classLevel) => ({ branchId: branch!.id, classLevel })));
  }
  return { school: school!, branch: branch! };
}

export interface ItemSpec {
  productId?: string;
  bundleId?: string;
  merchantId?: string;
  itemStatus?: OrderItemStatus;
  price: string;
  quantity: number;
}

/**
 * An order of `customerId` with `items`, its sub-total their sum. Delivered orders get a
 * delivery time (the order time unless given).
 */
export async function insertOrder(
  db: Db,
  customerId: string,
  items: ItemSpec[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const n = next();
  const paise = items.reduce(
    (sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity,
    0,
  );
  const createdAt = overrides.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `SAT-TEST-${String(n).padStart(6, '0')}`,
      customerId,
      status: 'placed',
      subTotal: (paise / 100).toFixed(2),
      paymentMethod: 'online',
      paymentStatus: 'paid',
      customerName: `Customer ${n}`,
      customerPhone: tenDigits(n),
      addressLine1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      ...overrides,
      createdAt,
      deliveredAt: overrides.status === 'delivered' ? (overrides.deliveredAt ?? createdAt) : null,
    })
    .returning();
  const insertedItems =
    items.length === 0
      ? []
      : await db
          .insert(orderItems)
          .values(
            items.map((item) => ({
              ...item,
              orderId: order!.id,
              orderCreatedAt: order!.createdAt,
            })),
          )
          .returning();
  return { order: order!, items: insertedItems };
}
