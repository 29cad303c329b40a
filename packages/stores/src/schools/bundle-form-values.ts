import {
  type ActivityStatus,
  isPercent,
  merchantsToSave,
  type SetType,
  schoolDefaults,
  type schools,
  setTypes,
} from '@satchel/api';
import type { FormErrors } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';
import { validateMerchantId } from '../rules/merchant-id.js';
import { typedRecordId } from '../rules/record-id.js';

/** One merchant row of the bundle form; numbers as typed until sent. */
export interface MerchantRow {
  readonly merchantId: string;
  readonly customPack: boolean;
  readonly customDiscount: string;
}

export interface BundleFormValues {
  readonly classLevel: string;
  readonly status: ActivityStatus;
  readonly setType: SetType;
  readonly setStatus: ActivityStatus;
  readonly products: readonly schools.SetProduct[];
  readonly discount: string;
  readonly tax: string;
  readonly merchants: readonly MerchantRow[];
}

/**
 * The form's messages, by field: `classLevel`, `products`, `discount`, `tax`, and a merchant's
 * `merchants.<index>.merchantId` and `merchants.<index>.customDiscount`.
 */
export type BundleFormErrors = FormErrors;

/** A new merchant row: custom pack on, custom discount 0 (spec part 2 §9). */
export const emptyMerchant = (): MerchantRow => ({
  merchantId: '',
  customPack: schoolDefaults.customPack,
  customDiscount: String(schoolDefaults.customDiscount),
});

/** A new bundle of `classLevel`: a book set, discount and tax 0, one empty merchant row. */
export const newBundleFormValues = (classLevel = ''): BundleFormValues => ({
  classLevel,
  status: 'active',
  setType: 'bookSet',
  setStatus: 'active',
  products: [],
  discount: String(schoolDefaults.discount),
  tax: String(schoolDefaults.tax),
  merchants: [emptyMerchant()],
});

/** The set a bundle holds (exactly one, spec part 2 §3). */
export const setOf = (bundle: schools.Bundle) => {
  const setType = setTypes.find((type) => bundle[type] !== undefined) ?? 'bookSet';
  return { setType, set: bundle[setType] };
};

export function editBundleFormValues(bundle: schools.Bundle): BundleFormValues {
  const { setType, set } = setOf(bundle);
  return {
    classLevel: bundle.classLevel,
    status: bundle.status,
    setType,
    setStatus: set?.status ?? 'active',
    products: set?.products ?? [],
    discount: String(set?.discount ?? 0),
    tax: String(set?.tax ?? 0),
    merchants:
      bundle.merchants.length > 0
        ? bundle.merchants.map((terms) => ({
            merchantId: terms.merchantId,
            customPack: terms.customPack,
            customDiscount: String(terms.customDiscount),
          }))
        : [emptyMerchant()],
  };
}

/** A title as two listings of one book share it: case and spacing aside. */
const titleKey = (title: string): string => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The chosen listing of `product`'s title from another merchant, if the set holds one: the
 * same book twice in a set is what the operator is asked to confirm.
 */
export const chosenListingOfTitle = (
  product: schools.SetProduct,
  chosen: readonly schools.SetProduct[],
): schools.SetProduct | undefined =>
  chosen.find(
    (other) => other.id !== product.id && titleKey(other.title) === titleKey(product.title),
  );

const percentIssue = (text: string): string | undefined =>
  text.trim() !== '' && isPercent(Number(text)) ? undefined : messages.schools.rules.percent;

/** The form's problems; none means it can be sent. A last merchant with no id is not checked. */
export function validateBundleForm(values: BundleFormValues): BundleFormErrors {
  const { fields, required, rules } = messages.schools;
  const errors: Record<string, string> = {};
  if (!values.classLevel.trim()) errors.classLevel = required(fields.classLevel);
  if (values.products.length === 0) errors.products = rules.productsRequired;
  const discount = percentIssue(values.discount);
  if (discount) errors.discount = discount;
  const tax = percentIssue(values.tax);
  if (tax) errors.tax = tax;
  merchantsToSave(values.merchants).forEach((row, index) => {
    const id = row.merchantId.trim();
    const idIssue = id ? validateMerchantId(id) : required(fields.merchantId);
    if (idIssue) errors[`merchants.${index}.merchantId`] = idIssue;
    const issue = percentIssue(row.customDiscount);
    if (issue) errors[`merchants.${index}.customDiscount`] = issue;
  });
  return errors;
}

/** What the add and update calls send: the set under its type, products as `{productId}`. */
export const bundleBody = (
  values: BundleFormValues,
  place: { readonly schoolId: string; readonly branchId: string },
): schools.BundleInput => ({
  schoolId: place.schoolId,
  branchId: place.branchId,
  classLevel: values.classLevel.trim(),
  status: values.status,
  merchants: merchantsToSave(values.merchants).map((row) => ({
    merchantId: typedRecordId(row.merchantId),
    customPack: row.customPack,
    customDiscount: Number(row.customDiscount),
  })),
  [values.setType]: {
    status: values.setStatus,
    products: values.products.map((product) => ({ productId: product.id })),
    discount: Number(values.discount),
    tax: Number(values.tax),
  },
});
