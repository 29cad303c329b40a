import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody } from './common.js';
import { MAX_SETTLEMENT_RUPEES } from './drivers.js';
import { listEnvelope } from './list.js';
import { SettlementRequest } from './settlement-request.js';

export const merchantStatuses = [
  'active',
  'pending',
  'inactive',
  'incomplete',
  'suspended',
] as const;
export const MerchantStatus = Type.Enum(merchantStatuses);
export type MerchantStatus = Static<typeof MerchantStatus>;

/** A merchant as lists show it; it carries both `id` and `_id` (design.md §4). */
export const Merchant = Type.Object({
  id: Id,
  _id: Id,
  storeName: Type.String(),
  merchantName: Type.String(),
  phone: Type.String(),
  whatsappNumber: Type.Union([Type.String(), Type.Null()]),
  gstNumber: Type.Union([Type.String(), Type.Null()]),
  /** One line: street, city, state and postal code. */
  address: Type.String(),
  status: MerchantStatus,
  createdAt: Type.String({ format: 'date-time' }),
});
export type Merchant = Static<typeof Merchant>;

/**
 * Links to the merchant's documents (null: not uploaded), ready for `<img src>`: `/files/{key}`,
 * with a signature good for a few minutes since documents are private.
 */
export const MerchantDocuments = Type.Object({
  storePhoto: Type.Union([Type.String(), Type.Null()]),
  gstPhoto: Type.Union([Type.String(), Type.Null()]),
  panPhoto: Type.Union([Type.String(), Type.Null()]),
  bankPassbookOrBlankCheckPhoto: Type.Union([Type.String(), Type.Null()]),
});
export type MerchantDocuments = Static<typeof MerchantDocuments>;

export const merchantList = listEnvelope(
  { items: 'merchants', total: 'totalMerchent', pages: 'totalPages' },
  Merchant,
);

const ById = Type.Object({ id: Id });

export const list = defineCall({
  method: 'GET',
  path: '/merchants/merchent-for-admin',
  summary: 'List merchants, paginated, filtered and sorted by creation time',
  tags: ['merchants'],
  auth: true,
  permission: 'merchants:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    _id: Type.Optional(Type.String({ maxLength: 24 })),
    storeName: Type.Optional(Type.String({ maxLength: 200 })),
    merchantName: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    status: Type.Optional(MerchantStatus),
  }),
  response: { 200: merchantList.schema },
});

export const byId = defineCall({
  method: 'GET',
  path: '/merchants/:id',
  summary: 'One merchant',
  tags: ['merchants'],
  auth: true,
  permission: 'merchants:read',
  params: ById,
  response: { 200: Type.Object({ data: Merchant }) },
});

/** What a merchant earned from its items of delivered orders, was paid, and is due, in rupees. */
export const MerchantEarnings = Type.Object({
  earned: Type.Number(),
  settled: Type.Number(),
  due: Type.Number(),
});
export type MerchantEarnings = Static<typeof MerchantEarnings>;

export const earnings = defineCall({
  method: 'GET',
  path: '/merchants/get-merchant-earnings/:id',
  summary: 'What a merchant earned, was paid, and is still due (what a settlement may pay)',
  tags: ['merchants'],
  auth: true,
  permission: 'settlements:read',
  params: ById,
  response: { 200: Type.Object({ data: MerchantEarnings }) },
});

export const documents = defineCall({
  method: 'GET',
  path: '/merchants/get-merchant-documents/:id',
  summary: "A merchant's documents",
  tags: ['merchants'],
  auth: true,
  permission: 'merchants:read',
  params: ById,
  response: { 200: Type.Object({ data: MerchantDocuments }) },
});

export const setStatus = defineCall({
  method: 'PUT',
  path: '/merchants/update-merchant-status/:id',
  summary: "Change a merchant's status",
  description:
    'The status must be one offered for the merchant (merchantStatusesOffered: inactive only ' +
    'for a merchant with a WhatsApp number); another is refused with 409 ' +
    '(merchant.status_not_offered), as a bulk run skips such a merchant.',
  tags: ['merchants'],
  auth: true,
  permission: 'merchants:write',
  params: ById,
  body: Type.Object({ status: MerchantStatus }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: Merchant }) },
});

export const productsCsv = defineCall({
  method: 'GET',
  path: '/catalogs/products/get-products-csv/:id',
  summary: "A merchant's products as CSV",
  tags: ['merchants'],
  auth: true,
  permission: 'products:export',
  params: ById,
  produces: 'csv',
  response: { 200: Type.String() },
});

/**
 * `YYYY-MM-DD`, a day of the marketplace's calendar (Asia/Kolkata), from year 1000 (PostgreSQL
 * has no year 0000).
 */
const Day = Type.String({ pattern: '^[1-9]\\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

export const earningReport = defineCall({
  method: 'GET',
  path: '/sales/orders/merchant-earning-record',
  summary: 'Earnings of delivered orders as CSV, for one day or a range; 404 when none',
  tags: ['merchants'],
  auth: true,
  permission: 'settlements:export',
  querystring: Type.Object({
    singleDate: Type.Optional(Day),
    startDate: Type.Optional(Day),
    endDate: Type.Optional(Day),
    merchantId: Type.Optional(Id),
  }),
  produces: 'csv',
  response: { 200: Type.String() },
});

export const createTransaction = defineCall({
  method: 'POST',
  path: '/admin/create-transaction',
  summary: 'Settle part or all of what a merchant has earned',
  description:
    'An amount above the approval threshold (a setting) is recorded as requested, not paid ' +
    '(202): another operator approves it.',
  tags: ['merchants'],
  auth: true,
  permission: 'settlements:settle',
  body: Type.Object({
    transactionId: Type.String({ minLength: 1, maxLength: 100 }),
    transactionAmount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_SETTLEMENT_RUPEES }),
    merchantId: Id,
  }),
  response: {
    200: MessageBody,
    /** Above the approval threshold: requested, not paid. */
    202: Type.Object({ ...MessageBody.properties, request: SettlementRequest }),
  },
});
