import { eq } from 'drizzle-orm';
import { banners } from '../db/schema/index.js';
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

export type Banner = typeof banners.$inferSelect;
export type BannerFields = Pick<
  typeof banners.$inferInsert,
  'title' | 'type' | 'redirectId' | 'bannerUrl' | 'status' | 'categoryName'
>;

const bannerFilters = {
  id: exact(banners.id),
  title: contains(banners.title),
  type: exact(banners.type),
  status: status(banners.status),
};

export const listBanners = (db: Db, query: ListQuery, filters: FilterValues = {}) =>
  listPage(db, banners, query, { where: filtersWhere(bannerFilters, filters) });

export async function createBanner(db: Db, fields: BannerFields): Promise<Banner> {
  const [row] = await db.insert(banners).values(fields).returning();
  return row!;
}

/** The updated banner, or undefined when there is none with that id. */
export async function updateBanner(
  db: Db,
  id: string,
  fields: Partial<BannerFields>,
): Promise<Banner | undefined> {
  const [row] = await db.update(banners).set(fields).where(eq(banners.id, id)).returning();
  return row;
}

/** Whether a banner with that id existed (and is now gone). */
export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return deleted.length > 0;
}
