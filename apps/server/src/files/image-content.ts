/**
 * What an uploaded image really is, read from its bytes: the name and the declared type of an
 * upload are the sender's word, and a ".png" may be text, a PDF or a script.
 *
 * PNG, JPEG and WebP are known by their signatures. SVG is text: it is taken when it is UTF-8,
 * well-formed XML whose root element is an `<svg>` in the SVG namespace (read by an XML parser,
 * not searched for), and it has no DOCTYPE (so no entities to expand). An SVG is not
 * sanitised: it may hold scripts, which never run where the console shows it (an `<img>`), and
 * /files serves every file with a sandboxing Content-Security-Policy and `nosniff`
 * (files-route.ts), so one opened on its own runs nothing on our origin either.
 */

import { SaxesParser } from 'saxes';

/** An image type uploads may be: the extension its key gets decides how /files serves it. */
export interface ImageType {
  readonly extension: 'png' | 'jpg' | 'webp' | 'svg';
  readonly contentType: string;
}

const png: ImageType = { extension: 'png', contentType: 'image/png' };
const jpeg: ImageType = { extension: 'jpg', contentType: 'image/jpeg' };
const webp: ImageType = { extension: 'webp', contentType: 'image/webp' };
const svg: ImageType = { extension: 'svg', contentType: 'image/svg+xml' };

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** Whether `bytes` holds `expected` at `offset`. */
const hasAt = (bytes: Uint8Array, offset: number, expected: readonly number[]): boolean =>
  bytes.length >= offset + expected.length &&
  expected.every((byte, index) => bytes[offset + index] === byte);

/** The PNG signature, then the first chunk, which is always the header (IHDR). */
const isPng = (bytes: Uint8Array) =>
  hasAt(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
  hasAt(bytes, 12, ascii('IHDR'));

/** Start of image, then the next marker's 0xFF. */
const isJpeg = (bytes: Uint8Array) => hasAt(bytes, 0, [0xff, 0xd8, 0xff]);

/** A RIFF container of WEBP whose first chunk is one of WebP's (lossy, lossless, extended). */
const isWebp = (bytes: Uint8Array) =>
  hasAt(bytes, 0, ascii('RIFF')) &&
  hasAt(bytes, 8, ascii('WEBP')) &&
  ['VP8 ', 'VP8L', 'VP8X'].some((chunk) => hasAt(bytes, 12, ascii(chunk)));

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of `bytes` if it is UTF-8 without NUL (a byte order mark is dropped). */
function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Whether `text` is a well-formed XML document without a DOCTYPE whose root element is `svg`
 * in the SVG namespace, as an XML parser (saxes, with namespaces) reads the root's own `xmlns`:
 * a text search was fooled by the namespace written inside another attribute's value.
 */
function isSvgDocument(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let root: { readonly local: string; readonly uri: string } | undefined;
  let doctype = false;
  parser.on('doctype', () => {
    doctype = true;
  });
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri };
  });
  try {
    // Without an error handler, saxes throws at the first error: not well-formed.
    parser.write(text).close();
  } catch {
    return false;
  }
  return !doctype && root?.local === 'svg' && root.uri === SVG_NAMESPACE;
}

function isSvg(bytes: Uint8Array): boolean {
  const text = textOf(bytes);
  return text !== undefined && isSvgDocument(text);
}

/** The image type `bytes` are, or undefined when they are none of PNG, JPEG, WebP and SVG. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (isPng(bytes)) return png;
  if (isJpeg(bytes)) return jpeg;
  if (isWebp(bytes)) return webp;
  if (isSvg(bytes)) return svg;
  return undefined;
}
