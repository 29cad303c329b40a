const OUTSIDE = /^https?:\/\//i;
const WEB_LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * Whether an image field's text is a link to another site rather than the key of a file we
 * store: images imported or typed may be either.
 */
export const isOutsideLink = (text: string): boolean => OUTSIDE.test(text);

/**
 * The refusal of an image field's link (`label` as the form names the field): what a banner's
 * image takes, a logo takes too.
 */
export const imageLinkFormat = (label: string) =>
  `${label} must be a web link (https://…) or a stored file (/files/…).`;

/** Whether `text` is a whole http(s) link to a host, with no spaces in it. */
export const isWebLink = (text: string): boolean => WEB_LINK.test(text);
