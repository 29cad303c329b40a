import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { servedDatabaseUrl } from './served-console.js';

/**
 * Rows the end-to-end tests need, written straight into the server's database (it starts
 * empty): customers, coupons, merchants, products, orders with the merchants able to supply
 * their items, and a delivered order that earns a merchant money; and the sessions' expiry,
 * which an operator cannot hurry.
 * Columns follow apps/server/src/db/schema; ids are 24 lowercase hex characters.
 */

export const newId = (): string => randomBytes(12).toString('hex');

/** A 10-digit phone no other row has (phones are unique among customers). */
export const newPhone = (): string => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** A word that keeps one test's rows apart from every other's (filters find them by it). */
export const uniqueTag = (): string => randomBytes(3).toString('hex');

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(servedDatabaseUrl());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Holds every write to products until `release` (a lock the test's own transaction takes): an
 * import then reads and checks its whole file and waits at its first write, for as long as the
 * test looks at its progress.
 */
export async function holdProductWrites(): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client(servedDatabaseUrl());
  await client.connect();
  await client.query('begin');
  await client.query('lock table products in share mode');
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** How many products a merchant has. */
export const productCountOf = (merchantId: string): Promise<number> =>
  withDatabase(
    async (client) =>
      (
        await client.query('select count(*)::integer as n from products where merchant_id = $1', [
          merchantId,
        ])
      ).rows[0].n,
  );

export interface CustomerRow {
  readonly name: string;
  readonly email?: string;
  /** Ten digits; a random phone by default. */
  readonly phone?: string;
  readonly website?: string;
  readonly status?: 'active' | 'pending' | 'inactive' | 'suspended';
  readonly createdAt?: Date;
}

export async function insertCustomer(client: pg.Client, row: CustomerRow): Promise<string> {
  const id = newId();
  await client.query(
    `insert into customers (id, name, phone, email, website, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      row.name,
      row.phone ?? newPhone(),
      row.email ?? null,
      row.website ?? null,
      row.status ?? 'active',
      row.createdAt ?? new Date(),
    ],
  );
  return id;
}

/** Inserts customers (the console's users); returns their ids in order. */
export const insertCustomers = (rows: readonly CustomerRow[]): Promise<string[]> =>
  withDatabase(async (client) => {
    const ids: string[] = [];
    for (const row of rows) ids.push(await insertCustomer(client, row));
    return ids;
  });

/**
 * An active percentage coupon created by the first administrator, never expiring unless given
 * an expiry; returns its id.
 */
export const insertCoupon = (
  code: string,
  name: string,
  expiresAt: Date | null = null,
): Promise<string> =>
  withDatabase(async (client) => {
    const id = newId();
    await client.query(
      `insert into coupons (id, code, name, created_by, type, value, usage_limit, max_usage_per_user,
                            expires_at)
       values ($1, $2, $3, (select id from administrators order by created_at limit 1),
               'percentage', 10, 100, 1, $4)`,
      [id, code, name, expiresAt],
    );
    return id;
  });

/** A coupon's stored expiry, as the database has it (null: never expires). */
export const couponExpiry = (couponId: string): Promise<Date | null> =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ expires_at: Date | null }>(
      'select expires_at from coupons where id = $1',
      [couponId],
    );
    return rows[0]!.expires_at;
  });

/** The customers a coupon is assigned to. */
export const couponAssignees = (couponId: string): Promise<string[]> =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ customer_id: string }>(
      'select customer_id from coupon_assignments where coupon_id = $1 order by customer_id',
      [couponId],
    );
    return rows.map((row) => row.customer_id);
  });

export interface MerchantRow {
  readonly storeName: string;
  readonly merchantName: string;
  readonly whatsappNumber?: string | null;
  readonly gstNumber?: string | null;
  readonly status?: 'active' | 'pending' | 'inactive' | 'incomplete' | 'suspended';
  readonly storePhoto?: string | null;
  readonly isGolden?: boolean;
  /** Where the store is; unknown by default. */
  readonly location?: { readonly latitude: number; readonly longitude: number };
}

export const insertMerchant = (row: MerchantRow): Promise<string> =>
  withDatabase(async (client) => {
    const id = newId();
    await client.query(
      `insert into merchants (id, store_name, merchant_name, phone, whatsapp_number, gst_number,
         status, street, city, state, postal_code, store_photo, is_golden, latitude, longitude)
       values ($1, $2, $3, $4, $5, $6, $7, '12 MG Road', 'Pune', 'Maharashtra', '411001', $8,
         $9, $10, $11)`,
      [
        id,
        row.storeName,
        row.merchantName,
        newPhone(),
        row.whatsappNumber ?? null,
        row.gstNumber ?? null,
        row.status ?? 'active',
        row.storePhoto ?? null,
        row.isGolden ?? false,
        row.location?.latitude ?? null,
        row.location?.longitude ?? null,
      ],
    );
    return id;
  });

export interface Sale {
  readonly productId: string;
  readonly sku: string;
  readonly title: string;
  readonly orderNumber: string;
  /** What the merchant earned: price × quantity, as the report writes it. */
  readonly earning: string;
}

/**
 * A product of the merchant, and an order of it delivered just now: 2 × ₹250.00, so the
 * merchant has earned ₹500.00 today.
 */
export const insertDeliveredSale = (merchantId: string, tag: string): Promise<Sale> =>
  withDatabase(async (client) => {
    const categoryId = newId();
    await client.query(
      `insert into categories (id, name, display_name, logo_url)
       values ($1, $2, 'Stationery', 'https://example.com/stationery.png')`,
      [categoryId, `stationery-${tag}`],
    );
    const productId = newId();
    const sku = `SKU-${tag}`;
    const title = `Geometry box ${tag}`;
    await client.query(
      `insert into products (id, product_type, merchant_id, category_id, sku, title, brand, price, stock)
       values ($1, 'main', $2, $3, $4, $5, 'Camlin', 250, 40)`,
      [productId, merchantId, categoryId, sku, title],
    );
    const customerId = await insertCustomer(client, { name: `Buyer ${tag}` });
    const orderId = newId();
    const orderNumber = `SAT-E2E-${tag}`;
    await client.query(
      `insert into orders (id, order_id, customer_id, status, delivered_at, sub_total,
         payment_method, payment_status, customer_name, customer_phone, address_line1, city,
         state, postal_code)
       values ($1, $2, $3, 'delivered', now(), 500, 'online', 'paid', $4, '9000000000',
         '4 Park Street', 'Pune', 'Maharashtra', '411001')`,
      [orderId, orderNumber, customerId, `Buyer ${tag}`],
    );
    await client.query(
      `insert into order_items (id, order_id, order_created_at, product_id, price, quantity,
         item_status, merchant_id)
       values ($1, $2, (select created_at from orders where id = $2), $3, 250, 2, 'delivered', $4)`,
      [newId(), orderId, productId, merchantId],
    );
    return { productId, sku, title, orderNumber, earning: '500.00' };
  });

export interface OrderedItem {
  /** The product ordered; or else `bundleId`, a school bundle. */
  readonly productId?: string;
  readonly bundleId?: string;
  readonly price: number;
  readonly quantity: number;
  /** The merchants able to supply it (order_item_possible_merchants). */
  readonly possibleMerchants?: readonly string[];
}

export interface OrderRow {
  readonly orderNumber: string;
  readonly customerName: string;
  readonly status: 'placed' | 'readyToPick' | 'outForDelivery' | 'delivered' | 'cancelled';
  readonly items: readonly OrderedItem[];
  readonly deliveryFee?: number;
  /** When it was placed; now by default. */
  readonly placedAt?: Date;
}

/**
 * Inserts orders of one new customer, each placed now (delivered ones delivered now), in the
 * given order, so the last is the newest; returns their row ids.
 */
export const insertOrders = (rows: readonly OrderRow[]): Promise<string[]> =>
  withDatabase(async (client) => {
    const ids: string[] = [];
    for (const row of rows) {
      const customerId = await insertCustomer(client, { name: row.customerName });
      const id = newId();
      const subTotal = row.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      await client.query(
        `insert into orders (id, order_id, customer_id, status, delivered_at, sub_total,
           payment_method, payment_status, customer_name, customer_phone, address_line1, city,
           state, postal_code, latitude, longitude, delivery_fee, created_at)
         values ($1, $2, $3, $4, case when $4 = 'delivered' then now() end, $5, 'cod', 'unpaid',
           $6, '9000000001', '7 FC Road', 'Pune', 'Maharashtra', '411004', 18.5204, 73.8567, $7,
           $8)`,
        [
          id,
          row.orderNumber,
          customerId,
          row.status,
          subTotal,
          row.customerName,
          row.deliveryFee ?? 0,
          row.placedAt ?? new Date(),
        ],
      );
      for (const item of row.items) {
        const itemId = newId();
        await client.query(
          `insert into order_items (id, order_id, order_created_at, product_id, bundle_id, price,
             quantity)
           values ($1, $2, (select created_at from orders where id = $2), $3, $4, $5, $6)`,
          [itemId, id, item.productId ?? null, item.bundleId ?? null, item.price, item.quantity],
        );
        for (const merchantId of item.possibleMerchants ?? []) {
          await client.query(
            `insert into order_item_possible_merchants (order_item_id, order_created_at, merchant_id)
             values ($1, (select order_created_at from order_items where id = $1), $2)`,
            [itemId, merchantId],
          );
        }
      }
      ids.push(id);
    }
    return ids;
  });

export interface ProductRow {
  readonly title: string;
  readonly brand: string;
  readonly price: number;
  /** `SKU-<tag>-<index>` unless given. */
  readonly sku?: string;
  /** The main product this one is a variant of; none makes a main product. */
  readonly parentId?: string;
  readonly stock?: number;
  /** File keys or outside links, the first one the list's image. */
  readonly images?: readonly string[];
  readonly adminDisabled?: boolean;
  readonly createdAt?: Date;
}

/** Products of a merchant in a new category, in order (a variant after its parent); their ids. */
export const insertProducts = (
  merchantId: string,
  tag: string,
  products: readonly ProductRow[],
): Promise<string[]> =>
  withDatabase(async (client) => {
    const categoryId = await insertCategoryWith(client, `supplies-${tag}`);
    const ids: string[] = [];
    for (const [index, product] of products.entries()) {
      const id = newId();
      await client.query(
        `insert into products (id, product_type, parent_product_id, merchant_id, category_id, sku,
           title, brand, price, stock, images, admin_disabled, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          id,
          product.parentId ? 'variant' : 'main',
          product.parentId ?? null,
          merchantId,
          categoryId,
          product.sku ?? `SKU-${tag}-${index}`,
          product.title,
          product.brand,
          product.price,
          product.stock ?? 10,
          product.images ?? [],
          product.adminDisabled ?? false,
          product.createdAt ?? new Date(),
        ],
      );
      ids.push(id);
    }
    return ids;
  });

