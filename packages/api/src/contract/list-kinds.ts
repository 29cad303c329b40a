import { type Static, Type } from 'typebox';
import * as banners from './banners.js';
import * as categories from './categories.js';
import * as coupons from './coupons.js';
import * as drivers from './drivers.js';
import * as history from './history.js';
import * as merchants from './merchants.js';
import * as orders from './orders.js';
import * as products from './products.js';
import * as users from './users.js';

/**
 * Every table list of the console by one short name: what exports, bulk runs, saved views,
 * column choices, change notices and kept totals call a list on the wire (`list: 'users'`).
 * Each names its list call, whose filters (`ListFilters`) the capability takes.
 */
export const listCalls = {
  users: users.list,
  merchants: merchants.list,
  drivers: drivers.list,
  products: products.list,
  categories: categories.list,
  banners: banners.list,
  coupons: coupons.list,
  orders: orders.list,
  audit: history.list,
} as const;

export type ListKind = keyof typeof listCalls;

export const listKinds = Object.keys(listCalls) as readonly ListKind[];

/** A list's name in a body or query string: one of `listKinds` (spelt out, so its type is too). */
export const ListKindSchema = Type.Union([
  Type.Literal('users'),
  Type.Literal('merchants'),
  Type.Literal('drivers'),
  Type.Literal('products'),
  Type.Literal('categories'),
  Type.Literal('banners'),
  Type.Literal('coupons'),
  Type.Literal('orders'),
  Type.Literal('audit'),
]);

// A kind added to `listCalls` and not to the schema (or the other way round) does not compile.
true satisfies ListKind extends Static<typeof ListKindSchema>
  ? Static<typeof ListKindSchema> extends ListKind
    ? true
    : false
  : false;

/**
 * The lists that are no table list of the wire but keep saved views and column choices as the
 * ones above do (`views.ts`): Sales Track's merchant rows (`merchantSales`), a page at a time
 * for the screen's period (`sales.merchantSalesRows`). No export, bulk run, change
 * notice or kept total names them. `view-lists.ts` gives each its query.
 */
export const viewOnlyListKinds = ['merchantSales'] as const;

/** A list with saved views and columns: a table list (`ListKind`) or a view-only one. */
export type ViewListKind = ListKind | (typeof viewOnlyListKinds)[number];

export const viewListKinds: readonly ViewListKind[] = [...listKinds, ...viewOnlyListKinds];

/** Whether a list with views is a table list of the wire (`listKinds`), not a view-only one. */
export const isListKind = (kind: ViewListKind): kind is ListKind =>
  (listKinds as readonly string[]).includes(kind);

/** A view list's name in a path: one of `viewListKinds`. */
export const ViewListKindSchema = Type.Union([
  ...ListKindSchema.anyOf,
  ...viewOnlyListKinds.map((kind) => Type.Literal(kind)),
]);
