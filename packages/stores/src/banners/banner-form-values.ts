import { type banners, checkBanner } from '@satchel/api';
import { messages } from '../messages/index.js';

/** The category or product a banner leads to, as the form shows it. */
export interface BannerTarget {
  readonly id: string;
  /** Its name: a category's display name, a product's title. */
  readonly label: string;
}

/** The banner form as the operator fills it. */
export interface BannerFormValues {
  readonly title: string;
  readonly type: banners.BannerType;
  /** Null until one is chosen, and always for type none. */
  readonly target: BannerTarget | null;
  readonly bannerUrl: string;
  readonly status: banners.BannerStatus;
}

/** The messages under the form's fields: the target's under its picker. */
export type BannerFormErrors = Partial<Record<keyof BannerFormValues, string>>;

/** An empty form: a category banner, active, with nothing chosen yet. */
export const newBannerFormValues = (): BannerFormValues => ({
  title: '',
  type: 'category',
  target: null,
  bannerUrl: '',
  status: 'active',
});

/**
 * A banner's form for updating it. Its target keeps the name the server gave it; a backend that
 * names none still shows the category's name, or at least the id.
 */
export const bannerFormValuesOf = (banner: banners.Banner): BannerFormValues => ({
  title: banner.title,
  type: banner.type,
  target:
    banner.type === 'none' || banner.redirectId === null
      ? null
      : {
          id: banner.redirectId,
          label: banner.redirectTitle ?? banner.categoryName ?? banner.redirectId,
        },
  bannerUrl: banner.bannerUrl,
  status: banner.status,
});

/** The form after the operator changed some fields: a new type drops a target of the old kind. */
export function changeBannerForm(
  values: BannerFormValues,
  changes: Partial<BannerFormValues>,
): BannerFormValues {
  const next = { ...values, ...changes };
  if (changes.type !== undefined && changes.type !== values.type) next.target = null;
  return next;
}

const rulesOf = (values: BannerFormValues) => ({
  title: values.title,
  type: values.type,
  redirectId: values.type === 'none' ? null : (values.target?.id ?? null),
  bannerUrl: values.bannerUrl,
});

/** The form's problems under its fields (spec part 1 §5, the rules the server runs too). */
export function validateBannerForm(values: BannerFormValues): BannerFormErrors {
  const { title, redirectId, bannerUrl } = checkBanner(rulesOf(values), messages.banners.rules);
  return {
    ...(title && { title }),
    ...(redirectId && { target: redirectId }),
    ...(bannerUrl && { bannerUrl }),
  };
}

/** What the create and update calls send for a valid form: every field (spec part 1 §7). */
export const bannerBody = (values: BannerFormValues): banners.BannerInput => {
  const { title, type, redirectId, bannerUrl } = rulesOf(values);
  return {
    title: title.trim(),
    type,
    redirectId,
    bannerUrl: bannerUrl.trim(),
    status: values.status,
  };
};
