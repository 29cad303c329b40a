import { products as productCalls } from '@satchel/api';
import { merchants, products, productTotals } from '@satchel/db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  type Beside,
  contains,
  exact,
  type FilterRules,
  filteredList,
  flag,
  type KeptTotals,
  type ListSource,
} from './list-query.js';

export type Product = typeof products.$inferSelect;

/** What the Products list shows beside a product: its merchant and its parent. */
interface MerchantAndParent {
  /** The store name of the merchant that sells it. */
  storeName: string;
  /** The parent's SKU and title; null for a main product. */
  parentSku: string | null;
  parentTitle: string | null;
}

export type ListedProduct = Product & MerchantAndParent;

/** The Products list's filter fields (spec part 1 §3). */
export const productFilters = {
  parentProductId: exact(products.parentProductId),
  productType: exact(products.productType),
  sku: contains(products.sku),
  title: contains(products.title),
  brand: contains(products.brand),
  adminDisabled: flag(products.adminDisabled),
} satisfies FilterRules<typeof productCalls.list>;

/** The products' counters, by type and by whether an administrator disabled them. */
export const productCounters: KeptTotals = {
  count: productTotals.total,
  rules: {
    productType: exact(productTotals.productType),
    adminDisabled: flag(productTotals.adminDisabled),
  },
};

const parents = alias(products, 'parent');

/** A product's merchant and parent, joined to the products the Products list reads. */
const merchantAndParent = {
  name: 'merchant and parent',
  fields: { storeName: merchants.storeName, parentSku: parents.sku, parentTitle: parents.title },
  join: (rows) =>
    rows
      .innerJoin(merchants, eq(merchants.id, products.merchantId))
      .leftJoin(parents, eq(parents.id, products.parentProductId)),
} satisfies Beside<MerchantAndParent>;

/** `rows` with their merchants and parents, in the order given; a row deleted since is left out. */
async function withMerchantAndParent(db: Db, rows: Product[]): Promise<ListedProduct[]> {
  if (rows.length === 0) return [];
  const query = db
    .select({ id: products.id, ...merchantAndParent.fields })
    .from(products)
    .$dynamic();
  // A join through `Beside` keeps the selected fields, but its type forgets them.
  const found = (await merchantAndParent.join(query).where(
    inArray(
      products.id,
      rows.map((row) => row.id),
    ),
  )) as ({ id: string } & MerchantAndParent)[];
  const byId = new Map(found.map(({ id, ...beside }) => [id, beside]));
  return rows.flatMap((row) => {
    const beside = byId.get(row.id);
    return beside ? [{ ...row, ...beside }] : [];
  });
}

/**
 * One page of the Products list (main products and variants alike), each with its merchant and
 * parent, in one statement.
 */
export const productSource: ListSource<
  typeof productCalls.list,
  typeof products,
  MerchantAndParent
> = { table: products, rules: productFilters, kept: productCounters, beside: merchantAndParent };

export const listProducts = filteredList(productCalls.list, productSource);

export const findProduct = (db: Db, id: string): Promise<Product | undefined> =>
  findById(db, products, id);

/** The product with its new adminDisabled, as listed; undefined when there is none with that id. */
export async function setProductAdminDisabled(
  db: Db,
  id: string,
  adminDisabled: boolean,
): Promise<ListedProduct | undefined> {
  const product = await updateById(db, products, id, { adminDisabled });
  if (!product) return undefined;
  const [listed] = await withMerchantAndParent(db, [product]);
  return listed;
}

/** Every product of a merchant, oldest first: the merchant's products CSV. */
export function merchantProducts(db: Db, merchantId: string): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .orderBy(asc(products.createdAt), asc(products.id));
}
