import { type ViewListKind, views as viewCalls } from '@satchel/api';
import { administrators, listSettings, listViews } from '@satchel/db/schema';
import { and, asc, count, desc, eq, or, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { inStatement, preparedFor } from './list-query.js';

export type ListViewRow = typeof listViews.$inferSelect;

/** A view with its owner's name, as the calls answer it. */
export interface OwnedView extends ListViewRow {
  readonly ownerName: string;
}

export type NewListView = Pick<
  typeof listViews.$inferInsert,
  'list' | 'ownerId' | 'name' | 'shared' | 'query' | 'columns'
>;
export type ListViewChanges = Partial<Pick<NewListView, 'name' | 'shared' | 'query' | 'columns'>>;

const ownedViewColumns = {
  id: listViews.id,
  list: listViews.list,
  ownerId: listViews.ownerId,
  name: listViews.name,
  shared: listViews.shared,
  query: listViews.query,
  columns: listViews.columns,
  createdAt: listViews.createdAt,
  updatedAt: listViews.updatedAt,
  ownerName: administrators.username,
};

/**
 * What the operator `adminId` (a value, or a prepared statement's placeholder) may see: their
 * own views and everyone's shared ones.
 */
const visibleTo = (adminId: string | Placeholder) =>
  or(eq(listViews.ownerId, adminId), eq(listViews.shared, true));

/** The views of `list` that `adminId` sees: their own first, then the shared ones, by name. */
export const visibleViews = async (
  db: Db,
  list: ViewListKind,
  adminId: string,
): Promise<OwnedView[]> => {
  // Every list opens with this call: built and prepared once (list-query.ts), not per request.
  const statement = preparedFor(db, 'list views visible', (name) => {
    const admin = sql.placeholder('adminId');
    return db
      .select(ownedViewColumns)
      .from(listViews)
      .innerJoin(administrators, eq(administrators.id, listViews.ownerId))
      .where(and(eq(listViews.list, sql.placeholder('list')), visibleTo(admin)))
      .orderBy(desc(eq(listViews.ownerId, admin)), asc(listViews.name), asc(listViews.id))
      .limit(inStatement(viewCalls.MAX_VISIBLE_VIEWS))
      .prepare(name);
  });
  return (await statement.execute({ list, adminId })) as OwnedView[];
};

/** The view `id` of `list`, whoever owns it, with its owner's name; undefined when there is none. */
export async function findView(
  db: Db,
  list: ViewListKind,
  id: string,
): Promise<OwnedView | undefined> {
  const [view] = await db
    .select(ownedViewColumns)
    .from(listViews)
    .innerJoin(administrators, eq(administrators.id, listViews.ownerId))
    .where(and(eq(listViews.id, id), eq(listViews.list, list)));
  return view;
}

/** How many views of `list` the operator keeps. */
export async function countOwnViews(db: Db, list: ViewListKind, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ views: count() })
    .from(listViews)
    .where(and(eq(listViews.list, list), eq(listViews.ownerId, ownerId)));
  return row?.views ?? 0;
}

/** Inserts a view; a name its owner already gave a view of the list is refused by `list_views_owner_name_key`. */
export async function createView(db: Db, view: NewListView): Promise<ListViewRow> {
  const [row] = await db.insert(listViews).values(view).returning();
  return row!;
}

/** Changes a view; undefined when it is gone. */
export async function changeView(
  db: Db,
  id: string,
  changes: ListViewChanges,
): Promise<ListViewRow | undefined> {
  const [row] = await db
    .update(listViews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(listViews.id, id))
    .returning();
  return row;
}

/** Deletes a view (the defaults naming it become null); false when it was gone. */
export async function deleteView(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(listViews)
    .where(eq(listViews.id, id))
    .returning({ id: listViews.id });
  return deleted.length > 0;
}

export interface ListSettingsRow {
  readonly defaultViewId: string | null;
  readonly columns: typeof listSettings.$inferSelect.columns;
}

/**
 * The operator's settings of `list` (none kept: no default, the table's columns). A default
 * view the operator no longer sees (its owner unshared it) reads as none.
 */
export async function findListSettings(
  db: Db,
  list: ViewListKind,
  adminId: string,
): Promise<ListSettingsRow> {
  // Asked for with the views whenever a list opens: prepared once, as `visibleViews`.
  const statement = preparedFor(db, 'list settings', (name) => {
    const admin = sql.placeholder('adminId');
    return db
      .select({
        defaultViewId: sql<
          string | null
        >`case when ${listViews.id} is not null then ${listSettings.defaultViewId} end`,
        columns: listSettings.columns,
      })
      .from(listSettings)
      .leftJoin(listViews, and(eq(listViews.id, listSettings.defaultViewId), visibleTo(admin)))
      .where(and(eq(listSettings.adminId, admin), eq(listSettings.list, sql.placeholder('list'))))
      .prepare(name);
  });
  const [row] = (await statement.execute({ list, adminId })) as ListSettingsRow[];
  return row ?? { defaultViewId: null, columns: null };
}

/** Replaces the settings given (the others stay) and answers them all. */
export async function saveListSettings(
  db: Db,
  list: ViewListKind,
  adminId: string,
  changes: Partial<ListSettingsRow>,
): Promise<ListSettingsRow> {
  await db
    .insert(listSettings)
    .values({ adminId, list, ...changes })
    .onConflictDoUpdate({
      target: [listSettings.adminId, listSettings.list],
      set: { ...changes, updatedAt: sql`now()` },
    });
  return findListSettings(db, list, adminId);
}