/** A merchant and the products it sells (in a new category): its id and theirs, in order. */
export async function insertShop(
  merchant: MerchantRow,
  tag: string,
  products: readonly ProductRow[],
): Promise<{ merchantId: string; productIds: string[] }> {
  const merchantId = await insertMerchant(merchant);
  return { merchantId, productIds: await insertProducts(merchantId, tag, products) };
}

/** What an order of one product says: who ordered it, its status, the product and its price. */
export interface OneItemOrder extends Pick<OrderRow, 'customerName' | 'status'> {
  readonly productId: string;
  readonly price: number;
}

/** An order of one of a product, numbered `SAT-E2E-<tag>-<suffix>`: the tag finds a test's. */
export const orderOfOne = (tag: string, suffix: string, order: OneItemOrder): OrderRow => ({
  orderNumber: `SAT-E2E-${tag}-${suffix}`,
  customerName: order.customerName,
  status: order.status,
  items: [{ productId: order.productId, price: order.price, quantity: 1 }],
});

/** Competitions named as given, created in that order a minute apart; their ids. */
export const insertCompetitions = (names: readonly string[]): Promise<string[]> =>
  withDatabase(async (client) => {
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const id = newId();
      await client.query('insert into competitions (id, name, created_at) values ($1, $2, $3)', [
        id,
        name,
        new Date(Date.now() - (names.length - index) * 60_000),
      ]);
      ids.push(id);
    }
    return ids;
  });

