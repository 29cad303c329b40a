import { banners as bannerCalls } from '@satchel/api';
import { banners } from '@satchel/db/schema';
import { redirectTitles } from './banner-targets.js';
import { deleteById, findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRules,
  filteredList,
  type ListSource,
  status,
} from './list-query.js';

export type Banner = typeof banners.$inferSelect;
export type BannerFields = Pick<
  typeof banners.$inferInsert,
  'title' | 'type' | 'redirectId' | 'bannerUrl' | 'status' | 'categoryName'
>;

const bannerFilters = {
  title: contains(banners.title),
  type: exact(banners.type),
  status: status(banners.status),
} satisfies FilterRules<typeof bannerCalls.list>;

/** Banners, each with the name of its target (`redirectTitles`). */
export const bannerSource = {
  table: banners,
  rules: bannerFilters,
  beside: redirectTitles,
} satisfies ListSource<typeof bannerCalls.list>;

export const listBanners = filteredList(bannerCalls.list, bannerSource);

/** The banner with that id, or undefined. */
export const findBanner = (db: Db, id: string): Promise<Banner | undefined> =>
  findById(db, banners, id);

export async function createBanner(db: Db, fields: BannerFields): Promise<Banner> {
  const [row] = await db.insert(banners).values(fields).returning();
  return row!;
}

/** The updated banner, or undefined when there is none with that id. */
export const updateBanner = (
  db: Db,
  id: string,
  fields: Partial<BannerFields>,
): Promise<Banner | undefined> => updateById(db, banners, id, fields);

/** Whether a banner with that id existed (and is now gone). */
export const deleteBanner = (db: Db, id: string): Promise<boolean> => deleteById(db, banners, id);
