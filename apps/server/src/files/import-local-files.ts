import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeOf, isSafeFileKey } from './file-keys.js';
import type { FileStorage } from './file-storage.js';

/** Where servers before the database storage kept files: DATA_DIR/files. */
export const filesFolder = (dataDir: string): string => join(dataDir, 'files');

/**
 * Copies the files an older server kept in a local folder (DATA_DIR/files) into `storage`, so
 * that their keys keep working; a key `storage` already has is left as it is. A missing folder
 * is nothing to import. Answers how many files were copied.
 */
export async function importLocalFiles(folder: string, storage: FileStorage): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  let copied = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(folder, path).split(sep).join('/');
    if (!isSafeFileKey(key) || (await storage.has(key))) continue;
    await storage.put(key, await readFile(path), contentTypeOf(key));
    copied++;
  }
  return copied;
}