/** A school with one branch in Kothrud, Pune, teaching no class yet. */
export const insertSchool = (schoolName: string): Promise<void> =>
  withDatabase(async (client) => {
    const schoolId = newId();
    await client.query('insert into schools (id, school_name, display_name) values ($1, $2, $3)', [
      schoolId,
      schoolName,
      schoolName.slice(0, 20),
    ]);
    await client.query(
      `insert into branches (id, school_id, area, city, state, zip_code)
       values ($1, $2, 'Kothrud', 'Pune', 'Maharashtra', '411038')`,
      [newId(), schoolId],
    );
  });

/** Removes a product, as if another system had deleted it meanwhile. */
export const deleteProduct = (productId: string): Promise<void> =>
  withDatabase(async (client) => {
    await client.query('delete from products where id = $1', [productId]);
  });

/** A school with one branch and a book set for `classLevel`; returns the bundle's id. */
export const insertBookSet = (schoolName: string, classLevel: string): Promise<string> =>
  withDatabase(async (client) => {
    const [schoolId, branchId, bundleId] = [newId(), newId(), newId()];
    await client.query('insert into schools (id, school_name, display_name) values ($1, $2, $2)', [
      schoolId,
      schoolName,
    ]);
    await client.query(
      `insert into branches (id, school_id, area, city, state, zip_code)
       values ($1, $2, 'Kothrud', 'Pune', 'Maharashtra', '411038')`,
      [branchId, schoolId],
    );
    await client.query('insert into branch_class_levels (branch_id, class_level) values ($1, $2)', [
      branchId,
      classLevel,
    ]);
    await client.query(
      `insert into bundles (id, school_id, branch_id, class_level, set_type)
       values ($1, $2, $3, $4, 'bookSet')`,
      [bundleId, schoolId, branchId, classLevel],
    );
    return bundleId;
  });

