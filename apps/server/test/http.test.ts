import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ADMIN, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

const INDEX_HTML = '<!doctype html><title>Satchel Admin</title><div id="root"></div>';

let databaseUrl: string;
let consoleDir: string;
let withConsole: FastifyInstance;
let withoutConsole: FastifyInstance;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  consoleDir = await mkdtemp(join(tmpdir(), 'satchel-console-'));
  await mkdir(join(consoleDir, 'assets'));
  await writeFile(join(consoleDir, 'index.html'), INDEX_HTML);
  await writeFile(join(consoleDir, 'assets', 'index-3f2a1b.js'), 'console.log("app");');
  // The build's compressed twins of the same file.
  const script = Buffer.from('console.log("app");');
  await writeFile(join(consoleDir, 'assets', 'index-3f2a1b.js.br'), brotliCompressSync(script));
  await writeFile(join(consoleDir, 'assets', 'index-3f2a1b.js.gz'), gzipSync(script));
  withConsole = await buildApp(testConfig(databaseUrl, { consoleDir }));
  withoutConsole = await buildApp(testConfig(databaseUrl));
});
afterAll(async () => {
  await withConsole.close();
  await withoutConsole.close();
  await rm(consoleDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbid inline scripts, framing and plugins, and leak no referrer', async () => {
    const response = await withConsole.inject('/');
    const csp = response.headers['content-security-policy'] as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Images may be outside links (banners, logos, product images), shown without a referrer.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    // Any web site may be framed (the website preview shows http:// sites too); nobody frames us.
    expect(directives.get('frame-src')).toEqual(['https:', 'http:']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('are sent on API answers too', async () => {
    const response = await withConsole.inject({ method: 'POST', url: '/api/v1/admin/logout' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('caching', () => {
  it('is forbidden for API answers: they hold tokens, personal data and earnings', async () => {
    const token = (
      await withConsole.inject({ method: 'POST', url: '/api/v1/admin/login', payload: ADMIN })
    ).json().data.token as string;
    const answers = [
      await withConsole.inject({ method: 'POST', url: '/api/v1/admin/login', payload: ADMIN }),
      await withConsole.inject({
        url: '/api/v1/admin/me',
        headers: { authorization: `Bearer ${token}` },
      }),
      await withConsole.inject('/api/v1/admin/me'),
      await withConsole.inject('/api/v1/nothing-here'),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.raw.req.url).toBe('no-store');
    }
  });
});

describe('the built console', () => {
  it('is served at / and at any page path, never cached', async () => {
    for (const url of ['/', '/orders', '/login', '/some/deep/page?x=1']) {
      const response = await withConsole.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await withConsole.inject('/assets/index-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset brotli- or gzip-compressed, as the browser accepts, else as it is', async () => {
    const fetch = (encoding?: string) =>
      withConsole.inject({
        url: '/assets/index-3f2a1b.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await fetch('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app");');
    const gzip = await fetch('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app");');
    const plain = await fetch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer unknown /api and /files paths with the console', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/unknown', '/files/missing.png']) {
      const response = await withConsole.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: expect.stringContaining('not found'),
        code: expect.any(String),
      });
    }
    const post = await withConsole.inject({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({
      message: 'Route POST /api/v1/nothing-here not found',
      code: expect.any(String),
    });
  });

  it('when not built, page paths answer 404 saying so', async () => {
    const response = await withoutConsole.inject('/orders');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/console is not built/);
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document with login and logout', async () => {
    const response = await withConsole.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1/admin/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/admin/logout'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/admin/login'].post.requestBody).toBeDefined();
  });

  it('has a viewer at /api/docs under the same CSP', async () => {
    const page = await withConsole.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
  });
});
