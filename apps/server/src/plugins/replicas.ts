import { setTimeout } from 'node:timers/promises';
import {
  formatWalPosition,
  parseWalPosition,
  READ_AFTER_HEADER,
  WRITTEN_AT_HEADER,
} from '@satchel/api';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createReplicaSet, type ReplicaState } from '../db/replicas.js';
import { inReadScope } from '../history/write-scope.js';
import { isUnreachable } from '../repos/pg-errors.js';

/** Where the calls of operators read (issue 32): a replica when one can, else the primary. */
export interface ReplicaReads {
  /**
   * Runs `work`, a reading call's handler, on an up replica that has replayed the caller's last
   * write (READ_AFTER_HEADER), else on the primary. A replica that fails the read by being
   * unreachable is counted down and the read is made again on the primary: the operator sees
   * no error.
   */
  read<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
  /**
   * Where a job reads its rows (an export's): an up replica that has replayed all the primary
   * had written when asked, so it has whatever the job's request wrote; else the primary.
   */
  jobPool(): Promise<pg.Pool>;
  /** Answers a committed write with the primary's position after it (WRITTEN_AT_HEADER). */
  answerWritten(reply: FastifyReply): Promise<void>;
  /** Each replica's standing, for /health/ready. */
  states(): readonly ReplicaState[];
}

/** Every read on the primary: an app without replicas, as a test's bare app has. */
export const readsOnPrimary: ReplicaReads = {
  read: (_request, work) => work(),
  jobPool: () => Promise.reject(new Error('An app without a database has no pool for jobs.')),
  answerWritten: async () => {},
  states: () => [],
};

/** How long a job waits for a replica to replay what was written when it started. */
const JOB_REPLICA_WAIT_MS = 2_000;
const JOB_REPLICA_POLL_MS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    readonly replicas: ReplicaReads;
  }
}

export interface ReplicasOptions {
  readonly urls: readonly string[];
  readonly maxLagSeconds: number;
}

/**
 * The primary's streaming replicas (DATABASE_REPLICA_URLS), read by every signed-in GET call but
 * the change stream (register-call.ts): lists, searches, details, charts, sales figures and the
 * Dashboard. Writes, and the reads that decide a write (due amounts, stock, idempotency,
 * sign-in, limits), are made in write calls and sign-in checks, which stay on the primary.
 */
const replicas: FastifyPluginAsync<ReplicasOptions> = async (app, { urls, maxLagSeconds }) => {
  const set = createReplicaSet({
    urls,
    primary: app.pool,
    maxLagSeconds,
    onProbeError: (name, error) => app.log.debug({ err: error, replica: name }, 'replica probe'),
  });
  app.addHook('onClose', () => set.close());

  app.decorate('replicas', {
    async read(request, work) {
      if (!set.configured) return work();
      const header = request.headers[READ_AFTER_HEADER];
      const replica = set.pick(parseWalPosition(typeof header === 'string' ? header : null));
      if (!replica) return work();
      try {
        return await inReadScope(replica.db, work);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        set.lost(replica);
        request.log.warn(
          { err: error, replica: replica.name },
          'replica lost: read on the primary',
        );
        return work();
      }
    },
    async jobPool() {
      if (!set.configured) return app.pool;
      // A replica trails a busy primary by a moment: the job waits a few probes for one.
      const writtenAt = await set.writtenAt();
      for (const waitUntil = Date.now() + JOB_REPLICA_WAIT_MS; ; ) {
        const replica = set.pick(writtenAt);
        if (replica) return replica.pool;
        if (Date.now() >= waitUntil) return app.pool;
        await setTimeout(JOB_REPLICA_POLL_MS);
      }
    },
    async answerWritten(reply) {
      if (set.configured) reply.header(WRITTEN_AT_HEADER, formatWalPosition(await set.writtenAt()));
    },
    states: () => set.states(),
  } satisfies ReplicaReads);
};

export const replicasPlugin = fp(replicas, {
  name: 'replicas',
  fastify: '5.x',
  dependencies: ['database'],
});
