import { products } from '@satchel/db/schema';
import { asc, eq } from 'drizzle-orm';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterValues,
  filtersWhere,
  flag,
  type ListQuery,
  listPage,
  status,
} from './list-query.js';

export type Product = typeof products.$inferSelect;

/** The Products list's filter fields (spec part 1 §3). */
const productFilters = {
  id: exact(products.id),
  parentProductId: exact(products.parentProductId),
  merchantId: exact(products.merchantId),
  categoryId: exact(products.categoryId),
  productType: exact(products.productType),
  sku: contains(products.sku),
  title: contains(products.title),
  brand: contains(products.brand),
  adminDisabled: flag(products.adminDisabled),
  status: status(products.status),
};

export const listProducts = (db: Db, query: ListQuery, filters: FilterValues = {}) =>
  listPage(db, products, query, { where: filtersWhere(productFilters, filters) });

export const findProduct = (db: Db, id: string): Promise<Product | undefined> =>
  findById(db, products, id);

/** The product with its new adminDisabled, or undefined when there is none with that id. */
export const setProductAdminDisabled = (
  db: Db,
  id: string,
  adminDisabled: boolean,
): Promise<Product | undefined> => updateById(db, products, id, { adminDisabled });

/** Every product of a merchant, oldest first: the merchant's products CSV. */
export function merchantProducts(db: Db, merchantId: string): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .orderBy(asc(products.createdAt), asc(products.id));
}
