import { randomBytes } from 'node:crypto';

/** Content types by extension: the only ones the storage accepts and serves. */
const contentTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** The content type a key's extension stands for; unknown extensions are plain bytes. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && contentTypes[extension]) ?? 'application/octet-stream';
}

/** What file systems take as one file name (in bytes; we count characters, a stricter bound). */
const MAX_SEGMENT = 255;
/** A whole key: far more than any key the server makes, far less than a path may be. */
const MAX_KEY = 1024;

/**
 * Whether `key` is a relative path that stays inside the storage folder: no `..` or `.`
 * segment, no empty segment, no backslash (Windows separators), no absolute path, no NUL, no
 * segment longer than a file name may be.
 */
export function isSafeFileKey(key: string): boolean {
  if (key === '' || key.length > MAX_KEY || key.startsWith('/')) return false;
  if (key.includes('\\') || key.includes('\0') || /^[a-z]:/i.test(key)) return false;
  return key
    .split('/')
    .every(
      (segment) =>
        segment !== '' && segment !== '.' && segment !== '..' && segment.length <= MAX_SEGMENT,
    );
}

/** Throws unless `key` is safe (see isSafeFileKey): a bug in the caller, never user input. */
export function assertSafeFileKey(key: string): void {
  if (!isSafeFileKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

/** Throws unless `key` would be served back as `contentType` (its extension decides). */
export function assertServedAs(key: string, contentType: string): void {
  const served = contentTypeOf(key);
  if (served.split(';')[0] !== contentType.split(';')[0]) {
    throw new Error(`${key} would be served as ${served}, not ${contentType}`);
  }
}

/**
 * Documents (PAN, GST, bank passbook, licences) live under `private/`: served only through a
 * signed link (see file-links.ts). Everything else is a public image.
 */
export const isPrivateFileKey = (key: string): boolean => key.startsWith('private/');

/**
 * A key no file has had: `<folder>/<32 random hex digits>.<extension>`. Public keys are served
 * as immutable (files-route.ts), so an upload never takes the key of an earlier file, and 128
 * random bits leave nobody able to guess another upload's key.
 */
export const newFileKey = (folder: string, extension: string): string =>
  `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
