import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    // The legacy twin of frame-ancestors 'none'.
    frameguard: { action: 'deny' },
  });
}
