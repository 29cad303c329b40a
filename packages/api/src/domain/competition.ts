/**
 * The competition rules as pure functions: the onboard/edit form's name, and the product IDs the
 * associate and dissociate modals take (spec part 2 §5). The console runs them before anything is
 * sent; the server runs the name rule again with the same message. They word what they find in
 * the texts they are given: the server's English by default, the console's catalogue in the form.
 */

import { isRecordId } from './record-id.js';
import type { Translation } from './translation.js';
import { imageLinkFormat } from './web-link.js';

/** The spec leaves the texts unsaid; these are ours. */
export const competitionMessages = {
  nameRequired: 'Competition name is required',
  logoFormat: imageLinkFormat('Logo'),
  productIdsRequired: 'Enter at least one product ID',
  productIdsInvalid: (ids: readonly string[]) =>
    `Product IDs are 24 hexadecimal characters: ${ids.join(', ')}`,
} as const;

/** The competition rules' words in some language: `competitionMessages`' keys and parameters. */
export type CompetitionRuleTexts = Translation<typeof competitionMessages>;

/** Longest competition name the API takes. */
export const MAX_COMPETITION_NAME_LENGTH = 200;
/** Longest logo file name (or link): bounded so that a row stays small. */
export const MAX_COMPETITION_LOGO_LENGTH = 2048;
/** Most products one associate or dissociate call names. */
export const MAX_ASSOCIATION_IDS = 1000;
/**
 * Most competitions one associate or dissociate call names (the console sends one): with
 * `MAX_ASSOCIATION_IDS` products, at most 50,000 pairs, written in one statement.
 */
export const MAX_ASSOCIATION_COMPETITIONS = 50;

/** The form's name once trimmed; the message when it is blank. */
export const checkCompetitionName = (
  name: string,
  texts: CompetitionRuleTexts = competitionMessages,
): string | undefined => (name.trim() === '' ? texts.nameRequired : undefined);

/**
 * The product IDs typed in the associate and dissociate modals: split on commas, trimmed, blanks
 * dropped and duplicates removed (spec part 2 §5), in the order first typed.
 */
export const splitProductIds = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

/** The modal's message for typed product IDs, or undefined when they can be sent. */
export function checkProductIds(
  ids: readonly string[],
  texts: CompetitionRuleTexts = competitionMessages,
): string | undefined {
  if (ids.length === 0) return texts.productIdsRequired;
  const malformed = ids.filter((id) => !isRecordId(id));
  return malformed.length > 0 ? texts.productIdsInvalid(malformed) : undefined;
}
