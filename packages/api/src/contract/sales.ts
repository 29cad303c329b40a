import { type Static, Type } from 'typebox';
import { salesPeriods } from '../domain/sales-period.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MAX_PAGE } from './common.js';
import { listEnvelope } from './list.js';

/** The period filter (design.md §4), counted in India's business days. */
export const SalesPeriod = Type.Enum(salesPeriods);

const PERIOD_WORDS = [
  'Periods count India’s business days (Asia/Kolkata) up to today: day = today; week = from',
  'Monday; month = from the 1st; 3months / 6months = from the day after the same date 3 or 6',
  'months back; year = from 1 January. An order belongs to the day it was placed (createdAt).',
].join(' ');

/** The summary above the tabs (spec part 2 §3 "Sales summary"). */
export const SalesSummary = Type.Object({
  /** Rupees with paise, e.g. 1234.5. */
  totalRevenue: Type.Number(),
  totalOrders: Type.Integer(),
});
export type SalesSummary = Static<typeof SalesSummary>;

export const revenue = defineCall({
  method: 'GET',
  path: '/sales/orders/revenue',
  summary: 'Revenue and order count over a period',
  description: [
    PERIOD_WORDS,
    'totalRevenue is the sum of the sub-totals (items’ price × quantity, fees and tips left out)',
    'of the period’s orders whose status is delivered, in rupees to the paisa. totalOrders counts',
    'the period’s orders in every status but cancelled (placed, accepted, rejected by a merchant,',
    'on the way and delivered all count; a cancelled order counts in neither figure).',
  ].join(' '),
  tags: ['sales'],
  auth: true,
  permission: 'sales:read',
  querystring: Type.Object({ period: SalesPeriod }),
  response: { 200: SalesSummary },
});

/** A product with its sales (spec part 2 §3 "Sold product"). */
export const SoldProduct = Type.Object({
  id: Id,
  title: Type.String(),
  /** Ready for `<img src>`: `/files/{key}` for a stored file, an outside link as it was given. */
  images: Type.Array(Type.String()),
  categoryId: Id,
  soldCount: Type.Integer(),
});
export type SoldProduct = Static<typeof SoldProduct>;

export const soldCountSorts = ['high-to-low', 'low-to-high'] as const;
export type SoldCountSort = (typeof soldCountSorts)[number];

export const SalesTrackQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  filterByCategoryId: Type.Optional(Id),
  /** Part of the title, any case. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  soldCountSort: Type.Optional(Type.Enum(soldCountSorts, { default: 'high-to-low' })),
  /** Our addition: the sales counted; every sale ever when absent. */
  period: Type.Optional(SalesPeriod),
});
export type SalesTrackQuery = Static<typeof SalesTrackQuery>;

export const salesTrack = defineCall({
  method: 'GET',
  path: '/catalogs/products/sales-track',
  summary: 'Products with how many of each were sold, by sold count',
  description: [
    'Every product (main products and variants alike, each with its own sales), filtered by',
    'category (filterByCategoryId) and by title (q, any case), ordered by soldCount',
    '(high-to-low by default, low-to-high on request; products sold equally keep title order).',
    'soldCount is the quantity of the product in delivered orders, the orders that make the',
    'revenue; items of cancelled or undelivered orders are not sold (yet). With `period`, only',
    `orders placed in it count. ${PERIOD_WORDS}`,
  ].join(' '),
  tags: ['sales'],
  auth: true,
  permission: 'sales:read',
  querystring: SalesTrackQuery,
  response: {
    200: Type.Object({
      data: Type.Object({ products: Type.Array(SoldProduct), totalPages: Type.Integer() }),
    }),
  },
});

/** A merchant's fulfilment (spec part 2 §3 "Merchant sales row"). */
export const MerchantSalesRow = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  fulfilledCount: Type.Integer(),
  acceptedCount: Type.Integer(),
  rejectedCount: Type.Integer(),
});
export type MerchantSalesRow = Static<typeof MerchantSalesRow>;

export const merchantSalesTrack = defineCall({
  method: 'GET',
  path: '/sales/orders/merchant-sales-track',
  summary: 'Each merchant’s fulfilled, accepted and rejected orders over a period',
  description: [
    'One row per merchant assigned at least one item of an order placed in the period, most',
    'fulfilled first (then by name). Counts are orders (an order counts once however many of its',
    'items the merchant has): fulfilledCount, orders where an item of the merchant’s is delivered;',
    'acceptedCount, orders where the merchant accepted an item (item status merchantAccepted,',
    'readyToPick, outForDelivery or delivered: fulfilled items were accepted first); rejectedCount, orders where',
    'an item of the merchant’s is merchantRejected. Items of cancelled orders count in none.',
    `name is the merchant’s name (merchantName). ${PERIOD_WORDS}`,
  ].join(' '),
  tags: ['sales'],
  auth: true,
  permission: 'sales:read',
  querystring: Type.Object({ period: SalesPeriod }),
  response: { 200: Type.Object({ data: Type.Array(MerchantSalesRow) }) },
});

/** The counts Sales Track's merchant rows can be ordered by (the call's own order: fulfilled). */
export const merchantRowOrders = ['fulfilledCount', 'acceptedCount', 'rejectedCount'] as const;
export type MerchantRowOrder = (typeof merchantRowOrders)[number];

/**
 * Sales Track's merchant rows as the console lists them (issues 29 and 33): a page of the
 * period's rows, searched and ordered by the server (`merchantSalesRows`), with saved views and
 * columns as every list has. A view keeps this query, which the server checks a saved view
 * against. The period is not in it: it is the screen's, above the summary and both tabs, so a
 * view of one tab's table never changes it.
 */
export const MerchantRowsQuery = Type.Object({
  ...ListQuery.properties,
  /** Part of the merchant's name, id or phone, any case. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** The count the rows go by (sort -1: most first), then the name; fulfilled when absent. */
  orderBy: Type.Optional(Type.Enum(merchantRowOrders)),
});
export type MerchantRowsQuery = Static<typeof MerchantRowsQuery>;

export const merchantRowList = listEnvelope(
  { items: 'data', total: 'total', pages: 'totalPages' },
  MerchantSalesRow,
);

/**
 * Our addition: one page of merchantSalesTrack's rows. The spec's call answers every merchant of
 * the period at once (some 800 rows, 80 KB on a million orders), which the console showed 10 at a
 * time; rendering them all is most of what a call costs the database.
 */
export const merchantSalesRows = defineCall({
  method: 'GET',
  path: '/sales/orders/merchant-sales-rows',
  summary: 'A page of the merchants’ fulfilment over a period, searched and ordered',
  description: [
    'The rows of merchant-sales-track, a page at a time: those whose name, id or phone (as',
    'shown, +91 and spaces aside) holds q, any case, ordered by orderBy (fulfilledCount when',
    'absent; sort -1, the default, most first), then by name and id.',
    PERIOD_WORDS,
  ].join(' '),
  tags: ['sales'],
  auth: true,
  permission: 'sales:read',
  querystring: Type.Object({ period: SalesPeriod, ...MerchantRowsQuery.properties }),
  response: { 200: merchantRowList.schema },
});
