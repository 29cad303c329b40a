import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';

// A Storybook build in small: its two pages set themselves up with inline scripts.
const MANAGER_SCRIPT = 'window.CONFIG_TYPE = "PRODUCTION";';
const PREVIEW_SCRIPT = 'window.STORIES = [];';
const INDEX_HTML = `<!doctype html><title>Catalogue</title><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`;
const IFRAME_HTML = `<!doctype html><script>${PREVIEW_SCRIPT}</script><div id="storybook-root"></div>`;

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP header's directives by name. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );

let catalogueDir: string;
let withCatalogue: FastifyInstance;
let withoutCatalogue: FastifyInstance;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  catalogueDir = await mkdtemp(join(tmpdir(), 'satchel-catalogue-'));
  await mkdir(join(catalogueDir, 'assets'));
  await writeFile(join(catalogueDir, 'index.html'), INDEX_HTML);
  await writeFile(join(catalogueDir, 'iframe.html'), IFRAME_HTML);
  await writeFile(join(catalogueDir, 'index.json'), '{"v":5,"entries":{}}');
  await writeFile(join(catalogueDir, 'assets', 'iframe-3f2a1b.js'), 'export {};');
  withCatalogue = await buildApp(testConfig(databaseUrl, { catalogueDir }));
  withoutCatalogue = await buildApp(testConfig(databaseUrl));
});
afterAll(async () => {
  await withCatalogue.close();
  await withoutCatalogue.close();
  await rm(catalogueDir, { recursive: true, force: true });
});

describe('the element catalogue', () => {
  it('is served at /catalogue/, where its relative URLs resolve', async () => {
    const bare = await withCatalogue.inject('/catalogue');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/catalogue/');

    const page = await withCatalogue.inject('/catalogue/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(INDEX_HTML);
    expect((await withCatalogue.inject('/catalogue/index.json')).json()).toEqual({
      v: 5,
      entries: {},
    });
  });

  it('caches fingerprinted assets forever and revalidates the rest', async () => {
    const asset = await withCatalogue.inject('/catalogue/assets/iframe-3f2a1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await withCatalogue.inject('/catalogue/iframe.html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("runs only its own inline scripts and frames its own preview, while the console's policy stays strict", async () => {
    for (const url of ['/catalogue/', '/catalogue/iframe.html']) {
      const response = await withCatalogue.inject(url);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual([
        "'self'",
        hashOf(MANAGER_SCRIPT),
        hashOf(PREVIEW_SCRIPT),
      ]);
      expect(policy.get('frame-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }

    const consolePage = await withCatalogue.inject('/');
    const policy = directives(consolePage.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(consolePage.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown catalogue path with a JSON 404, not the console', async () => {
    const response = await withCatalogue.inject('/catalogue/no-such-page.html');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /catalogue/no-such-page.html not found',
      code: 'resource.not_found',
    });
  });

  it('when not built, answers 404 saying how to build it', async () => {
    for (const url of ['/catalogue', '/catalogue/', '/catalogue/iframe.html']) {
      const response = await withoutCatalogue.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toMatch(
        /^The catalogue is not built: .*satchel-catalogue-not-built\/index\.html is missing\. Run pnpm build\.$/,
      );
    }
  });
});
