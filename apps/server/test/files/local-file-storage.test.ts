import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/files/file-storage.js';
import { createLocalFileStorage } from '../../src/files/local-file-storage.js';

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'satchel-storage-'));
    storage = createLocalFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, replaces, reads and deletes a file by key', async () => {
    await storage.put('merchants/a1/gst.svg', '<svg>1</svg>', 'image/svg+xml');
    await storage.put('merchants/a1/gst.svg', '<svg>2</svg>', 'image/svg+xml');
    const file = await storage.get('merchants/a1/gst.svg');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(file?.size).toBe(12);
    expect(await text(file!.body)).toBe('<svg>2</svg>');

    await storage.delete('merchants/a1/gst.svg');
    expect(await storage.get('merchants/a1/gst.svg')).toBeUndefined();
    await expect(storage.delete('merchants/a1/gst.svg')).resolves.toBeUndefined();
  });

  it('refuses a content type the extension would not serve back', async () => {
    await expect(storage.put('logo.png', '<svg/>', 'image/svg+xml')).rejects.toThrow(/image\/png/);
  });

  it('refuses keys outside its folder', async () => {
    for (const key of ['../x.svg', '/etc/passwd', 'a\\b.svg', 'a//b.svg', './a.svg']) {
      await expect(storage.put(key, 'x', 'image/svg+xml'), key).rejects.toThrow(/Unsafe/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe/);
    }
  });
});
