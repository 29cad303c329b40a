import Fastify, { type FastifyInstance } from 'fastify';
import { readsOnPrimary } from '../../src/plugins/replicas.js';
import { requestsPlugin } from '../../src/plugins/requests.js';

/**
 * A Fastify app with no database: only how requests are read, validated and answered (the
 * requests plugin) and every read on the primary, for testing one piece of the HTTP layer on its own.
 */
export async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('replicas', readsOnPrimary);
  await app.register(requestsPlugin, {
    uploadPace: { idleSeconds: 30, minBytesPerSecond: 1024, importWaitSeconds: 10 },
  });
  return app;
}
