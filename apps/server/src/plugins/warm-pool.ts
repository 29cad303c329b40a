import { businessDay, dashboard } from '@satchel/api';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { queuePage } from '../repos/assignment-queue.js';
import { glanceDays, waitingWork } from '../repos/dashboard.js';
import type { Db } from '../repos/db.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the pool's connections are opened and warmed (or that failed). */
    readonly poolWarmed: Promise<void>;
  }
}

export interface WarmPoolOptions {
  /** How many connections to open (config.ts's DATABASE_WARM_CONNECTIONS). */
  readonly connections: number;
}

/**
 * The Dashboard's calls on `db`, as the routes make them. On one connection of the pool: each
 * named statement is parsed and planned there, and kept (its name, the same for any database
 * handle: list-query.ts `preparedFor`), for the calls that later get the connection. On the
 * app's own handle: its statements built, as the routes' first calls would otherwise.
 */
async function dashboardCalls(db: Db): Promise<void> {
  await glanceDays(db, businessDay());
  await waitingWork(db, { now: new Date(), money: true });
  await waitingWork(db, { now: new Date(), money: false });
  await queuePage(db, { limit: dashboard.QUEUE_PAGE_DEFAULT + 1 });
}

/**
 * Opens `connections` of the pool at once when the app is ready, and prepares the Dashboard's
 * statements on each: a fresh instance's first calls found no connection open (each opened one,
 * 16 at once) and planned every statement again on each new connection, some 50 ms more than a
 * warm call under load. In the background, so that the start is not slower; the readiness check
 * answers once it is done (http/health.ts). A failure is logged, and the calls open and plan as
 * they go, as without it. The pool keeps these connections however long they idle
 * (db/client.ts), or their statements would go with them. The primary's pool only: with read
 * replicas (plugins/replicas.ts), their pools still open and plan as the calls come.
 */
const warmPool: FastifyPluginAsync<WarmPoolOptions> = async (app, { connections }) => {
  let warmed: Promise<void> = Promise.resolve();
  app.decorate('poolWarmed', {
    getter: () => warmed,
  });
  if (connections === 0) return;
  const warm = async () => {
    // Held all at once, so that the pool opens as many connections rather than reusing one.
    const opened = await Promise.allSettled(
      Array.from({ length: connections }, () => app.pool.connect()),
    );
    const clients = opened.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      const failed = opened.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      await Promise.all(clients.map((client) => dashboardCalls(drizzle(client, { schema }))));
    } finally {
      for (const client of clients) client.release();
    }
    await dashboardCalls(app.db);
  };
  app.addHook('onReady', async () => {
    warmed = warm().catch((error: unknown) => {
      app.log.warn({ err: error }, 'warming the database connections');
    });
  });
  // The pool closes with the app: not while the warm-up holds its connections.
  app.addHook('onClose', async () => {
    await warmed;
  });
};

export const warmPoolPlugin = fp(warmPool, {
  name: 'warm-pool',
  fastify: '5.x',
  dependencies: ['database'],
});
