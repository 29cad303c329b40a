import { salesRevisions } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from './db.js';

/**
 * The revisions of every source of the sales figures as one string, read in one statement, or
 * null when the table has lost its rows (then nothing is kept).
 */
function readRevisions(db: Db) {
  return db
    .select({
      revisions: sql<
        string | null
      >`string_agg(${salesRevisions.revision}::text, '.' order by ${salesRevisions.source})`,
    })
    .from(salesRevisions)
    .prepare('sales_revisions');
}

export interface SalesAnswers<Answer> {
  /**
   * The answer for `key`: the one kept for it when no source of the sales figures changed
   * since it was read, else `read`'s, kept for the next call. Calls that arrive while one is
   * read share it.
   */
  get(key: string, read: () => Promise<Answer>): Promise<Answer>;
}

/** Every answer read afresh: what a benchmark measures the sales calls' own SQL with. */
export const freshSalesAnswers = <Answer>(): SalesAnswers<Answer> => ({
  get: (_key, read) => read(),
});

interface Kept<Answer> {
  readonly revisions: string;
  readonly answer: Promise<Answer>;
}

/**
 * A server's last answers to one sales call (issue #15: a year of a million orders is read off
 * the rollups in tens of milliseconds; a kept answer costs one read of three counters). Exact,
 * not merely recent: the counters are raised by triggers in the very transaction of each
 * change (migration 0014), and they are read before the answer, so an answer is kept under
 * counters at least as old as the data it holds. A change anywhere, through any server or none,
 * is seen by the next call (unlike a notification, which arrives a moment after the commit).
 * `max` answers are kept, the least recently asked for dropped first.
 */
export function createSalesAnswers<Answer>(db: Db, max: number): SalesAnswers<Answer> {
  const kept = new LRUCache<string, Kept<Answer>>({ max });
  const revisionsQuery = readRevisions(db);
  return {
    async get(key, read) {
      const [row] = await revisionsQuery.execute();
      const revisions = row?.revisions;
      if (!revisions) return read();
      const known = kept.get(key);
      if (known?.revisions === revisions) return known.answer;
      const answer = read();
      kept.set(key, { revisions, answer });
      // A failed read is not kept: the next call tries again.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
  };
}
