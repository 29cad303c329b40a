import { randomBytes } from 'node:crypto';
import { listExportParts, listExports } from '@satchel/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db.js';

export type ListExport = typeof listExports.$inferSelect;

/** How long a finished export's file is kept: long enough to download it, not to pile up. */
const KEPT_FOR = sql`interval '1 day'`;

export interface NewListExport {
  readonly adminId: string;
  readonly list: string;
  readonly query: object;
  readonly columns: object;
  readonly fileName: string;
  readonly total: number;
}

/** Records a new export (running, nothing written), dropping exports older than a day. */
export async function createListExport(db: Db, values: NewListExport): Promise<ListExport> {
  await db.delete(listExports).where(lt(listExports.createdAt, sql`now() - ${KEPT_FOR}`));
  const [created] = await db.insert(listExports).values(values).returning();
  return created!;
}

export async function findListExport(db: Db, id: string): Promise<ListExport | undefined> {
  const [found] = await db.select().from(listExports).where(eq(listExports.id, id));
  return found;
}

/** The export's record as a run of its job claimed it: its file starts afresh. */
export interface ClaimedExport extends ListExport {
  readonly run: string;
}

/**
 * Claims a running export for a run of its job: a new run token, its progress back to nothing
 * and any parts an earlier run wrote deleted, in one transaction. Undefined when the export is
 * no longer running. An earlier run still going (its instance only seemed lost) finds the
 * export no longer its own at its next part and stops.
 */
export function claimListExport(db: Db, id: string): Promise<ClaimedExport | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(listExports)
      .set({ run: randomBytes(12).toString('hex'), parts: 0, rowsWritten: 0, bytes: 0 })
      .where(and(eq(listExports.id, id), eq(listExports.state, 'running')))
      .returning();
    if (!claimed) return undefined;
    await tx.delete(listExportParts).where(eq(listExportParts.exportId, id));
    return claimed as ClaimedExport;
  });
}

/** Where a run is: the export, and the run's token. */
export interface ExportRun {
  readonly id: string;
  readonly run: string;
}

/** The export while it runs and is still this run's. */
const stillRunning = ({ id, run }: ExportRun) =>
  and(eq(listExports.id, id), eq(listExports.run, run), eq(listExports.state, 'running'));

/**
 * Adds the run's next part to the export's file and moves its progress by `rows`, in one
 * transaction, so that the file and the progress never disagree. False when the export is no
 * longer this run's or running (another run claimed it, or it ended): the run stops.
 */
export async function writeExportPart(
  db: Db,
  at: ExportRun,
  content: Buffer,
  rows: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(listExports)
      .set({
        parts: sql`${listExports.parts} + 1`,
        rowsWritten: sql`${listExports.rowsWritten} + ${rows}`,
        bytes: sql`${listExports.bytes} + ${content.length}`,
      })
      .where(stillRunning(at))
      .returning({ part: listExports.parts });
    if (!moved) return false;
    await tx.insert(listExportParts).values({ exportId: at.id, part: moved.part - 1, content });
    return true;
  });
}

/** Ends the run's export: its file is whole (`done`), or it will never be (`failed`). */
export async function finishListExport(db: Db, at: ExportRun, state: 'done' | 'failed') {
  await db.update(listExports).set({ state, finishedAt: sql`now()` }).where(stillRunning(at));
}

/** The query of one part of an export's file, to read as a binary COPY (exports/export-parts.ts). */
export const exportPartQuery = (db: Db, id: string, part: number) =>
  db
    .select({ content: listExportParts.content })
    .from(listExportParts)
    .where(and(eq(listExportParts.exportId, id), eq(listExportParts.part, part)));