/** Removes a customer (a user), as if another system had deleted them meanwhile. */
export const deleteCustomer = (customerId: string): Promise<void> =>
  withDatabase(async (client) => {
    await client.query('delete from customers where id = $1', [customerId]);
  });

/** Removes an order, as if another system had deleted it meanwhile. */
export const deleteOrder = (orderId: string): Promise<void> =>
  withDatabase(async (client) => {
    await client.query('delete from orders where id = $1', [orderId]);
  });

/** Lets every session of the server run out, as twelve hours would. */
export const expireAllSessions = (): Promise<void> =>
  withDatabase(async (client) => {
    await client.query(`update sessions set expires_at = now() - interval '1 second'`);
  });

async function insertCategoryWith(
  client: pg.Client,
  name: string,
  displayName = 'School supplies',
): Promise<string> {
  const id = newId();
  await client.query(
    `insert into categories (id, name, display_name, logo_url)
     values ($1, $2, $3, 'https://example.com/supplies.png')`,
    [id, name, displayName],
  );
  return id;
}

/**
 * A category (by its unique name) that uploaded products can name, and banners lead to; returns
 * its id.
 */
export const insertCategory = (name: string, displayName?: string): Promise<string> =>
  withDatabase((client) => insertCategoryWith(client, name, displayName));

export interface BannerRow {
  readonly title: string;
  readonly type: 'category' | 'product' | 'none';
  readonly redirectId: string | null;
  /** The display name of a category banner's category. */
  readonly categoryName?: string;
  readonly bannerUrl: string;
}

/** An active banner; returns its id. */
export const insertBanner = (row: BannerRow): Promise<string> =>
  withDatabase(async (client) => {
    const id = newId();
    await client.query(
      `insert into banners (id, title, type, redirect_id, banner_url, category_name)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, row.title, row.type, row.redirectId, row.bannerUrl, row.categoryName ?? null],
    );
    return id;
  });

/** The merchants that supply a product besides its own, with their price and stock. */
export const offersOf = (productId: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ merchant_id: string; price: string; stock: number }>(
      'select merchant_id, price, stock from product_offers where product_id = $1 order by merchant_id',
      [productId],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, price: row.price, stock: row.stock }));
  });

export interface DriverRow {
  readonly firstName: string;
  readonly lastName: string;
  readonly status?: 'active' | 'pending' | 'inactive' | 'suspended';
  readonly isAvailable?: boolean;
  readonly whatsappNumber?: string | null;
  /** File keys of the driver's photo and documents; none uploaded by default. */
  readonly profilePicture?: string;
  readonly drivingLicencePhoto?: string;
  readonly aadhaarPhoto?: string;
  readonly vehicleRcPhoto?: string;
}

/** A driver; returns the id. */
export const insertDriver = (row: DriverRow): Promise<string> =>
  withDatabase(async (client) => {
    const id = newId();
    await client.query(
      `insert into drivers (id, first_name, last_name, phone, whatsapp_number, status,
         is_available, profile_picture, driving_licence_photo, aadhaar_photo, vehicle_rc_photo)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        row.firstName,
        row.lastName,
        newPhone(),
        row.whatsappNumber ?? null,
        row.status ?? 'active',
        row.isAvailable ?? false,
        row.profilePicture ?? null,
        row.drivingLicencePhoto ?? null,
        row.aadhaarPhoto ?? null,
        row.vehicleRcPhoto ?? null,
      ],
    );
    return id;
  });

