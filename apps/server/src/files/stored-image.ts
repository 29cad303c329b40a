import { HttpError } from '../http/http-error.js';
import { storedImageOf } from './file-links.js';
import type { FileStorage } from './file-storage.js';

/**
 * What an image field (a banner's image, a school's or competition's logo) stores for the link
 * sent: an outside http(s) link as it is, `/files/<key>` as the key of a public file that
 * exists. Anything else (`javascript:`, `data:`, a path, a private document's key, a file not
 * stored) is refused with 400: `formatMessage`, or one naming `field` and the missing file.
 */
export async function storedImage(
  files: FileStorage,
  field: string,
  link: string,
  formatMessage: string,
): Promise<string> {
  const stored = storedImageOf(link);
  if (stored === undefined) throw new HttpError(400, formatMessage);
  if (stored !== link && !(await files.has(stored))) {
    throw new HttpError(400, `${field} ${link} names no stored file`);
  }
  return stored;
}
