import { users } from '@satchel/api';
import { type CustomerStatus, customers, customerTotals } from '@satchel/db/schema';
import { asc, count, or } from 'drizzle-orm';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRules,
  filteredList,
  type ListSource,
  phone,
  status,
} from './list-query.js';

export type Customer = typeof customers.$inferSelect;

/** The Users list, by its filter fields (spec part 1 §3 search hints). */
export const customerFilters = {
  id: exact(customers.id),
  name: contains(customers.name),
  email: contains(customers.email),
  phone: phone(contains(customers.phone)),
  status: status(customers.status),
} satisfies FilterRules<typeof users.list>;

export const customerSource = {
  table: customers,
  rules: customerFilters,
  kept: { count: customerTotals.total, rules: { status: status(customerTotals.status) } },
} satisfies ListSource<typeof users.list>;

export const listCustomers = filteredList(users.list, customerSource);

export const findCustomer = (db: Db, id: string): Promise<Customer | undefined> =>
  findById(db, customers, id);

/** The customer with its new status, or undefined when there is none with that id. */
export const setCustomerStatus = (
  db: Db,
  id: string,
  status: CustomerStatus,
): Promise<Customer | undefined> => updateById(db, customers, id, { status });

/** What the search box found: the first matches by name and how many there are in all. */
export interface CustomerSearch {
  readonly rows: Customer[];
  readonly total: number;
}

/**
 * Customers whose name or email contains `text`, or whose phone contains it as the console
 * shows phones (`+91 98765 43210`), by name (the user search box).
 */
export async function searchCustomers(
  db: Db,
  text: string,
  limit = users.USER_SEARCH_LIMIT,
): Promise<CustomerSearch> {
  const value = text.trim();
  if (value === '') return { rows: [], total: 0 };
  const where = or(
    contains(customers.name, customers.email)(value),
    phone(contains(customers.phone))(value),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(customers.name), asc(customers.id))
      .limit(limit),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: counted?.total ?? rows.length };
}
