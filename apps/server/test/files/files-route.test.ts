import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app.js';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

describe('GET /files/*', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-files-'));
    app = await startTestApp({ dataDir });
    await app.files.put('schools/abc/logo.svg', LOGO, 'image/svg+xml');
    await app.files.put('documents/statement.pdf', '%PDF-1.4', 'application/pdf');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a stored file with its type, nosniff and a year of immutable caching, no sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/schools/abc/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOGO);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An SVG opened on its own must not run scripts on the console's origin.
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('takes the content type from the extension', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/documents/statement.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 with a message for an unknown key', async () => {
    for (const url of ['/files/schools/abc/missing.svg', '/files/schools/abc', '/files/schools']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
  });

  it('refuses keys that could leave the files folder with 400', async () => {
    // A file next to the files folder that a traversal would reach.
    await writeFile(join(dataDir, 'secret.svg'), 'secret');
    for (const url of [
      '/files/schools/..%2F..%2Fsecret.svg',
      '/files/%2E%2E%2Fsecret.svg',
      '/files/schools%5C..%5C..%5Csecret.svg',
      '/files/%2Fetc%2Fpasswd',
      '/files//etc/passwd',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'Invalid file key',
        code: expect.any(String),
      });
    }
  });

  it('refuses a raw dot-dot path sent over HTTP as it is (clients that do not normalise)', async () => {
    await writeFile(join(dataDir, 'secret.svg'), 'secret');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = get({ host: '127.0.0.1', port, path: '/files/../secret.svg' }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('secret');
  });
});
