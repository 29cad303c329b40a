import { type CustomerStatus, customers } from '@satchel/db/schema';
import { asc } from 'drizzle-orm';
import { findById, updateById } from './by-id.js';
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

export const findCustomer = (db: Db, id: string): Promise<Customer | undefined> =>
  findById(db, customers, id);

/** The customer with its new status, or undefined when there is none with that id. */
export const setCustomerStatus = (
  db: Db,
  id: string,
  status: CustomerStatus,
): Promise<Customer | undefined> => updateById(db, customers, id, { status });

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