/**
 * A cash order the driver delivered just now: ₹500.00 of goods and a ₹40.00 delivery fee, so the
 * driver has earned ₹40.00 and holds ₹540.00 of the customer's cash.
 */
export const insertDriverDelivery = (driverId: string, tag: string): Promise<void> =>
  withDatabase(async (client) => {
    const customerId = await insertCustomer(client, { name: `Buyer ${tag}` });
    await client.query(
      `insert into orders (id, order_id, customer_id, status, delivered_at, sub_total,
         delivery_fee, payment_method, payment_status, customer_name, customer_phone,
         address_line1, city, state, postal_code, driver_id)
       values ($1, $2, $3, 'delivered', now(), 500, 40, 'cod', 'paid', $4, '9000000002',
         '9 Camp Road', 'Pune', 'Maharashtra', '411001', $5)`,
      [newId(), `SAT-DRV-${tag}`, customerId, `Buyer ${tag}`, driverId],
    );
  });

/** The settlements recorded for a driver: kind and amount, oldest first. */
export const driverSettlementsOf = (driverId: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ type: string; amount: string }>(
      'select type, amount from driver_settlements where driver_id = $1 order by created_at',
      [driverId],
    );
    return rows;
  });

/** Stores a picture under `key` in the server's file storage, as an upload would. */
export const storePicture = (key: string, text: string): Promise<void> =>
  withDatabase(async (client) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="380" viewBox="0 0 600 380"><rect width="600" height="380" fill="#7c2d12"/><text x="40" y="90" font-family="sans-serif" font-size="40" fill="white">${text}</text></svg>`;
    await client.query(
      `insert into stored_files (key, content_type, content) values ($1, 'image/svg+xml', $2)`,
      [key, Buffer.from(svg)],
    );
  });

/** The built-in roles' ids, as migration 0024 made them. */
export const roleIds = {
  administrator: '000000000000000000000001',
  finance: '000000000000000000000002',
  catalogue: '000000000000000000000003',
  support: '000000000000000000000004',
  viewer: '000000000000000000000005',
} as const;

/**
 * An operator holding a built-in role, who signs in with the first administrator's password
 * (its Argon2 hash copied, salt and all); returns the username.
 */
export const insertOperator = (role: keyof typeof roleIds): Promise<string> =>
  withDatabase(async (client) => {
    const username = `${role}-${uniqueTag()}`;
    await client.query(
      `insert into administrators (id, username, password_hash, role_id)
       select $1, $2, password_hash, $3 from administrators where username = 'admin'`,
      [newId(), username, roleIds[role]],
    );
    return username;
  });

/** The console's language an operator keeps on the server (their preference). */
export const operatorLanguage = (username: string): Promise<string | undefined> =>
  withDatabase(async (client) => {
    const { rows } = await client.query('select language from administrators where username = $1', [
      username,
    ]);
    return rows[0]?.language;
  });

/** Gives an operator `language` as their preference, as though they had chosen it earlier. */
export const keepOperatorLanguage = (username: string, language: 'en' | 'hi'): Promise<void> =>
  withDatabase(async (client) => {
    await client.query('update administrators set language = $2 where username = $1', [
      username,
      language,
    ]);
  });

/** A customer's status as the database has it. */
export const customerStatus = (customerId: string): Promise<string | undefined> =>
  withDatabase(async (client) => {
    const { rows } = await client.query('select status from customers where id = $1', [customerId]);
    return rows[0]?.status;
  });
