import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.js';

/** Paths that are never the console's, so an unknown one gets a JSON 404. */
const serverOwned = /^\/(api|files|elements|catalogue)(\/|$)/;

/** For fingerprinted files, whose content never changes under their name. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface ConsoleOptions {
  readonly consoleDir: string;
}

/**
 * Serves the built console from `consoleDir`, compressed ahead of time by its build (brotli or
 * gzip, whichever the browser accepts). Vite fingerprints everything under /assets, so
 * those files are cached for a year; anything else is revalidated. Every other GET path that
 * is not the server's gets index.html: the console routes it and shows its own 404 page.
 */
const consoleFiles: FastifyPluginAsync<ConsoleOptions> = async (app, { consoleDir }) => {
  const built = existsSync(join(consoleDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      // The build's .br and .gz twins, to browsers that accept them.
      preCompressed: true,
      // Its one max-age for all files would override ours.
      cacheControl: false,
      setHeaders: (res, path) => {
        const underAssets = path.startsWith(join(consoleDir, 'assets'));
        res.setHeader('cache-control', underAssets ? CACHE_FOREVER : REVALIDATE);
        // The encoding sent depends on the request's Accept-Encoding: caches must keep each apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (serverOwned.test(path) || !isPageRequest) {
      throw new HttpError(404, `Route ${request.method} ${path} not found`);
    }
    if (!built) {
      throw new HttpError(
        404,
        `The console is not built: ${join(consoleDir, 'index.html')} is missing. Run pnpm build.`,
      );
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
};

export const consolePlugin = fp(consoleFiles, { name: 'console', fastify: '5.x' });
