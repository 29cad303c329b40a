import { merchants, orderItems, orders, products } from '@satchel/db/schema';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { inQueue } from './assignment-queue.js';
import type { Db } from './db.js';
import { possibleMerchantsOf } from './possible-merchants.js';

/** A merchant able to supply some of an order's products, and which. */
export interface MerchantMatch {
  merchantId: string;
  storeName: string;
  phone: string;
  matchedProducts: { id: string; title: string }[];
}

/** The order's row id for its id or order number, or undefined. */
const orderRowId = async (db: Db, idOrOrderId: string) => {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(or(eq(orders.id, idOrOrderId), eq(orders.orderId, idOrOrderId)));
  return row;
};

/**
 * The merchants that can supply the order's products (its items' possible merchants, offers
 * included), those matching the most products first; undefined for an unknown order.
 */
export async function merchantMatches(
  db: Db,
  idOrOrderId: string,
): Promise<MerchantMatch[] | undefined> {
  const order = await orderRowId(db, idOrOrderId);
  if (!order) return undefined;
  const possible = possibleMerchantsOf(db, order.id);
  const rows = await db
    .selectDistinct({
      merchantId: merchants.id,
      storeName: merchants.storeName,
      phone: merchants.phone,
      productId: products.id,
      title: products.title,
    })
    .from(possible)
    .innerJoin(orderItems, eq(orderItems.id, possible.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(merchants, eq(merchants.id, possible.merchantId))
    .orderBy(asc(merchants.storeName), asc(merchants.id), asc(products.title));
  const byMerchant = new Map<string, MerchantMatch>();
  for (const row of rows) {
    const match = byMerchant.get(row.merchantId) ?? {
      merchantId: row.merchantId,
      storeName: row.storeName,
      phone: row.phone,
      matchedProducts: [],
    };
    match.matchedProducts.push({ id: row.productId, title: row.title });
    byMerchant.set(row.merchantId, match);
  }
  return [...byMerchant.values()].sort(
    (a, b) => b.matchedProducts.length - a.matchedProducts.length,
  );
}

/** Whether the order is still in the assignment queue (read under its row's lock). */
const stillQueued = async (db: Db, orderRowId: string) => {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderRowId), inQueue));
  return row !== undefined;
};

export type AssignmentOutcome =
  | { ok: true; assigned: number }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'cancelled' }
  | { ok: false; reason: 'taken' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * Assigns one merchant to every product of the order, all or nothing: each product of the order
 * must be named exactly once, with one of its items' possible merchants. The order's row is
 * locked for the whole transaction, so two operators assigning at once do not interleave.
 * `queued`: only an order still in the assignment queue (repos/assignment-queue.ts), else
 * 'taken': another operator assigned it first.
 */
export function assignMerchants(
  db: Db,
  idOrOrderId: string,
  choices: readonly { productId: string; merchantId: string }[],
  { queued = false }: { queued?: boolean } = {},
): Promise<AssignmentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(or(eq(orders.id, idOrOrderId), eq(orders.orderId, idOrOrderId)))
      .for('update');
    if (!order) return { ok: false, reason: 'notFound' };
    if (order.status === 'cancelled') return { ok: false, reason: 'cancelled' };
    if (queued && !(await stillQueued(tx, order.id))) return { ok: false, reason: 'taken' };

    const items = await tx
      .select({ id: orderItems.id, productId: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)));
    const products = new Set(items.map((item) => item.productId!));
    const chosen = new Map<string, string>();
    for (const { productId, merchantId } of choices) {
      if (!products.has(productId)) {
        return {
          ok: false,
          reason: 'invalid',
          message: `Product ${productId} is not in this order`,
        };
      }
      if (chosen.has(productId)) {
        return { ok: false, reason: 'invalid', message: `Product ${productId} is named twice` };
      }
      chosen.set(productId, merchantId);
    }
    const missing = [...products].filter((productId) => !chosen.has(productId));
    if (missing.length > 0) {
      return {
        ok: false,
        reason: 'invalid',
        message: `Every product needs a merchant; missing: ${missing.join(', ')}`,
      };
    }

    const possible = await tx.select().from(possibleMerchantsOf(tx, order.id));
    for (const item of items) {
      const merchantId = chosen.get(item.productId!)!;
      const allowed = possible.some(
        (row) => row.orderItemId === item.id && row.merchantId === merchantId,
      );
      if (!allowed) {
        return {
          ok: false,
          reason: 'invalid',
          message: `Merchant ${merchantId} cannot supply product ${item.productId}`,
        };
      }
    }
    for (const item of items) {
      await tx
        .update(orderItems)
        .set({ merchantId: chosen.get(item.productId!)! })
        .where(eq(orderItems.id, item.id));
    }
    return { ok: true, assigned: products.size };
  });
}
