import { isOutsideLink } from '@satchel/api';

/** Where a stored file (a product image, a logo) is served, from its key in the file storage. */
export const fileUrl = (key: string): string =>
  `/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Where to load an image field that holds a file name (spec part 2 §7: images come from the
 * storage by file name) or a link the server already made (`/files/…`, an outside http(s) link).
 */
export const imageUrl = (nameOrLink: string): string =>
  isOutsideLink(nameOrLink) || nameOrLink.startsWith('/') ? nameOrLink : fileUrl(nameOrLink);
