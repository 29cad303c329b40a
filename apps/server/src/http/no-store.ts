import type { FastifyInstance } from 'fastify';
import { API_BASE } from './api-base.js';

/**
 * API answers hold tokens, personal data and earnings: no browser or proxy may keep them. Set
 * on every request under the API (refusals and 404s too); the console's files keep their own.
 */
export function forbidCachingApiAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE}/`)) reply.header('cache-control', 'no-store');
  });
}
