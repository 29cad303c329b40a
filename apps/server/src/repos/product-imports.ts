import { randomBytes } from 'node:crypto';
import type { productCsv } from '@satchel/api';
import { productImportParts, productImports } from '@satchel/db/schema';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './db.js';

export type ProductImport = typeof productImports.$inferSelect;
export type NewProductImport = Pick<
  typeof productImports.$inferInsert,
  'adminId' | 'call' | 'merchantId' | 'fileName' | 'bytes' | 'audit'
>;

/** How long an import's record is kept: long enough to read its outcome, not to pile up. */
const KEPT_FOR = sql`interval '1 day'`;

/** The states of an import no run has ended yet. */
const unfinished = inArray(productImports.state, ['queued', 'running']);

/**
 * Records a new import (queued, its file to follow in parts), dropping imports older than a
 * day (their parts with them).
 */
export async function createProductImport(
  db: Db,
  values: NewProductImport,
): Promise<ProductImport> {
  await db.delete(productImports).where(lt(productImports.createdAt, sql`now() - ${KEPT_FOR}`));
  const [created] = await db.insert(productImports).values(values).returning();
  return created!;
}

/** Stores part `part` of the import's file, as it arrived. */
export async function writeImportPart(db: Db, importId: string, part: number, content: Buffer) {
  await db.insert(productImportParts).values({ importId, part, content });
}

/** The query of one part of an import's file, to read as a binary COPY (readStoredPart). */
export const importPartQuery = (db: Db, importId: string, part: number) =>
  db
    .select({ content: productImportParts.content })
    .from(productImportParts)
    .where(and(eq(productImportParts.importId, importId), eq(productImportParts.part, part)));

export async function findProductImport(db: Db, id: string): Promise<ProductImport | undefined> {
  const [found] = await db.select().from(productImports).where(eq(productImports.id, id));
  return found;
}

/** Where a run is: the import, and the run's token. */
export interface ImportRun {
  readonly id: string;
  readonly run: string;
}

/**
 * Claims an unfinished import for a run of its job: running, a new run token, its progress back
 * to nothing (the run reads the file from its start). Undefined when the import has ended.
 */
export async function claimProductImport(
  db: Db,
  id: string,
): Promise<(ProductImport & ImportRun) | undefined> {
  const [claimed] = await db
    .update(productImports)
    .set({ state: 'running', run: randomBytes(12).toString('hex'), bytesRead: 0, rowsRead: 0 })
    .where(and(eq(productImports.id, id), unfinished))
    .returning();
  return claimed as (ProductImport & ImportRun) | undefined;
}

/** Records how far the run got, while the import is still running and that run's. */
export async function recordImportProgress(
  db: Db,
  { id, run }: ImportRun,
  progress: { readonly bytesRead: number; readonly rowsRead: number },
): Promise<void> {
  await db
    .update(productImports)
    .set(progress)
    .where(
      and(
        eq(productImports.id, id),
        eq(productImports.run, run),
        eq(productImports.state, 'running'),
      ),
    );
}

/** Whether the import has not ended yet (a run that waited for another's end looks again). */
export async function isUnfinished(db: Db, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(eq(productImports.id, id), unfinished));
  return found !== undefined;
}

/** The outcome an ended import records, as its status call answers it. */
export type ImportOutcome =
  | { readonly state: 'done'; readonly imported: productCsv.ImportStatus['imported'] }
  | { readonly state: 'refused'; readonly refusal: productCsv.ImportStatus['refusal'] }
  | { readonly state: 'failed' };

/**
 * Ends an unfinished import with its outcome and drops its file, which nothing reads again.
 * False when it had already ended.
 */
export async function finishProductImport(
  db: Db,
  id: string,
  outcome: ImportOutcome,
): Promise<boolean> {
  const [ended] = await db
    .update(productImports)
    .set({ state: outcome.state, outcome, finishedAt: sql`now()` })
    .where(and(eq(productImports.id, id), unfinished))
    .returning({ id: productImports.id });
  if (!ended) return false;
  await db.delete(productImportParts).where(eq(productImportParts.importId, id));
  return true;
}

/** Records the size of the import's file, once the upload has stored all of it. */
export async function recordImportBytes(db: Db, id: string, bytes: number): Promise<void> {
  await db.update(productImports).set({ bytes }).where(eq(productImports.id, id));
}
