import { compareClassLevels, type schools as schoolCalls } from '@satchel/api';
import {
  type ActivityStatus,
  branchClassLevels,
  branches,
  bundleMerchants,
  bundleProducts,
  bundles,
  merchants,
  products,
  type SetType,
  schools,
} from '@satchel/db/schema';
import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import { deleteById, findById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  type FilterRules,
  type FilterValuesOf,
  filtersWhere,
  type ListQuery,
  listPage,
} from './list-query.js';

export type School = typeof schools.$inferSelect;
export type Branch = typeof branches.$inferSelect;
export type SchoolFields = Pick<
  typeof schools.$inferInsert,
  'schoolName' | 'displayName' | 'logo' | 'status'
>;
/** A branch as the school form sends it: with an id to update it, without to add it. */
export type BranchFields = Pick<
  typeof branches.$inferInsert,
  'status' | 'area' | 'city' | 'state' | 'nearBy' | 'zipCode' | 'country'
> & { id?: string };

const schoolFilters = {
  schoolName: contains(schools.schoolName),
  displayName: contains(schools.displayName),
} satisfies FilterRules<typeof schoolCalls.list>;

/**
 * A page of schools. Given both schoolName and displayName, a school matching either is listed:
 * the School tab searches both with one text.
 */
export function listSchools(
  db: Db,
  query: ListQuery,
  { schoolName, displayName }: FilterValuesOf<typeof schoolCalls.list> = {},
) {
  const byName = filtersWhere(schoolFilters, { schoolName });
  const byDisplayName = filtersWhere(schoolFilters, { displayName });
  const names = byName && byDisplayName ? or(byName, byDisplayName) : (byName ?? byDisplayName);
  return listPage(db, schools, query, { where: names });
}

/** Whether the branch `branchId` is one of the school's. */
export async function isBranchOf(db: Db, schoolId: string, branchId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.schoolId, schoolId)));
  return row !== undefined;
}

export const findSchool = (db: Db, id: string): Promise<School | undefined> =>
  findById(db, schools, id);

/** A school's branches, oldest first (the order the school form lists them). */
export const schoolBranches = (db: Db, schoolId: string): Promise<Branch[]> =>
  db
    .select()
    .from(branches)
    .where(eq(branches.schoolId, schoolId))
    .orderBy(asc(branches.createdAt), asc(branches.id));

/**
 * The creation time of the `index`th branch of a form: a millisecond apart each, so that the
 * branches keep the form's order (a transaction's now() is the same for every row it adds).
 */
const listedAt = (index: number, now = Date.now()): Date => new Date(now + index);

/** Creates a school with its branches, all or nothing. */
export function createSchool(
  db: Db,
  school: SchoolFields,
  branchList: readonly BranchFields[],
): Promise<{ school: School; branches: Branch[] }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(schools).values(school).returning();
    const createdBranches =
      branchList.length === 0
        ? []
        : await tx
            .insert(branches)
            .values(
              branchList.map(({ id: _id, ...branch }, index) => ({
                ...branch,
                schoolId: created!.id,
                createdAt: listedAt(index),
              })),
            )
            .returning();
    return { school: created!, branches: createdBranches };
  });
}

/**
 * Updates a school and makes its branches the given list: branches with an id are updated,
 * those without are added, and branches left out are removed (refused by PostgreSQL while a
 * bundle still uses them). Undefined when there is no school with that id.
 */
export function updateSchool(
  db: Db,
  id: string,
  school: Partial<SchoolFields>,
  branchList?: readonly BranchFields[],
): Promise<{ school: School; branches: Branch[] } | undefined> {
  return db.transaction(async (tx) => {
    const [updated] =
      Object.keys(school).length === 0
        ? await tx.select().from(schools).where(eq(schools.id, id))
        : await tx.update(schools).set(school).where(eq(schools.id, id)).returning();
    if (!updated) return undefined;
    if (branchList) {
      const kept = branchList.flatMap((branch) => (branch.id ? [branch.id] : []));
      await tx
        .delete(branches)
        .where(
          kept.length === 0
            ? eq(branches.schoolId, id)
            : and(eq(branches.schoolId, id), notInArray(branches.id, kept)),
        );
      for (const [index, { id: branchId, ...fields }] of branchList.entries()) {
        if (branchId) {
          await tx
            .update(branches)
            .set(fields)
            .where(and(eq(branches.id, branchId), eq(branches.schoolId, id)));
        } else {
          await tx.insert(branches).values({ ...fields, schoolId: id, createdAt: listedAt(index) });
        }
      }
    }
    return { school: updated, branches: await schoolBranches(tx, id) };
  });
}

/** Whether the school existed; refused by PostgreSQL while bundles use it. */
export const deleteSchool = (db: Db, id: string): Promise<boolean> => deleteById(db, schools, id);

/** The class levels a branch teaches, in school order (Nursery, LKG, UKG, 1 … 12). */
export async function branchClassLevelList(db: Db, branchId: string): Promise<string[]> {
  const rows = await db
    .select({ classLevel: branchClassLevels.classLevel })
    .from(branchClassLevels)
    .where(eq(branchClassLevels.branchId, branchId));
  return rows.map((row) => row.classLevel).sort(compareClassLevels);
}

