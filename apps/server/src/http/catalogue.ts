import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_FOREVER, REVALIDATE } from './console.js';
import { HttpError } from './http-error.js';
import { contentSecurityPolicy } from './security-headers.js';

export const CATALOGUE_PREFIX = '/catalogue/';

/** Storybook's two pages, whose small inline scripts set its configuration up. */
const pagesWithInlineScripts = ['index.html', 'iframe.html'];

/** The CSP source of each inline script of the built pages, so only those may run. */
async function inlineScriptHashes(catalogueDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const page of pagesWithInlineScripts) {
    const html = await readFile(join(catalogueDir, page), 'utf8');
    for (const [, body = ''] of html.matchAll(
      /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The site-wide policy, loosened only as Storybook needs: its own inline scripts (by hash, not
 * 'unsafe-inline': the catalogue shares its origin, hence its storage, with the console), and
 * the manager framing the story preview of the same origin.
 */
function catalogueSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    ...contentSecurityPolicy,
    'script-src': ["'self'", ...scriptHashes],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/** The catalogue's pages are no call of the API: the OpenAPI document leaves them out. */
const notAnApiCall = { schema: { hide: true } };

export interface CatalogueOptions {
  readonly catalogueDir: string;
}

/**
 * Serves the element catalogue (the Storybook that `pnpm build` writes to `catalogueDir`) at
 * /catalogue/. When it is not built, its paths answer a 404 that says so.
 */
const catalogue: FastifyPluginAsync<CatalogueOptions> = async (app, { catalogueDir }) => {
  const index = join(catalogueDir, 'index.html');
  await app.register(async (pages) => {
    if (!existsSync(index)) {
      const notBuilt = async () => {
        throw new HttpError(
          404,
          `The catalogue is not built: ${index} is missing. Run pnpm build.`,
        );
      };
      pages.get('/catalogue', notAnApiCall, notBuilt);
      pages.get(`${CATALOGUE_PREFIX}*`, notAnApiCall, notBuilt);
      return;
    }
    const policy = catalogueSecurityPolicy(await inlineScriptHashes(catalogueDir));
    pages.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
    // The pages' relative URLs resolve under /catalogue/ only.
    pages.get('/catalogue', notAnApiCall, (_request, reply) =>
      reply.redirect(CATALOGUE_PREFIX, 301),
    );
    await pages.register(fastifyStatic, {
      root: catalogueDir,
      prefix: CATALOGUE_PREFIX,
      // The console's registration owns reply.sendFile.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Storybook's Vite build fingerprints what it writes under assets/.
        const underAssets = path.startsWith(join(catalogueDir, 'assets'));
        res.setHeader('cache-control', underAssets ? CACHE_FOREVER : REVALIDATE);
      },
    });
  });
};

export const cataloguePlugin = fp(catalogue, { name: 'catalogue', fastify: '5.x' });
