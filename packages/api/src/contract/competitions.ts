import { type Static, Type } from 'typebox';
import { activityStatuses } from '../domain/activity-status.js';
import {
  MAX_ASSOCIATION_COMPETITIONS,
  MAX_ASSOCIATION_IDS,
  MAX_COMPETITION_LOGO_LENGTH,
  MAX_COMPETITION_NAME_LENGTH,
} from '../domain/competition.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MAX_PAGE, MessageBody } from './common.js';
import { listEnvelope } from './list.js';

export { activityStatuses };
export const CompetitionStatus = Type.Enum(activityStatuses);
export type CompetitionStatus = Static<typeof CompetitionStatus>;

/** A competition as the Competition tab shows it (spec part 2 §3). */
export const Competition = Type.Object({
  id: Id,
  name: Type.String(),
  /**
   * The logo as a banner's image is: `/files/{key}` for a stored public image, or an http(s)
   * link; empty when there is none. An edit sends it back unchanged; anything else is refused.
   */
  logo: Type.String(),
  status: CompetitionStatus,
});
export type Competition = Static<typeof Competition>;

/** The envelope design.md §4 fixes: no page count, the page size instead. */
export const competitionList = listEnvelope(
  { items: 'data.competitions', total: 'data.total', limit: 'data.limit' },
  Competition,
);

const tags = ['competitions'];
const BASE = '/catalogs/categories/special';

export const list = defineCall({
  method: 'GET',
  path: `${BASE}/competitions`,
  summary: 'List competitions, paginated, searched by name',
  tags,
  auth: true,
  permission: 'competitions:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    /** Part of the name, in any case. */
    name: Type.Optional(Type.String({ maxLength: MAX_COMPETITION_NAME_LENGTH })),
  }),
  response: { 200: competitionList.schema },
});
export type CompetitionListAnswer = Static<(typeof list.response)[200]>;

/** What the onboard/edit modal sends (spec part 2 §3). */
const CompetitionBody = Type.Object({
  competitionName: Type.String({ maxLength: MAX_COMPETITION_NAME_LENGTH }),
  /** A file name in the file storage or an outside link; empty or absent for none. */
  logo: Type.Optional(Type.String({ maxLength: MAX_COMPETITION_LOGO_LENGTH })),
  /** Active when absent on create; unchanged when absent on update. */
  status: Type.Optional(CompetitionStatus),
});
export type CompetitionInput = Static<typeof CompetitionBody>;

const CompetitionAnswer = Type.Object({ ...MessageBody.properties, data: Competition });

export const create = defineCall({
  method: 'POST',
  path: `${BASE}/competition`,
  summary: 'Create (onboard) a competition',
  description:
    'A blank name is refused with 400. The answer carries the new competition, data.id among it.',
  tags,
  auth: true,
  permission: 'competitions:write',
  body: CompetitionBody,
  response: { 201: CompetitionAnswer },
});

export const update = defineCall({
  method: 'PUT',
  path: `${BASE}/competition/:id`,
  summary: "Change a competition's name, logo and status",
  description: 'A blank name is refused with 400; a logo or status left out stays as it was.',
  tags,
  auth: true,
  permission: 'competitions:write',
  params: Type.Object({ id: Id }),
  body: CompetitionBody,
  response: { 200: CompetitionAnswer },
});

export const remove = defineCall({
  method: 'DELETE',
  path: `${BASE}/competition/:id`,
  summary: 'Delete a competition; its products stay, no longer linked to it',
  tags,
  auth: true,
  permission: 'competitions:write',
  params: Type.Object({ id: Id }),
  response: { 200: MessageBody },
});

/** A product of a competition (spec part 2 §3): its status `enabled` shows as active. */
export const CompetitionProduct = Type.Object({
  id: Id,
  title: Type.String(),
  /** Ready for `<img src>`: `/files/{key}` for a stored file, an outside link as it is. */
  images: Type.Array(Type.String()),
  price: Type.Number(),
  status: CompetitionStatus,
});
export type CompetitionProduct = Static<typeof CompetitionProduct>;

/** A competition's products, with the page's number. */
export const competitionProductList = listEnvelope(
  { items: 'products', total: 'totalProducts', pages: 'totalPages', page: 'currentPage' },
  CompetitionProduct,
);

export const products = defineCall({
  method: 'GET',
  path: `${BASE}/competition/products/:id`,
  summary: "One page of a competition's products, in the order they were created",
  tags,
  auth: true,
  permission: 'competitions:read',
  params: Type.Object({ id: Id }),
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  }),
  response: { 200: competitionProductList.schema },
});
export type CompetitionProductsAnswer = Static<(typeof products.response)[200]>;

const AssociationBody = Type.Object({
  productIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ASSOCIATION_IDS }),
  competitionIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ASSOCIATION_COMPETITIONS }),
});
export type AssociationInput = Static<typeof AssociationBody>;

const associationRules =
  'Every product with every competition; repeated ids count once. Unknown products or ' +
  'competitions are refused with 404 naming them, and then nothing changes.';

export const associate = defineCall({
  method: 'POST',
  path: `${BASE}/competition/product/associate`,
  summary: 'Link products to competitions',
  description: `${associationRules} A pair already linked stays as it is.`,
  tags,
  auth: true,
  permission: 'competitions:write',
  body: AssociationBody,
  response: { 200: MessageBody },
});

export const dissociate = defineCall({
  method: 'POST',
  path: `${BASE}/competition/product/dissociate`,
  summary: 'Unlink products from competitions',
  description: `${associationRules} A pair not linked is no error.`,
  tags,
  auth: true,
  permission: 'competitions:write',
  body: AssociationBody,
  response: { 200: MessageBody },
});
