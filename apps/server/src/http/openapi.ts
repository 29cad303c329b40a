import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from './api-base.js';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * The OpenAPI document is generated from the routes, hence from the contract; register this
 * before any route. The viewer at /api/docs is allowed the hashes of its own inline script
 * and style on top of the site-wide CSP, and nothing else.
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: (header) => {
      const { script, style } = app.swaggerCSP;
      return header
        .replace("script-src 'self'", `script-src 'self' ${script.join(' ')}`)
        .replace("style-src 'self'", `style-src 'self' ${style.join(' ')}`);
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
