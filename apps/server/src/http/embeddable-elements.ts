import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_FOREVER, REVALIDATE } from './console.js';

/** Where other sites' pages load the elements from (satchel-elements.js and .css). */
export const ELEMENTS_PREFIX = '/elements/';

/**
 * The copies named by their content (satchel-elements.3f2a1b9c04de.js) never change; nor do
 * their compressed twins (….js.br), whose paths setHeaders sees when it sends one.
 */
const fingerprinted = /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/;

export interface EmbeddableElementsOptions {
  readonly elementsDir: string;
}

/**
 * Serves the elements' one-file build (packages/elements/dist/embed) to any page: every origin
 * may load it (CORS for the module script, which browsers fetch in CORS mode, and
 * Cross-Origin-Resource-Policy for the stylesheet's plain <link>, which helmet would otherwise
 * confine to this origin). Fingerprinted copies are cached for a year, the plain names are
 * revalidated. A missing build or file is a JSON 404 (console.ts counts /elements as the
 * server's).
 */
const embeddableElements: FastifyPluginAsync<EmbeddableElementsOptions> = async (
  app,
  { elementsDir },
) => {
  if (!existsSync(elementsDir)) return;
  await app.register(fastifyStatic, {
    root: elementsDir,
    prefix: ELEMENTS_PREFIX,
    // The console's registration owns reply.sendFile.
    decorateReply: false,
    // The build's .br and .gz twins, to browsers that accept them.
    preCompressed: true,
    // Its one max-age for all files would override ours.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        fingerprinted.test(basename(path)) ? CACHE_FOREVER : REVALIDATE,
      );
      // The encoding sent depends on the request's Accept-Encoding: caches must keep each apart.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};

export const embeddableElementsPlugin = fp(embeddableElements, {
  name: 'embeddable-elements',
  fastify: '5.x',
});
