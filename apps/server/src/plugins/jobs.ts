import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { withSessionLock } from '../db/session-lock.js';
import { jobHeartbeatsOf } from '../repos/job-heartbeats.js';

/** One job as its queue's runner sees it. */
export interface JobRun<Data> {
  readonly id: string;
  readonly data: Data;
  /**
   * Aborted when this instance stops: the runner records its progress and returns or throws,
   * and the job is run again (by any instance) from that progress.
   */
  readonly signal: AbortSignal;
}

export interface QueueOptions {
  /** Runs after a failure (a thrown error, an instance that stopped): default 5. */
  readonly retryLimit?: number;
  /**
   * How long one run may take before the queue counts it lost (an instance killed mid-run) and
   * runs it again: default 120 s. A long job works in slices that record their progress.
   */
  readonly expireInSeconds?: number;
  /**
   * At most one job waits and one runs (pg-boss's `stately` policy): for work that is done once
   * for everyone, such as seeding, whichever instances ask for it (`sendOnce`).
   */
  readonly singleton?: boolean;
}

/** The job queue: exports, bulk runs, large imports and seeding (design.md §5 "Jobs"). */
export interface Jobs {
  /**
   * Creates `queue` (once per database) and works its jobs on this instance, one at a time. What
   * a run resolves with (an object, or nothing) is kept as its job's output (`outcome`).
   */
  define<Data extends object>(
    queue: string,
    run: (job: JobRun<Data>) => Promise<unknown>,
    options?: QueueOptions,
  ): Promise<void>;
  /**
   * Queues a job, which any instance may run; answers its id. Its data names rows of the
   * caller's own (an export, a bulk run) that hold what it is for and how far it got.
   */
  send<Data extends object>(queue: string, data: Data): Promise<string>;
  /** Queues a job of a singleton queue, unless one already waits there to do the same. */
  sendOnce<Data extends object>(queue: string, data: Data): Promise<void>;
  /**
   * Resolves once `queue` has no job waiting or running (one that failed for good included):
   * checked every `POLLING_INTERVAL_SECONDS`; rejects when this instance stops meanwhile.
   */
  idle(queue: string): Promise<void>;
  /** Cancels a queued or running job (a running one learns it when it next records progress). */
  cancel(queue: string, id: string): Promise<void>;
  /**
   * Resolves with a job's output once it has completed; rejects once it has failed for good or
   * was cancelled. Checked every `POLLING_INTERVAL_SECONDS`, telling `onState` each state it
   * comes to (`created`, `active`, `retry`, …); rejects when this instance stops meanwhile.
   */
  outcome(queue: string, id: string, onState?: (state: string) => void): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly jobs: Jobs;
  }
}

export interface JobsOptions {
  /**
   * The queue keeps its own few connections, so that polling never waits for the app's pool.
   * pg-boss 10 sends its statements unnamed, polls rather than LISTENs and locks only within
   * transactions, so this may be a pooler in transaction mode.
   */
  readonly databaseUrl: string;
  /** PostgreSQL itself, for the session lock that queue creation takes (db/session-lock.ts). */
  readonly directUrl: string;
  /**
   * How long a stopping instance lets its running jobs finish (JOB_DRAIN_SECONDS); past it
   * they are stopped (`JobRun.signal`) and go back to the queue for another instance.
   */
  readonly drainSeconds: number;
}

/** How often an idle worker looks for work; a job sent by this instance wakes it at once. */
const POLLING_INTERVAL_SECONDS = 2;
/** How long a job told to stop at the end of the drain has to record its progress and return. */
const STOPPED_JOB_GRACE_MS = 10_000;
/** Any constant shared by every instance of this server; only the lock's identity matters. */
const QUEUE_CREATION_LOCK_KEY = 0x5a7c_4e2;
/** How often an instance says it is still running its jobs, and looks for others' lost ones. */
const HEARTBEAT_EVERY_MS = 5_000;
/** A run whose instance has not beaten for this long is lost: its job goes back to the queue. */
const LOST_AFTER_SECONDS = 20;

/**
 * The job queue on the app's PostgreSQL, through pg-boss: it keeps jobs in tables of its own
 * schema, and polls rather than LISTENs, so it works behind a pooler in transaction mode. A job
 * that fails, or whose instance stops or dies, is retried by any instance; runners make that
 * safe by being idempotent or resuming from the progress they recorded.
 */
