/**
 * The branch and merchant row rules of spec part 2 §5 and the constants of §9, as pure functions:
 * the console's school and bundle forms run them before anything is sent, and the server keeps
 * the same bounds on what arrives. The row rules word what they find in the texts they are given:
 * English by default, the console's catalogue in the form.
 */

import type { Translation } from './translation.js';
import { imageLinkFormat } from './web-link.js';

export { type ActivityStatus, activityStatuses } from './activity-status.js';

/** The set a bundle holds, by its wire key, with the label the console shows (spec part 2 §9). */
export const setTypes = ['bookSet', 'copySet', 'stationerySet'] as const;
export type SetType = (typeof setTypes)[number];
export const setTypeLabels: Readonly<Record<SetType, string>> = {
  bookSet: 'Book Set',
  copySet: 'Copy Set',
  stationerySet: 'Stationery Set',
};

/** Spec part 2 §9: India by default; a new bundle's discount, tax and custom discount are 0. */
export const DEFAULT_COUNTRY = 'India';
export const schoolDefaults = { discount: 0, tax: 0, customDiscount: 0, customPack: true } as const;

/** The longest school name, display name or part of a branch's address the server takes. */
export const MAX_SCHOOL_TEXT_LENGTH = 200;
/** The longest school logo (a file key or a link) the server takes. */
export const MAX_SCHOOL_LOGO_LENGTH = 2048;

/** Indian PIN codes: six digits (the database checks the same). */
export const ZIP_CODE_PATTERN = '^[0-9]{6}$';

export const schoolMessages = {
  logoFormat: imageLinkFormat('Logo'),
  enterBranches: 'Enter branches data',
  enterMerchants: 'Enter Merchants data',
  zipCode: 'Zip code must be 6 digits',
  percent: 'Enter a percentage from 0 to 100',
  oneSet: 'A bundle holds exactly one of bookSet, copySet or stationerySet',
  productsRequired: 'Choose at least one product',
} as const;

/** The school rules' words in some language: `schoolMessages`' keys. */
export type SchoolRuleTexts = Translation<typeof schoolMessages>;

/** A branch's address as the school form holds it (all text while being typed). */
export interface BranchAddressValues {
  readonly area: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
}

/** Spec part 2 §5: a branch is added only when the last one has every address part but nearBy. */
export const isBranchFilled = (address: BranchAddressValues): boolean =>
  [address.area, address.city, address.state, address.zipCode, address.country].every(
    (part) => part.trim() !== '',
  );

/** The message refusing a new branch row, or undefined when one may be added. */
export const checkAddBranch = (
  branches: readonly { readonly address: BranchAddressValues }[],
  texts: SchoolRuleTexts = schoolMessages,
): string | undefined => {
  const last = branches.at(-1);
  return last && !isBranchFilled(last.address) ? texts.enterBranches : undefined;
};

/** Spec part 2 §5: on create, a last branch with an empty area is dropped. */
export const branchesToCreate = <Branch extends { readonly address: { readonly area: string } }>(
  branches: readonly Branch[],
): Branch[] =>
  branches.length > 0 && branches.at(-1)!.address.area.trim() === ''
    ? branches.slice(0, -1)
    : [...branches];

/** The message refusing a new merchant row, or undefined when one may be added. */
export const checkAddMerchant = (
  merchants: readonly { readonly merchantId: string }[],
  texts: SchoolRuleTexts = schoolMessages,
): string | undefined => {
  const last = merchants.at(-1);
  return last && last.merchantId.trim() === '' ? texts.enterMerchants : undefined;
};

/** Spec part 2 §5: on bundle save, a last merchant with an empty id is dropped. */
export const merchantsToSave = <Merchant extends { readonly merchantId: string }>(
  merchants: readonly Merchant[],
): Merchant[] =>
  merchants.length > 0 && merchants.at(-1)!.merchantId.trim() === ''
    ? merchants.slice(0, -1)
    : [...merchants];

/** Spec part 2 §5: the only branch or merchant row cannot be removed. */
export const canRemoveRow = (rows: readonly unknown[]): boolean => rows.length > 1;

/** A zip code the form can send: six digits. */
export const isZipCode = (value: string): boolean => new RegExp(ZIP_CODE_PATTERN).test(value);

/** A discount or tax the form can send: a number from 0 to 100. */
export const isPercent = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 100;
