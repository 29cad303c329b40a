import type { Readable } from 'node:stream';

/** A stored file, ready to stream to a client. */
export interface StoredFile {
  readonly body: Readable;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Where logos, banners, documents and product images live. Keys are relative paths such as
 * `merchants/<id>/gst.svg`; the extension decides the content type (see contentTypeOf).
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array | string, contentType: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Whether a file is stored under `key` (without reading it). */
  has(key: string): Promise<boolean>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}
