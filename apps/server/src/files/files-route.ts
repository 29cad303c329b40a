import { errorCodes } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { isPrivateFileKey, isSafeFileKey } from './file-keys.js';

/** Public keys are never reused for other content: a new file gets a new key. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** A document stays out of every shared cache and off the disk of the browser. */
const NEVER_KEEP = 'private, no-store';

/**
 * A stored SVG opened directly must not run scripts on our origin: files get a policy that
 * allows nothing but their own inline styles and data: images, in a sandbox.
 */
const FILE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /files/<key>`: images and documents referenced by <img> in the console, which cannot send
 * a bearer token. Public images need no sign-in; a private document (`private/…`) is served only
 * through a short-lived link signed for a signed-in administrator (see file-links.ts). Read from
 * `app.files`.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const { files: storage, fileLinks: links } = app;
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeFileKey(key)) throw new HttpError(400, 'Invalid file key');
    const isPrivate = isPrivateFileKey(key);
    if (isPrivate) {
      const { expires, signature } = request.query as Record<string, unknown>;
      if (!links.isValid(key, expires, signature)) {
        throw refusal(403, errorCodes.fileLinkInvalid);
      }
    }
    const file = await storage.get(key);
    if (!file) throw new HttpError(404, 'File not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', isPrivate ? NEVER_KEEP : CACHE_FOREVER)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_POLICY)
      .send(file.body);
  });
};
