import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The jobs being run right now, each with the instance running it and that instance's last
 * heartbeat (apps/server/src/plugins/jobs.ts). The job queue (pg-boss 10) learns that a run is
 * lost only when the job expires, half an hour for an export; an instance killed outright stops
 * beating, and any other instance then hands its jobs back to the queue within seconds.
 */
export const jobHeartbeats = pgTable(
  'job_heartbeats',
  {
    /** The queue's own id of the job. */
    jobId: text('job_id').primaryKey(),
    queue: text('queue').notNull(),
    /** The running instance's id, new at each start. */
    instance: text('instance').notNull(),
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_heartbeats_instance_idx').on(table.instance),
    index('job_heartbeats_beat_at_idx').on(table.beatAt),
  ],
);
