import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js';
import { createFileLinks, PRIVATE_LINK_SECONDS } from '../../src/files/file-links.js';
import { filesFolder, importLocalFiles } from '../../src/files/import-local-files.js';
import { signIn, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { insertMerchant } from '../support/factories.js';

const GST = '<svg xmlns="http://www.w3.org/2000/svg"><text>GST</text></svg>';
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><text>logo</text></svg>';
const OLD = '<svg xmlns="http://www.w3.org/2000/svg"><text>old</text></svg>';

describe('files shared by two instances on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let connection: DatabaseConnection;
  let dataDir: string;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    // The first instance finds the files an older server kept in its DATA_DIR/files.
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-old-files-'));
    await mkdir(join(dataDir, 'files', 'schools'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'schools', 'old.svg'), OLD);
    first = await buildApp(testConfig(databaseUrl, { dataDir }));
    second = await buildApp(testConfig(databaseUrl));
    connection = connectDatabase(databaseUrl);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await connection?.pool.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  const documentsOf = async (app: FastifyInstance, merchantId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/merchants/get-merchant-documents/${merchantId}`,
      headers: { authorization: `Bearer ${await signIn(app)}` },
    });

  it('serves through one instance a file written through the other, public ones cacheable', async () => {
    await first.files.put('schools/abc/logo.svg', LOGO, 'image/svg+xml');
    const response = await second.inject({ method: 'GET', url: '/files/schools/abc/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOGO);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A local file of an older server kept its key, for every instance.
    expect((await second.inject({ method: 'GET', url: '/files/schools/old.svg' })).body).toBe(OLD);
  });

  it("imports an older server's file once: a key already stored is left as it is", async () => {
    const NEWER = '<svg xmlns="http://www.w3.org/2000/svg"><text>newer</text></svg>';
    await first.files.put('schools/old.svg', NEWER, 'image/svg+xml');
    expect(await importLocalFiles(filesFolder(dataDir), second.files)).toBe(0);
    expect((await second.inject({ method: 'GET', url: '/files/schools/old.svg' })).body).toBe(
      NEWER,
    );
  });

  it('serves a merchant document only through a signed link, which every instance honours', async () => {
    const key = 'private/5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f/gst.svg';
    await first.files.put(key, GST, 'image/svg+xml');
    const merchant = await insertMerchant(connection.db, { gstPhoto: key });

    const documents = await documentsOf(first, merchant.id);
    expect(documents.statusCode).toBe(200);
    const link: string = documents.json().data.gstPhoto;
    expect(link).toMatch(/^\/files\/private\/[0-9a-f]{32}\/gst\.svg\?expires=\d+&signature=\S+$/);
    expect(documents.json().data.panPhoto).toBeNull();

    // What an <img> does: no token, just the link, on whichever instance answers.
    const image = await second.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe(GST);
    expect(image.headers['cache-control']).toBe('private, no-store');

    const bare = await second.inject({ method: 'GET', url: `/files/${key}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({
      message: 'This link to a document is not valid or has expired',
      code: 'file.link_invalid',
    });
    const tampered = link.replace(/signature=./, (found) =>
      found.endsWith('A') ? `${found.slice(0, -1)}B` : `${found.slice(0, -1)}A`,
    );
    expect((await first.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherKey = link.replace('gst.svg', 'pan.svg');
    expect((await first.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
    const longer = link.replace(/expires=(\d+)/, (_, expires) => `expires=${Number(expires) + 1}`);
    expect((await first.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
  });

  it('takes an expiry only as written when signed, and never beyond a link lifetime ahead (issue 27)', async () => {
    const links = await createFileLinks(connection.db);
    const key = 'private/1a1b2c3d4e5f60718293a4b5c6d7e8f9/gst.svg';
    const now = new Date();
    const [expires, signature] = ['expires', 'signature'].map(
      (name) => new URL(links.linkTo(key, now), 'http://x').searchParams.get(name)!,
    ) as [string, string];
    expect(links.isValid(key, expires, signature, now)).toBe(true);
    expect(links.isValid(key, `0${expires}`, signature, now)).toBe(false);
    // A link signed for later than one lifetime from now (as by a clock far ahead) is refused.
    const later = new Date(now.getTime() + 2 * PRIVATE_LINK_SECONDS * 1000);
    const [farExpires, farSignature] = ['expires', 'signature'].map(
      (name) => new URL(links.linkTo(key, later), 'http://x').searchParams.get(name)!,
    ) as [string, string];
    expect(links.isValid(key, farExpires, farSignature, later)).toBe(true);
    expect(links.isValid(key, farExpires, farSignature, now)).toBe(false);
  });

  it('lets a signed link expire', async () => {
    const links = await createFileLinks(connection.db);
    const key = 'private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/pan.svg';
    await first.files.put(key, GST, 'image/svg+xml');
    const issued = new Date(Date.now() - (PRIVATE_LINK_SECONDS + 5) * 1000);
    const stale = await first.inject({ method: 'GET', url: links.linkTo(key, issued) });
    expect(stale.statusCode).toBe(403);
    expect((await first.inject({ method: 'GET', url: links.linkTo(key) })).statusCode).toBe(200);
  });

  it('links a public image by its key, escaping what a URL path cannot hold', async () => {
    const links = await createFileLinks(connection.db);
    expect(links.linkTo('products/0a1b2c3d/cover_1.v2~x-y.png')).toBe(
      '/files/products/0a1b2c3d/cover_1.v2~x-y.png',
    );
    expect(links.linkTo('products/old name/cover #1?.png')).toBe(
      '/files/products/old%20name/cover%20%231%3F.png',
    );
    const stored = 'products/old name/cover #1?.svg';
    await first.files.put(stored, GST, 'image/svg+xml');
    expect((await first.inject({ method: 'GET', url: links.linkTo(stored) })).statusCode).toBe(200);
  });
});
