import { jobHeartbeats } from '@satchel/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** A run whose instance stopped beating: its job, to give back to the queue. */
export interface LostRun {
  readonly queue: string;
  readonly jobId: string;
}

/**
 * One instance's heartbeats for the jobs it runs (`job_heartbeats`): an instance killed
 * outright stops beating, and another hands its jobs back to the queue.
 */
export function jobHeartbeatsOf(db: Db, instance: string) {
  return {
    async started(queue: string, jobId: string): Promise<void> {
      await db
        .insert(jobHeartbeats)
        .values({ jobId, queue, instance })
        .onConflictDoUpdate({
          target: jobHeartbeats.jobId,
          set: { instance, beatAt: sql`now()` },
        });
    },
    async ended(jobId: string): Promise<void> {
      await db
        .delete(jobHeartbeats)
        .where(and(eq(jobHeartbeats.jobId, jobId), eq(jobHeartbeats.instance, instance)));
    },
    /** Says this instance still runs its jobs. */
    async beat(): Promise<void> {
      await db
        .update(jobHeartbeats)
        .set({ beatAt: sql`now()` })
        .where(eq(jobHeartbeats.instance, instance));
    },
    /**
     * Takes the runs no instance has beaten for in `seconds`: one instance takes each (the
     * delete answers the rows it removed), so a job is given back once.
     */
    takeLost: (seconds: number): Promise<LostRun[]> =>
      db
        .delete(jobHeartbeats)
        .where(lt(jobHeartbeats.beatAt, sql`now() - make_interval(secs => ${seconds})`))
        .returning({ queue: jobHeartbeats.queue, jobId: jobHeartbeats.jobId }),
  };
}
