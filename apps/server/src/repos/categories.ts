import { categories as categoryCalls } from '@satchel/api';
import { categories } from '@satchel/db/schema';
import { asc } from 'drizzle-orm';
import type { Db } from './db.js';
import { contains, filteredList, type ListSource } from './list-query.js';

export type Category = typeof categories.$inferSelect;
export type NewCategory = Pick<
  typeof categories.$inferInsert,
  'name' | 'displayName' | 'logo' | 'logoUrl'
>;

export const categorySource = {
  table: categories,
  rules: { name: contains(categories.name), displayName: contains(categories.displayName) },
} satisfies ListSource<typeof categoryCalls.list>;

export const listCategories = filteredList(categoryCalls.list, categorySource);

/** Every category by display name: the category filter of the sales screen. */
export const allCategories = (db: Db): Promise<Category[]> =>
  db.select().from(categories).orderBy(asc(categories.displayName), asc(categories.id));

/** Inserts a category; a duplicate name is refused by `categories_name_key`. */
export async function createCategory(db: Db, category: NewCategory): Promise<Category> {
  const [row] = await db.insert(categories).values(category).returning();
  return row!;
}
