import { Readable } from 'node:stream';
import { storedFiles } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../repos/db.js';
import { assertSafeFileKey, assertServedAs } from './file-keys.js';
import type { FileStorage } from './file-storage.js';

/**
 * Files in PostgreSQL (table `stored_files`), so that every instance sharing the database serves
 * the same ones. Images and scanned documents are small; a file is read whole.
 */
export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes, contentType) {
      assertSafeFileKey(key);
      assertServedAs(key, contentType);
      const content = Buffer.from(bytes);
      await db
        .insert(storedFiles)
        .values({ key, contentType, content })
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType, content, createdAt: sql`now()` },
        });
    },

    async get(key) {
      assertSafeFileKey(key);
      const [row] = await db
        .select({ contentType: storedFiles.contentType, content: storedFiles.content })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return undefined;
      return {
        body: Readable.from([row.content]),
        contentType: row.contentType,
        size: row.content.length,
      };
    },

    async has(key) {
      assertSafeFileKey(key);
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row !== undefined;
    },

    async delete(key) {
      assertSafeFileKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
