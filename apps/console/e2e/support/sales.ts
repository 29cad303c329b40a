import { insertCustomer, newId, withDatabase } from './marketplace.js';

export interface SalesScene {
  readonly merchantId: string;
  readonly merchantName: string;
  readonly categoryName: string;
  /** `Crayons <tag> 01` … `Crayons <tag> 12`, in the scene's category. */
  readonly titles: readonly string[];
}

interface SceneOrder {
  readonly daysAgo: number;
  readonly status: 'delivered' | 'merchantRejected' | 'cancelled';
  readonly itemStatus: 'delivered' | 'merchantRejected' | 'merchantAccepted';
  readonly items: readonly { readonly product: number; readonly quantity: number }[];
}

/**
 * The Sales Management screen's data: a merchant, 12 products of it in a new category (more
 * than one page of 10), and its orders at noon India time — today and 40 days ago, which is
 * never this month and always within the last 3 months:
 * - today, delivered: product 1 × 5 and product 2 × 3 (one order);
 * - today, rejected by the merchant: product 3 × 1;
 * - today, cancelled: product 3 × 7 (counts nowhere);
 * - 40 days ago, delivered: product 2 × 10.
 */
export const insertSalesScene = (tag: string): Promise<SalesScene> =>
  withDatabase(async (client) => {
    const merchantId = newId();
    const merchantName = `Meera Traders ${tag}`;
    await client.query(
      `insert into merchants (id, store_name, merchant_name, phone, status)
       values ($1, $2, $3, '9876500001', 'active')`,
      [merchantId, `Store ${tag}`, merchantName],
    );
    const categoryId = newId();
    const categoryName = `Art ${tag}`;
    await client.query(
      `insert into categories (id, name, display_name, logo_url)
       values ($1, $2, $3, 'https://example.com/art.png')`,
      [categoryId, `art-${tag}`, categoryName],
    );
    const titles = Array.from(
      { length: 12 },
      (_, index) => `Crayons ${tag} ${String(index + 1).padStart(2, '0')}`,
    );
    const productIds: string[] = [];
    for (const [index, title] of titles.entries()) {
      const id = newId();
      await client.query(
        `insert into products (id, product_type, merchant_id, category_id, sku, title, brand, price, stock)
         values ($1, 'main', $2, $3, $4, $5, 'Camlin', 20, 50)`,
        [id, merchantId, categoryId, `SKU-${tag}-${index}`, title],
      );
      productIds.push(id);
    }
    const orders: SceneOrder[] = [
      {
        daysAgo: 0,
        status: 'delivered',
        itemStatus: 'delivered',
        items: [
          { product: 0, quantity: 5 },
          { product: 1, quantity: 3 },
        ],
      },
      {
        daysAgo: 0,
        status: 'merchantRejected',
        itemStatus: 'merchantRejected',
        items: [{ product: 2, quantity: 1 }],
      },
      {
        daysAgo: 0,
        status: 'cancelled',
        itemStatus: 'merchantAccepted',
        items: [{ product: 2, quantity: 7 }],
      },
      {
        daysAgo: 40,
        status: 'delivered',
        itemStatus: 'delivered',
        items: [{ product: 1, quantity: 10 }],
      },
    ];
    const customerId = await insertCustomer(client, { name: `Buyer ${tag}` });
    for (const [index, order] of orders.entries()) {
      const id = newId();
      const subTotal = order.items.reduce((sum, item) => sum + 20 * item.quantity, 0);
      // Noon in India on that day: far from either end of the day, whenever the test runs.
      const placedAt = `((now() at time zone 'Asia/Kolkata')::date - ${order.daysAgo} + time '12:00') at time zone 'Asia/Kolkata'`;
      await client.query(
        `insert into orders (id, order_id, customer_id, status, created_at, delivered_at,
           sub_total, payment_method, payment_status, customer_name, customer_phone,
           address_line1, city, state, postal_code)
         values ($1, $2, $3, $4, ${placedAt}, case when $4 = 'delivered' then ${placedAt} end,
           $5, 'online', 'paid', $6, '9000000002', '9 MG Road', 'Pune', 'Maharashtra', '411001')`,
        [id, `SAT-E2E-${tag}-S${index}`, customerId, order.status, subTotal, `Buyer ${tag}`],
      );
      for (const item of order.items) {
        await client.query(
          `insert into order_items (id, order_id, order_created_at, product_id, price, quantity,
             item_status, merchant_id)
           values ($1, $2, (select created_at from orders where id = $2), $3, 20, $4, $5, $6)`,
          [newId(), id, productIds[item.product], item.quantity, order.itemStatus, merchantId],
        );
      }
    }
    return { merchantId, merchantName, categoryName, titles };
  });
