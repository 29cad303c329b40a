import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ensureOrderPartitions } from '../repos/order-partitions.js';

/** How far ahead the months' partitions are made: a quarter of margin for a stopped server. */
const MONTHS_AHEAD = 3;
/** Once a day: a month's partition then exists three months before its first order. */
const EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the order tables' partitions of the coming months (docs/partitions.md) on start and
 * daily, on the primary. Every instance does it; the database makes each month once. An order
 * of a month without its partition still goes in, to the default partition, so a missed day
 * costs only pruning.
 */
const orderPartitions: FastifyPluginAsync = async (app) => {
  const ensure = async () => {
    try {
      const made = await ensureOrderPartitions(app.db, MONTHS_AHEAD);
      if (made > 0) app.log.info({ made }, 'order partitions made for the coming months');
    } catch (error) {
      app.log.error({ err: error }, 'order partitions');
    }
  };
  await ensure();
  const daily = setInterval(ensure, EVERY_MS);
  daily.unref();
  app.addHook('onClose', async () => clearInterval(daily));
};

export const orderPartitionsPlugin = fp(orderPartitions, {
  name: 'order-partitions',
  fastify: '5.x',
  dependencies: ['database'],
});
