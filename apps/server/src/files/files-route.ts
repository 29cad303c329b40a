import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { isSafeFileKey } from './file-keys.js';

/** Keys are unguessable and a key's content never changes: a new file gets a new key. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * A stored SVG opened directly must not run scripts on our origin: files get a policy that
 * allows nothing but their own inline styles and data: images, in a sandbox.
 */
const FILE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /files/<key>`: images and documents referenced by <img> in the console. No sign-in
 * (an <img> cannot send a bearer token); keys are unguessable ids. Read from `app.files`.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.files;
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeFileKey(key)) throw new HttpError(400, 'Invalid file key');
    const file = await storage.get(key);
    if (!file) throw new HttpError(404, 'File not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', CACHE_FOREVER)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_POLICY)
      .send(file.body);
  });
};
