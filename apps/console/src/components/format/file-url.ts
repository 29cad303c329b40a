/** Where a stored file (a logo, a product image) is served. */
export const fileUrl = (key: string): string =>
  `/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/** An image's source: an outside link as it is, a stored file's key where it is served. */
export const imageSrc = (keyOrLink: string): string =>
  /^https?:\/\//i.test(keyOrLink) ? keyOrLink : fileUrl(keyOrLink);
