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

/**
 * Whether a browser would block the site in a frame as mixed content: an `http:` site inside a
 * console served over `https:` (the server's CSP allows `http:` frames for a console on http).
 */
export const blockedAsMixedContent = (
  website: string,
  pageProtocol: string = location.protocol,
): boolean => pageProtocol === 'https:' && new URL(website).protocol === 'http:';
