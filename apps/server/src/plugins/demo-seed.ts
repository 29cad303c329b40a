import { seedDemoIfEmpty } from '@satchel/demo';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives a database without orders the demo marketplace of `orders` orders, as a job that
     * any instance may run; resolves once no seed waits or runs (SEED_DEMO, server.ts).
     */
    seedDemo(orders: number): Promise<void>;
  }
}

export interface DemoSeedOptions {
  /** The database the seed writes, in one transaction of its own connection. */
  readonly databaseUrl: string;
}

export const DEMO_SEED_QUEUE = 'demo-seed';

interface DemoSeedJob {
  readonly orders: number;
}

/**
 * A seed of a million orders takes minutes (bench-results/seed.md); ten million, tens of them.
 * An instance killed meanwhile is noticed by its heartbeats long before this.
 */
const SEED_EXPIRES_IN_SECONDS = 2 * 60 * 60;

/**
 * The demo seed on the job queue: every instance starting with SEED_DEMO asks for it, one job
 * waits at a time (a singleton queue) and any instance runs it. It is one transaction that
 * leaves a database with orders as it is, so a run killed with its instance leaves nothing and
 * the retry seeds afresh, and a second job after a finished one does nothing.
 */
const demoSeed: FastifyPluginAsync<DemoSeedOptions> = async (app, { databaseUrl }) => {
  await app.jobs.define<DemoSeedJob>(
    DEMO_SEED_QUEUE,
    async ({ data, signal }) => {
      try {
        await seedDemoIfEmpty(databaseUrl, app.files, (line) => app.log.info(line), data, signal);
      } catch (error) {
        // Said once per try: after the last, instances start without the demo data.
        if (!signal.aborted) app.log.error({ err: error }, 'demo seed failed');
        throw error;
      }
    },
    { singleton: true, retryLimit: 3, expireInSeconds: SEED_EXPIRES_IN_SECONDS },
  );
  app.decorate('seedDemo', async (orders: number) => {
    await app.jobs.sendOnce<DemoSeedJob>(DEMO_SEED_QUEUE, { orders });
    await app.jobs.idle(DEMO_SEED_QUEUE);
  });
};

export const demoSeedPlugin = fp(demoSeed, {
  name: 'demo-seed',
  fastify: '5.x',
  dependencies: ['jobs', 'files'],
});
