import {
  type DemoOptions,
  type SeedResult,
  seedDemoDatabase,
  seedDemoIfEmpty,
} from '@satchel/demo';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** What a chosen seed (`seedDemoWith`) did, as its job's output keeps it. */
export type SeedReport =
  | { readonly seeded: false; readonly existingOrders: number }
  | {
      readonly seeded: true;
      /** Rows loaded per table, in the order they were loaded. */
      readonly counts: Readonly<Record<string, number>>;
      readonly elapsedMs: number;
    };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives a database without orders the demo marketplace of `orders` orders, as a job that
     * any instance may run; resolves once no seed waits or runs (SEED_DEMO, server.ts).
     */
    seedDemo(orders: number): Promise<void>;
    /**
     * Loads the demo marketplace of `options` (`pnpm seed`), emptying the marketplace first when
     * `reset`, as a job that any instance may run; `onState` hears the job's states as it goes
     * (queued, running, run again). A database with orders is left as it is unless `reset`.
     */
    seedDemoWith(
      options: DemoOptions,
      reset: boolean,
      onState?: (state: string) => void,
    ): Promise<SeedReport>;
  }
}

export interface DemoSeedOptions {
  /** The database the seed writes, in one transaction of its own connection. */
  readonly databaseUrl: string;
}

export const DEMO_SEED_QUEUE = 'demo-seed';

/**
 * A seed job: the start's (a database without orders gets the demo of `orders` orders), or
 * `pnpm seed`'s, with every option (`now` as ISO time) and whether to empty the marketplace.
 */
type DemoSeedJob =
  | { readonly orders: number }
  | {
      readonly options: Omit<DemoOptions, 'now'> & { readonly now: string };
      readonly reset: boolean;
    };

const reportOf = (result: SeedResult): SeedReport =>
  result.seeded
    ? { seeded: true, counts: Object.fromEntries(result.counts), elapsedMs: result.elapsedMs }
    : result;

/**
 * A seed of a million orders takes minutes (bench-results/seed.md); ten million, tens of them.
 * An instance killed meanwhile is noticed by its heartbeats long before this.
 */
const SEED_EXPIRES_IN_SECONDS = 2 * 60 * 60;

/**
 * The demo seed on the job queue: every instance starting with SEED_DEMO asks for it, and so
 * does `pnpm seed`; one job waits at a time (a singleton queue) and any instance runs it. It is
 * one transaction that leaves a database with orders as it is (unless a reset is asked), so a
 * run killed with its instance leaves nothing and the retry seeds afresh, and a second start's
 * job after a finished one does nothing.
 */
const demoSeed: FastifyPluginAsync<DemoSeedOptions> = async (app, { databaseUrl }) => {
  await app.jobs.define<DemoSeedJob>(
    DEMO_SEED_QUEUE,
    async ({ data, signal }) => {
      try {
        if (!('options' in data)) {
          await seedDemoIfEmpty(databaseUrl, app.files, (line) => app.log.info(line), data, signal);
          return undefined;
        }
        const options = { ...data.options, now: new Date(data.options.now) };
        const seed = { options, storage: app.files, reset: data.reset };
        return reportOf(await seedDemoDatabase(databaseUrl, seed, signal));
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
  app.decorate('seedDemoWith', async (options: DemoOptions, reset: boolean, onState) => {
    const id = await app.jobs.send<DemoSeedJob>(DEMO_SEED_QUEUE, {
      options: { ...options, now: options.now.toISOString() },
      reset,
    });
    return (await app.jobs.outcome(DEMO_SEED_QUEUE, id, onState)) as SeedReport;
  });
};

export const demoSeedPlugin = fp(demoSeed, {
  name: 'demo-seed',
  fastify: '5.x',
  dependencies: ['jobs', 'files'],
});
