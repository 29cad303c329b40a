import { type Static, Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id } from './common.js';

/**
 * What the console's "find anything" searches (issue 34), each the resource whose `read`
 * permission an operator needs to see it found.
 */
export const searchKinds = [
  'users',
  'merchants',
  'drivers',
  'orders',
  'products',
  'schools',
  'competitions',
] as const;
export const SearchKind = Type.Enum(searchKinds);
export type SearchKind = Static<typeof SearchKind>;

/** The most records one search finds of each kind. */
export const SEARCH_PER_KIND = 5;
/** The longest text a search takes: longer than any id, phone, name or SKU it matches. */
export const SEARCH_MAX_LENGTH = 100;

/** One record found: what it is, its id, and the words the palette shows of it. */
export const SearchHit = Type.Object({
  kind: SearchKind,
  id: Id,
  /** What names it: a person's or store's name, an order's number, a product's title. */
  title: Type.String({ maxLength: 500 }),
  /** What tells two of the same title apart: a phone, a SKU, a customer. */
  detail: Type.String({ maxLength: 500 }),
  /** The code the record's list finds it by, where it is not its id (an order's `SAT-…`, a SKU). */
  code: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SearchHit = Static<typeof SearchHit>;

export const find = defineCall({
  method: 'GET',
  path: '/search',
  summary: 'Find records of every kind by id (or its start), phone, name, code or SKU',
  description:
    'Each kind is searched only when the role may read it; at most `SEARCH_PER_KIND` of each. ' +
    'A phone matches by its start, typed as shown (`+91 98…`) or as digits; an id or an ' +
    "order's number by its start; a name or a product's title by any part.",
  tags: ['search'],
  auth: true,
  permission: SIGNED_IN,
  querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH }) }),
  response: {
    200: Type.Object({
      hits: Type.Array(SearchHit, { maxItems: SEARCH_PER_KIND * searchKinds.length }),
    }),
  },
});