const jobs: FastifyPluginAsync<JobsOptions> = async (
  app,
  { databaseUrl, directUrl, drainSeconds },
) => {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 3,
    application_name: 'satchel-jobs',
    // No cron schedules: the clock monitor's timers would only cost.
    schedule: false,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue'));
  await boss.start();

  /**
   * pg-boss creates a queue by inserting its row and then adding a foreign key to that table, so
   * two instances starting at once, each creating a different queue, deadlock: each holds a row
   * the other's constraint must lock the table past. Instances take turns, as migrations do.
   */
  async function createQueueOnce(queue: string, options: PgBoss.Queue): Promise<void> {
    if (await boss.getQueue(queue)) return;
    await withSessionLock(directUrl, QUEUE_CREATION_LOCK_KEY, () =>
      boss.createQueue(queue, options),
    );
  }
  const stopping = new AbortController();
  /** The runs on this instance, each settled when its runner returns or throws. */
  const running = new Set<Promise<void>>();
  const workers = new Map<string, string>();
  const heartbeats = jobHeartbeatsOf(app.db, randomUUID());
  const beating = setInterval(async () => {
    try {
      await heartbeats.beat();
      for (const lost of await heartbeats.takeLost(LOST_AFTER_SECONDS)) {
        app.log.warn(lost, 'job lost with its instance: back to the queue');
        await boss.fail(lost.queue, lost.jobId, { reason: 'its instance stopped' });
      }
    } catch (error) {
      app.log.error({ err: error }, 'job heartbeat');
    }
  }, HEARTBEAT_EVERY_MS);

  /** A job sent on this instance starts at once if it works that queue, not at its next poll. */
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };

  app.decorate('jobs', {
    async define(queue, run, { retryLimit = 5, expireInSeconds = 120, singleton = false } = {}) {
      await createQueueOnce(queue, {
        name: queue,
        retryLimit,
        retryDelay: 1,
        expireInSeconds,
        policy: singleton ? 'stately' : 'standard',
      });
      const worker = await boss.work<Parameters<typeof run>[0]['data']>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async ([job]) => {
          if (!job) return;
          await heartbeats.started(queue, job.id);
          const runs = run({ id: job.id, data: job.data, signal: stopping.signal });
          const settled = runs.then(
            () => {},
            () => {},
          );
          running.add(settled);
          try {
            // The job's output, which pg-boss keeps with it.
            return await runs;
          } finally {
            running.delete(settled);
            await heartbeats.ended(job.id);
          }
        },
      );
      workers.set(queue, worker);
    },
    async send(queue, data) {
      const id = await boss.send(queue, data);
      // Only a singleton or throttled send answers no id; this queue's sends are neither.
      if (!id) throw new Error(`The job queue did not take a job for ${queue}.`);
      wake(queue);
      return id;
    },
    async sendOnce(queue, data) {
      // No id when a job already waits: that one is this one.
      if (await boss.send(queue, data)) wake(queue);
    },
    async idle(queue) {
      while ((await boss.getQueueSize(queue, { before: 'completed' })) > 0) {
        stopping.signal.throwIfAborted();
        await sleep(POLLING_INTERVAL_SECONDS * 1000, undefined, { signal: stopping.signal });
      }
    },
    cancel: (queue, id) => boss.cancel(queue, id),
    async outcome(queue, id, onState) {
      let seen: string | undefined;
      for (;;) {
        const job = await boss.getJobById(queue, id, { includeArchive: true });
        if (!job) throw new Error(`The job queue has no job ${id} in ${queue}.`);
        if (job.state !== seen) {
          seen = job.state;
          onState?.(job.state);
        }
        if (job.state === 'completed') return job.output;
        if (job.state === 'failed' || job.state === 'cancelled') {
          const reason = (job.output as { message?: unknown } | null)?.message;
          throw new Error(
            `The job ${id} of ${queue} ${job.state}: ${String(reason ?? 'no reason')}`,
          );
        }
        await sleep(POLLING_INTERVAL_SECONDS * 1000, undefined, { signal: stopping.signal });
      }
    },
  } satisfies Jobs);

  /**
   * Drains: takes no new job, lets the running ones finish within `drainSeconds`, then tells the
   * rest to stop; pg-boss fails what is still running after their grace, so it runs again on
   * another instance. The heartbeats go on meanwhile, or another instance would take a job
   * this one is still finishing.
   */
  app.addHook('onClose', async () => {
    const stopped = boss.stop({
      graceful: true,
      timeout: drainSeconds * 1000 + STOPPED_JOB_GRACE_MS,
    });
    let drainEnded: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running),
      new Promise((resolve) => {
        drainEnded = setTimeout(resolve, drainSeconds * 1000);
      }),
    ]);
    clearTimeout(drainEnded);
    stopping.abort();
    await stopped;
    clearInterval(beating);
  });
};

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['database'] });
