import cors from '@fastify/cors';
import { WRITTEN_AT_HEADER } from '@satchel/api';
import type { FastifyInstance } from 'fastify';

/**
 * Lets pages of the listed origins (CORS_ORIGINS) call the API: other tools that embed the
 * elements sign in and send the token as Authorization, which browsers only allow another
 * origin after a preflight the server answers. No origin listed, no CORS headers: the API stays
 * the console's alone. Registered in the API's scope, so only /api answers carry them.
 */
export async function allowApiCallsFrom(
  api: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  await api.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A write's position, which the embedding page's client sends back with its reads.
    exposedHeaders: [WRITTEN_AT_HEADER],
    // Browsers keep an answered preflight this long (seconds) instead of asking before each call.
    maxAge: 600,
  });
}