/** Adds class levels to a branch; ones it already has are kept as they are. */
export async function addBranchClassLevels(
  db: Db,
  branchId: string,
  classLevels: readonly string[],
): Promise<void> {
  if (classLevels.length === 0) return;
  await db
    .insert(branchClassLevels)
    .values([...new Set(classLevels)].map((classLevel) => ({ branchId, classLevel })))
    .onConflictDoNothing();
}

export interface BundleMerchantTerms {
  merchantId: string;
  customPack: boolean;
  customDiscount: string;
}

export interface BundleFields {
  schoolId: string;
  branchId: string;
  classLevel: string;
  status: ActivityStatus;
  setType: SetType;
  setStatus: ActivityStatus;
  discount: string;
  tax: string;
  productIds: readonly string[];
  merchants: readonly BundleMerchantTerms[];
}

export type Bundle = typeof bundles.$inferSelect & {
  productIds: string[];
  merchants: BundleMerchantTerms[];
};

/** The bundles of one class of one branch, with their products and merchants. */
export async function classBundles(
  db: Db,
  schoolId: string,
  branchId: string,
  classLevel: string,
): Promise<Bundle[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(
      and(
        eq(bundles.schoolId, schoolId),
        eq(bundles.branchId, branchId),
        eq(bundles.classLevel, classLevel),
      ),
    )
    .orderBy(asc(bundles.createdAt), asc(bundles.id));
  return withParts(db, rows);
}

export async function findBundle(db: Db, id: string): Promise<Bundle | undefined> {
  const rows = await db.select().from(bundles).where(eq(bundles.id, id));
  const [bundle] = await withParts(db, rows);
  return bundle;
}

async function withParts(db: Db, rows: (typeof bundles.$inferSelect)[]): Promise<Bundle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [productRows, merchantRows] = await Promise.all([
    db
      .select()
      .from(bundleProducts)
      .where(inArray(bundleProducts.bundleId, ids))
      .orderBy(asc(bundleProducts.createdAt), asc(bundleProducts.productId)),
    db
      .select()
      .from(bundleMerchants)
      .where(inArray(bundleMerchants.bundleId, ids))
      .orderBy(asc(bundleMerchants.createdAt), asc(bundleMerchants.merchantId)),
  ]);
  return rows.map((row) => ({
    ...row,
    productIds: productRows.filter((p) => p.bundleId === row.id).map((p) => p.productId),
    merchants: merchantRows
      .filter((m) => m.bundleId === row.id)
      .map(({ merchantId, customPack, customDiscount }) => ({
        merchantId,
        customPack,
        customDiscount,
      })),
  }));
}

async function replaceParts(
  tx: Db,
  bundleId: string,
  productIds: readonly string[],
  merchantTerms: readonly BundleMerchantTerms[],
): Promise<void> {
  await tx.delete(bundleProducts).where(eq(bundleProducts.bundleId, bundleId));
  await tx.delete(bundleMerchants).where(eq(bundleMerchants.bundleId, bundleId));
  const uniqueProducts = [...new Set(productIds)];
  if (uniqueProducts.length > 0) {
    await tx
      .insert(bundleProducts)
      .values(uniqueProducts.map((productId) => ({ bundleId, productId })));
  }
  if (merchantTerms.length > 0) {
    await tx.insert(bundleMerchants).values(merchantTerms.map((terms) => ({ ...terms, bundleId })));
  }
}

/**
 * Creates a bundle with its products and merchants; the class level is added to the branch
 * when it does not teach it yet. A branch of another school is refused by PostgreSQL.
 */
export function createBundle(db: Db, fields: BundleFields): Promise<Bundle> {
  return db.transaction(async (tx) => {
    const { productIds, merchants, ...bundle } = fields;
    await addBranchClassLevels(tx, bundle.branchId, [bundle.classLevel]);
    const [created] = await tx.insert(bundles).values(bundle).returning();
    await replaceParts(tx, created!.id, productIds, merchants);
    return (await findBundle(tx, created!.id))!;
  });
}

/** Replaces a bundle's fields, products and merchants; undefined for an unknown id. */
export function updateBundle(
  db: Db,
  id: string,
  fields: BundleFields,
): Promise<Bundle | undefined> {
  return db.transaction(async (tx) => {
    const { productIds, merchants, ...bundle } = fields;
    await addBranchClassLevels(tx, bundle.branchId, [bundle.classLevel]);
    const [updated] = await tx.update(bundles).set(bundle).where(eq(bundles.id, id)).returning();
    if (!updated) return undefined;
    await replaceParts(tx, id, productIds, merchants);
    return findBundle(tx, id);
  });
}

/** Whether the bundle existed; refused by PostgreSQL while an order item refers to it. */
export async function deleteBundle(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(bundles).where(eq(bundles.id, id)).returning({ id: bundles.id });
  return deleted.length > 0;
}

/** The title, price and merchant's store name of each product, for the sets that list them. */
export async function productSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { title: string; price: string; storeName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      storeName: merchants.storeName,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}
