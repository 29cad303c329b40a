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

/** One slice of an export's file: its text and how far it brings the export. */
export interface ExportPart {
  /** The part's number: the export's `parts` when the slice was read. */
  readonly part: number;
  readonly content: string;
  readonly rows: number;
  /** The id of the slice's last row (unchanged for the header). */
  readonly lastId: string | null;
}

/**
 * Adds a part to a running export and moves its progress, in one transaction, so that the file
 * and the progress never disagree. False when the export is no longer at that part or running
 * (another run of its job got there first, or it ended): the caller stops.
 */
export async function writeExportPart(db: Db, id: string, part: ExportPart): Promise<boolean> {
  const content = Buffer.from(part.content);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(listExports)
      .set({
        parts: part.part + 1,
        rowsWritten: sql`${listExports.rowsWritten} + ${part.rows}`,
        bytes: sql`${listExports.bytes} + ${content.length}`,
        lastId: part.lastId,
      })
      .where(
        and(
          eq(listExports.id, id),
          eq(listExports.parts, part.part),
          eq(listExports.state, 'running'),
        ),
      )
      .returning({ id: listExports.id });
    if (moved.length === 0) return false;
    await tx.insert(listExportParts).values({ exportId: id, part: part.part, content });
    return true;
  });
}

/** Ends a running export: its file is whole (`done`), or it will never be (`failed`). */
export async function finishListExport(db: Db, id: string, state: 'done' | 'failed') {
  await db
    .update(listExports)
    .set({ state, finishedAt: sql`now()` })
    .where(and(eq(listExports.id, id), eq(listExports.state, 'running')));
}

/** One part of an export's file. */
export async function readExportPart(
  db: Db,
  id: string,
  part: number,
): Promise<Buffer | undefined> {
  const [found] = await db
    .select({ content: listExportParts.content })
    .from(listExportParts)
    .where(and(eq(listExportParts.exportId, id), eq(listExportParts.part, part)));
  return found?.content;
}
