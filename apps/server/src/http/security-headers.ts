import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The console is built to need no inline script: scripts, style sheets, fetches and workers
 * come from this origin, images also from data:/blob: and from other sites (banners, category
 * logos and product images may be outside links; no-referrer below keeps them from learning
 * where they are shown).
 * Inline styles stay allowed because the UI libraries set style attributes.
 * No upgrade-insecure-requests: the server is often reached as http://localhost.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  // Shoelace's <sl-icon> fetches its icons, and ours are data: URIs.
  'connect-src': ["'self'", 'data:'],
  'worker-src': ["'self'"],
  // The Users screen previews a customer's website in a sandboxed frame; many are http:// only.
  'frame-src': ['https:', 'http:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Helmet's headers on every answer, set on request so that a route or hook may still override
 * them. Helmet's middleware is built once here: @fastify/helmet built it anew on every request,
 * parsing the whole policy each time, a tenth of a cheap list call's own CPU.
 */
const securityHeaders: FastifyPluginAsync = async (app) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    // The legacy twin of frame-ancestors 'none'.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet checks its options when built above; applying them cannot fail.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
};

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'security-headers',
  fastify: '5.x',
});
