/**
 * The banner rules of spec part 1 §5, as pure functions. The console's form runs them before
 * anything is sent and the server runs them again on what arrives, so a banner the form refuses
 * the API refuses too, with the same message, worded in the texts they are given (the server's
 * English by default, the console's catalogue in the form).
 */

import type { Translation } from './translation.js';
import { imageLinkFormat, isWebLink } from './web-link.js';

export const bannerTypes = ['category', 'product', 'none'] as const;
export type BannerType = (typeof bannerTypes)[number];

export {
  type ActivityStatus as BannerStatus,
  activityStatuses as bannerStatuses,
} from './activity-status.js';

/** The spec's message (part 1 §5), and ours for what it leaves unsaid. */
export const bannerMessages = {
  bannerUrlRequired: 'Banner image link is required.',
  bannerUrlFormat: imageLinkFormat('Banner image link'),
  /** The table lists banners by title: one without a title could not be told apart. */
  titleRequired: 'Banner title is required.',
  categoryRequired: 'Choose the category the banner leads to.',
  productRequired: 'Choose the product the banner leads to.',
  /** Type none leads nowhere (spec part 1 §3): a target with it is a mistake, never kept. */
  noTargetForNone: 'A banner of type none leads nowhere: it takes no redirect target.',
} as const;

/** The banner rules' words in some language: `bannerMessages`' keys. */
export type BannerRuleTexts = Translation<typeof bannerMessages>;

/** Longest title and image link the API takes. */
export const MAX_BANNER_TITLE_LENGTH = 200;
export const MAX_BANNER_URL_LENGTH = 2048;

/** What the rules look at; `redirectId` null (or blank) is no target. */
export interface BannerRuleValues {
  readonly title: string;
  readonly type: BannerType;
  readonly redirectId: string | null;
  readonly bannerUrl: string;
}

export type BannerIssues = Partial<Record<keyof BannerRuleValues, string>>;

/** One of our stored files, as the console links to it. */
const STORED_FILE = /^\/files\/[^\s?#]+$/;

/** Whether `link` (trimmed) is an image link a banner may have. */
export const isBannerImageLink = (link: string): boolean =>
  isWebLink(link) || STORED_FILE.test(link);

function bannerUrlIssue(bannerUrl: string, texts: BannerRuleTexts): string | undefined {
  const link = bannerUrl.trim();
  if (link === '') return texts.bannerUrlRequired;
  return isBannerImageLink(link) ? undefined : texts.bannerUrlFormat;
}

function redirectIssue(
  type: BannerType,
  redirectId: string | null,
  texts: BannerRuleTexts,
): string | undefined {
  const chosen = (redirectId ?? '').trim() !== '';
  if (type === 'none') return chosen ? texts.noTargetForNone : undefined;
  if (chosen) return undefined;
  return type === 'category' ? texts.categoryRequired : texts.productRequired;
}

/**
 * The problems of a banner, by field (none: an empty object): a title; a category or product
 * to lead to unless the type is none, and no target when it is; the image link required
 * ("Banner image link is required.") and a web link or stored file.
 */
export function checkBanner(
  values: BannerRuleValues,
  texts: BannerRuleTexts = bannerMessages,
): BannerIssues {
  const issues: BannerIssues = {};
  if (values.title.trim() === '') issues.title = texts.titleRequired;
  const redirect = redirectIssue(values.type, values.redirectId, texts);
  if (redirect) issues.redirectId = redirect;
  const bannerUrl = bannerUrlIssue(values.bannerUrl, texts);
  if (bannerUrl) issues.bannerUrl = bannerUrl;
  return issues;
}

/** The first problem in the form's order (what a 400 says), or undefined. */
export const firstBannerIssue = (issues: BannerIssues): string | undefined =>
  issues.title ?? issues.redirectId ?? issues.bannerUrl;
