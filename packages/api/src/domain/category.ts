/**
 * The category rules of spec part 1 §5 as pure functions: a name, a display name, and an image
 * link or an image file. The console's form runs them before anything is sent and the server
 * runs them again on what arrives, with the same messages, worded in the texts they are given
 * (the server's English by default, the console's catalogue in the form).
 */

import type { Translation } from './translation.js';

/** The spec leaves the texts unsaid (part 1 §5); these are ours. */
export const categoryMessages = {
  nameRequired: 'Category name is required',
  displayNameRequired: 'Display name is required',
  logoRequired: 'An image link or an image file is required',
  logoBoth: 'Give an image link or an image file, not both',
  logoUrlInvalid: 'The image link must be a web address starting with http:// or https://',
  logoType: 'The image must be a PNG, JPEG, WebP or SVG file',
  logoTooLarge: 'The image must be at most 1 MB',
} as const;

/** The category rules' words in some language: `categoryMessages`' keys and parameters. */
export type CategoryRuleTexts = Translation<typeof categoryMessages>;

/** Longest name and display name the API takes. */
export const MAX_CATEGORY_NAME_LENGTH = 100;
/** Longest image link: far more than any real one, bounded so that a row stays small. */
export const MAX_LOGO_URL_LENGTH = 2048;
/** Largest uploaded logo: a logo is shown as a thumbnail; a megabyte is generous. */
export const MAX_LOGO_BYTES = 1024 * 1024;

/**
 * The image types a logo may be (checked by content on the server, see
 * apps/server/src/files/image-content.ts); what the form's file picker offers.
 */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** What the rules look at: the form's texts, and whether an image file was chosen. */
export interface CategoryRuleValues {
  readonly name: string;
  readonly displayName: string;
  /** The image link as typed; blank for none. */
  readonly logoUrl: string;
  readonly hasLogoFile: boolean;
}

/** Issues by field: `logo` speaks of the image as a whole (link or file), `logoUrl` of the link. */
export type CategoryIssues = Partial<Record<'name' | 'displayName' | 'logoUrl' | 'logo', string>>;

/** Whether `text` is an absolute http(s) link (what an <img> can load from another host). */
export function isImageLink(text: string): boolean {
  if (text.length > MAX_LOGO_URL_LENGTH || /\s/.test(text)) return false;
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

function logoIssues(
  { logoUrl, hasLogoFile }: CategoryRuleValues,
  texts: CategoryRuleTexts,
): CategoryIssues {
  const link = logoUrl.trim();
  if (link === '' && !hasLogoFile) return { logo: texts.logoRequired };
  if (link !== '' && hasLogoFile) return { logo: texts.logoBoth };
  if (link !== '' && !isImageLink(link)) return { logoUrl: texts.logoUrlInvalid };
  return {};
}

/** Every broken rule of a category, by field; empty when it may be created. */
export function checkCategory(
  values: CategoryRuleValues,
  texts: CategoryRuleTexts = categoryMessages,
): CategoryIssues {
  return {
    ...(values.name.trim() === '' && { name: texts.nameRequired }),
    ...(values.displayName.trim() === '' && { displayName: texts.displayNameRequired }),
    ...logoIssues(values, texts),
  };
}

/**
 * What the browser can tell of a chosen image file before it is sent: its declared type (a
 * guess from its name) and its size. The server reads the bytes themselves (415, 413).
 */
export function checkLogoFile(
  file: { readonly type: string; readonly size: number },
  texts: CategoryRuleTexts = categoryMessages,
) {
  if (!LOGO_CONTENT_TYPES.includes(file.type)) return texts.logoType;
  if (file.size > MAX_LOGO_BYTES) return texts.logoTooLarge;
  return undefined;
}

/** The first of `issues`, in the form's order: what a refusal of the API says. */
export const firstCategoryIssue = (issues: CategoryIssues): string | undefined =>
  issues.name ?? issues.displayName ?? issues.logoUrl ?? issues.logo;
