import { asc, eq } from 'drizzle-orm';
import { type CustomerStatus, customers } from '../db/schema/index.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterValues,
  filtersWhere,
  type ListQuery,
  listPage,
  status,
} from './list-query.js';

export type Customer = typeof customers.$inferSelect;

/** The Users list's filter fields (spec part 1 §3 search hints). */
const customerFilters = {
  id: exact(customers.id),
  name: contains(customers.name),
  email: contains(customers.email),
  phone: contains(customers.phone),
  status: status(customers.status),
};

export const listCustomers = (db: Db, query: ListQuery, filters: FilterValues = {}) =>
  listPage(db, customers, query, { where: filtersWhere(customerFilters, filters) });

export async function findCustomer(db: Db, id: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The customer with its new status, or undefined when there is none with that id. */
export async function setCustomerStatus(
  db: Db,
  id: string,
  newStatus: CustomerStatus,
): Promise<Customer | undefined> {
  const [row] = await db
    .update(customers)
    .set({ status: newStatus })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** Customers whose name, phone or email contains `text`, by name (the user search box). */
export function searchCustomers(db: Db, text: string, limit = 20): Promise<Customer[]> {
  const value = text.trim();
  if (value === '') return Promise.resolve([]);
  return db
    .select()
    .from(customers)
    .where(contains(customers.name, customers.phone, customers.email)(value))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(limit);
}
