import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.js';

/**
 * For load balancers and orchestrators, outside the API and without a token: `/health` answers
 * while the process runs, `/health/ready` only while the primary database answers too (else
 * 503) and its connections were warmed at start, with each database's standing: the primary's, and each read replica's (up, lagging or
 * down: a replica that is not up only stops being read, the instance stays ready).
 */
const health: FastifyPluginAsync = async (app) => {
  const { pool } = app;
  const schema = { hide: true };
  app.get('/health', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Ready once the pool's connections are open and warm (plugins/warm-pool.ts).
    await app.poolWarmed;
    try {
      await pool.query('select 1');
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      throw new HttpError(503, 'The database is unreachable');
    }
    return {
      status: 'ready',
      databases: [
        { name: 'primary', condition: 'up' },
        ...app.replicas.states().map(({ name, condition, replayed }) => ({
          name: `replica ${name}`,
          condition,
          replayed,
        })),
      ],
    };
  });
};

export const healthPlugin = fp(health, {
  name: 'health',
  fastify: '5.x',
  dependencies: ['database', 'replicas', 'warm-pool'],
});
