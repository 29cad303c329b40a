import { type Static, Type } from 'typebox';
import {
  bannerStatuses,
  bannerTypes,
  MAX_BANNER_TITLE_LENGTH,
  MAX_BANNER_URL_LENGTH,
} from '../domain/banner.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody, Nullable, optionalFields } from './common.js';
import { listEnvelope } from './list.js';

export { bannerStatuses, bannerTypes };
export const BannerType = Type.Enum(bannerTypes);
export type BannerType = Static<typeof BannerType>;
export const BannerStatus = Type.Enum(bannerStatuses);
export type BannerStatus = Static<typeof BannerStatus>;

/** A banner as the Banners table shows it (spec part 1 §3) and what it shows besides. */
export const Banner = Type.Object({
  id: Id,
  title: Type.String(),
  type: BannerType,
  /** The category or product a tap leads to; null for type none. */
  redirectId: Nullable(Id),
  /**
   * The image, ready for `<img src>`: `/files/{key}` for a stored file, an outside link as it
   * was given otherwise.
   */
  bannerUrl: Type.String(),
  status: BannerStatus,
  /** The display name of the category a category banner leads to; null for the other types. */
  categoryName: Nullable(Type.String()),
  /**
   * Our addition: what the banner leads to, by name (the category's display name, the product's
   * title), so the table and the form need not look it up; null for type none, or when the
   * target has since been removed.
   */
  redirectTitle: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Banner = Static<typeof Banner>;

export const bannerList = listEnvelope(
  { items: 'banners', total: 'totalCount', pages: 'totalPages' },
  Banner,
);

export const list = defineCall({
  method: 'GET',
  path: '/sales/banners',
  summary: 'List banners, paginated, filtered and sorted by creation time',
  tags: ['banners'],
  auth: true,
  permission: 'banners:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    title: Type.Optional(Type.String({ maxLength: MAX_BANNER_TITLE_LENGTH })),
    type: Type.Optional(BannerType),
    status: Type.Optional(BannerStatus),
  }),
  response: { 200: bannerList.schema },
});

/**
 * The target of a tap: the id of a category or product, matching the type; null or '' for
 * type none (the marketplace's console may send either).
 */
const RedirectId = Type.Union([Id, Type.Literal(''), Type.Null()]);

/** What the banner form sends (spec part 1 §7): these always on create… */
const requiredFields = {
  title: Type.String({ maxLength: MAX_BANNER_TITLE_LENGTH }),
  type: BannerType,
  /** An http(s) link, or `/files/{key}` of a stored image (as the list answers it). */
  bannerUrl: Type.String({ maxLength: MAX_BANNER_URL_LENGTH }),
};

/** …and these when they say more than the defaults (no target, active). */
const defaultedFields = { redirectId: RedirectId, status: BannerStatus };

/** A banner and the server's message (the console shows its own texts). */
const BannerAnswer = Type.Object({ ...MessageBody.properties, data: Banner });

const bannerRules =
  'The banner rules apply (spec part 1 §5): a title; the image link required ("Banner image ' +
  'link is required."), an http(s) link or a stored file; for type category or product the ' +
  'id of an existing category or product, for type none no target. A banner that breaks one ' +
  'is refused with 400 and the rule.';

export const create = defineCall({
  method: 'POST',
  path: '/sales/banners',
  summary: 'Create a banner',
  description: `${bannerRules} Without a status the banner is active; type none needs no redirectId.`,
  tags: ['banners'],
  auth: true,
  permission: 'banners:write',
  body: Type.Object({ ...requiredFields, ...optionalFields(defaultedFields) }),
  response: { 201: BannerAnswer },
});
export type BannerInput = Static<typeof create.body>;

export const update = defineCall({
  method: 'PUT',
  path: '/sales/banners/:id',
  summary: 'Change a banner: the fields sent; the others stay',
  description:
    `${bannerRules} The banner is judged as it would be; a new type without a redirectId ` +
    'leaves it without a target (refused unless the type is none).',
  tags: ['banners'],
  auth: true,
  permission: 'banners:write',
  params: Type.Object({ id: Id }),
  body: Type.Object(optionalFields({ ...requiredFields, ...defaultedFields })),
  response: { 200: BannerAnswer },
});
export type BannerChanges = Static<typeof update.body>;

export const remove = defineCall({
  method: 'DELETE',
  path: '/sales/banners/:id',
  summary: 'Delete a banner',
  tags: ['banners'],
  auth: true,
  permission: 'banners:write',
  params: Type.Object({ id: Id }),
  response: { 200: MessageBody },
});
