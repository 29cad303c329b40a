import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from './api-base.js';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * The OpenAPI document is generated from the routes, hence from the contract; register this
 * before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Satchel Admin API',
        version: '1',
        description: `Every call lives under ${API_BASE}. Errors answer \`{message}\`.`,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  // The viewer loads its scripts from files under /api/docs/static and needs no inline script,
  // so the site-wide CSP (security-headers.ts) applies to it unchanged.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
