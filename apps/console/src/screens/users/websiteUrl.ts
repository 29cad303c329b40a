/**
 * The user's website as a URL the console may frame and link to: http or https only, so a
 * `javascript:` or `data:` value typed by a customer never becomes a link; null otherwise.
 */
export function websiteUrl(website: unknown): string | null {
  if (typeof website !== 'string' || website.trim() === '') return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
