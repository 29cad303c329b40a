import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isOutsideLink } from '@satchel/api';
import { serverSecrets } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../repos/db.js';
import { isPrivateFileKey, isSafeFileKey } from './file-keys.js';

/** Long enough to open a dialog and the picture in a new tab, short enough to be useless later. */
export const PRIVATE_LINK_SECONDS = 10 * 60;

const SECRET_NAME = 'file-links';

/** Makes and checks the links under which files are served. */
export interface FileLinks {
  /**
   * Where the console loads the file under `key`: `/files/<key>` for a public image; for a
   * private document, that path with `expires` and `signature`, good for PRIVATE_LINK_SECONDS.
   */
  linkTo(key: string, now?: Date): string;
  /**
   * The query (`expires=…&signature=…`) that makes a link to `key` good for
   * PRIVATE_LINK_SECONDS, for a route of its own (an export's file).
   */
  signedQuery(key: string, now?: Date): string;
  /** Whether `expires` and `signature` of a link to `key` are genuine and not past. */
  isValid(key: string, expires: unknown, signature: unknown, now?: Date): boolean;
}

/**
 * The signing key every instance on the database shares: the first instance to need it makes
 * it, the others read it, so a link made by one instance works on all.
 */
async function sharedSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64url');
}

/**
 * Where the console loads an image field that holds either a file key or an outside link (a
 * product's images, imported from CSV files, may be either): an http(s) link as it is, a key
 * through `links`.
 */
export const imageLink = (links: FileLinks, keyOrLink: string): string =>
  isOutsideLink(keyOrLink) ? keyOrLink : links.linkTo(keyOrLink);

const FILES_PATH = /^\/files\/([^?#]+)$/;

/**
 * What an image field stores for a link the console sends back (the inverse of `imageLink`):
 * an http(s) link as it is; `/files/<key>` as the key of that public file. Undefined for any
 * other text, a link to a private document or an unsafe key: no public image may point there.
 */
export function storedImageOf(link: string): string | undefined {
  if (isOutsideLink(link)) return link;
  const path = FILES_PATH.exec(link)?.[1];
  if (path === undefined) return undefined;
  let key: string;
  try {
    key = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined; // a broken %-escape
  }
  return isSafeFileKey(key) && !isPrivateFileKey(key) ? key : undefined;
}

/** A key of characters that encodeURIComponent keeps as they are, and slashes between them. */
const PLAIN_KEY = /^[\w.~/-]+$/;

/** A list answer links every row's image: a plain key (every key the server makes) as it is. */
const pathOf = (key: string) =>
  PLAIN_KEY.test(key)
    ? `/files/${key}`
    : `/files/${key.split('/').map(encodeURIComponent).join('/')}`;

export async function createFileLinks(db: Db): Promise<FileLinks> {
  const secret = await sharedSecret(db);
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

  const signedQuery = (key: string, now?: Date) => {
    const expires = epochSeconds(now ?? new Date()) + PRIVATE_LINK_SECONDS;
    return `expires=${expires}&signature=${sign(key, expires)}`;
  };

  return {
    linkTo(key, now) {
      if (!isPrivateFileKey(key)) return pathOf(key);
      return `${pathOf(key)}?${signedQuery(key, now)}`;
    },

    signedQuery,

    isValid(key, expires, signature, now = new Date()) {
      if (typeof expires !== 'string' || typeof signature !== 'string') return false;
      // Written as signed (no leading zeros) and due within one link lifetime: a link signed
      // for later (a clock far ahead, a leaked secret) is never good for longer.
      if (!/^[1-9]\d{0,11}$/.test(expires)) return false;
      const seconds = Number(expires);
      const current = epochSeconds(now);
      if (seconds < current || seconds > current + PRIVATE_LINK_SECONDS) return false;
      const expected = Buffer.from(sign(key, Number(expires)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
