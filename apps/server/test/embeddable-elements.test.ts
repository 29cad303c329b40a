import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

const SCRIPT = 'customElements.define("sat-x", class extends HTMLElement {});';
const STYLES = ':root { --sl-color-primary-600: #0369a1; }';
const FINGERPRINTED = 'satchel-elements.0a1b2c3d4e5f.js';
const INDEX_HTML = '<!doctype html><title>Satchel Admin</title>';

let databaseUrl: string;
let elementsDir: string;
let consoleDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  elementsDir = await mkdtemp(join(tmpdir(), 'satchel-elements-'));
  await writeFile(join(elementsDir, 'satchel-elements.js'), SCRIPT);
  await writeFile(join(elementsDir, FINGERPRINTED), SCRIPT);
  await writeFile(join(elementsDir, `${FINGERPRINTED}.br`), brotliCompressSync(SCRIPT));
  await writeFile(join(elementsDir, 'satchel-elements.css'), STYLES);
  // A built console too: a path it does not own must not fall back to its index.html.
  consoleDir = await mkdtemp(join(tmpdir(), 'satchel-console-'));
  await writeFile(join(consoleDir, 'index.html'), INDEX_HTML);
  app = await buildApp(testConfig(databaseUrl, { elementsDir, consoleDir }));
});
afterAll(async () => {
  await app.close();
  await rm(elementsDir, { recursive: true, force: true });
  await rm(consoleDir, { recursive: true, force: true });
});

const fromOtherSite = { origin: 'https://tools.example.com' };

describe('the embeddable elements at /elements', () => {
  it('serve the script as JavaScript that any site may load', async () => {
    const response = await app.inject({
      url: '/elements/satchel-elements.js',
      headers: fromOtherSite,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // helmet's default, same-origin, would block the stylesheet's <link> on another site.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serve the stylesheet to any site too', async () => {
    const response = await app.inject({
      url: '/elements/satchel-elements.css',
      headers: fromOtherSite,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(STYLES);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('let browsers keep a fingerprinted copy for a year, and revalidate the plain name', async () => {
    const copy = await app.inject(`/elements/${FINGERPRINTED}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await app.inject({
      url: `/elements/${FINGERPRINTED}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const plain = await app.inject('/elements/satchel-elements.js');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const unchanged = await app.inject({
      url: '/elements/satchel-elements.js',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('answer a file that is not there with a JSON 404, not the console', async () => {
    for (const url of ['/elements/satchel-elements.9f9f9f9f9f9f.js', '/elements/', '/elements']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: expect.stringContaining('not found'),
        code: expect.any(String),
      });
    }
  });

  it('are a JSON 404 when the elements are not built', async () => {
    const unbuilt = await buildApp(
      testConfig(databaseUrl, { elementsDir: join(elementsDir, 'not-built'), consoleDir }),
    );
    try {
      const response = await unbuilt.inject('/elements/satchel-elements.js');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: expect.stringContaining('not found'),
        code: expect.any(String),
      });
    } finally {
      await unbuilt.close();
    }
  });
});

describe('calls of the API from another site', () => {
  const preflight = (target: FastifyInstance, origin: string) =>
    target.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/status/0123456789abcdef01234567',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('are refused by default: API answers carry no CORS headers', async () => {
    const response = await preflight(app, fromOtherSite.origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: fromOtherSite,
      payload: { username: 'admin', password: 'wrong password' },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are allowed, with a token and any method, for the origins CORS_ORIGINS lists', async () => {
    const open = await buildApp(testConfig(databaseUrl, { corsOrigins: [fromOtherSite.origin] }));
    try {
      const allowed = await preflight(open, fromOtherSite.origin);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(fromOtherSite.origin);
      expect(allowed.headers['access-control-allow-methods']).toContain('PUT');
      expect(allowed.headers['access-control-allow-headers']).toBe('authorization,content-type');
      const answer = await open.inject({ url: '/api/v1/admin/me', headers: fromOtherSite });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['access-control-allow-origin']).toBe(fromOtherSite.origin);

      const stranger = await preflight(open, 'https://elsewhere.example.org');
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      // The console's own pages are not the API's: no CORS headers there.
      const page = await open.inject({ url: '/', headers: fromOtherSite });
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
