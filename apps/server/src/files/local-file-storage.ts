import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeFileKey, contentTypeOf } from './file-keys.js';
import type { FileStorage } from './file-storage.js';

/**
 * Files in a local folder (DATA_DIR/files by default), one file per key. The content type is
 * the key's extension, so `put` refuses a type that the extension would not serve back.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeFileKey(key);
    return join(root, key);
  };
  let writes = 0;

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      const served = contentTypeOf(key);
      if (served.split(';')[0] !== contentType.split(';')[0]) {
        throw new Error(`${key} would be served as ${served}, not ${contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.${++writes}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },

    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The folder of the local file storage inside the server's DATA_DIR. */
export const filesFolder = (dataDir: string): string => join(dataDir, 'files');
