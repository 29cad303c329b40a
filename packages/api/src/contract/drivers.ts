import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, IdempotencyHeaders, ListQuery, MessageBody, Nullable } from './common.js';
import { listEnvelope } from './list.js';
import { DriverSettlementType, SettlementRequest } from './settlement-request.js';

export const driverStatuses = ['active', 'pending', 'inactive', 'suspended'] as const;
export const DriverStatus = Type.Enum(driverStatuses);
export type DriverStatus = Static<typeof DriverStatus>;

export {
  DriverSettlementType,
  driverSettlementTypes,
} from './settlement-request.js';

/** The largest amount one settlement takes, in rupees (ten crore). */
export const MAX_SETTLEMENT_RUPEES = 100_000_000;

/**
 * A driver as the Drivers list shows it. `earning` and `cashCollected` are what is still to be
 * settled, in rupees: the delivery fees and tips of delivered orders not yet paid to the driver,
 * and the cash of delivered cash-on-delivery orders the driver has not yet handed in.
 */
export const Driver = Type.Object({
  id: Id,
  _id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  whatsappNumber: Nullable(Type.String()),
  /** The profile photo, ready for `<img src>`; null when there is none. */
  profilePicture: Nullable(Type.String()),
  status: DriverStatus,
  isGolden: Type.Boolean(),
  isAvailable: Type.Boolean(),
  isOutForDelivery: Type.Boolean(),
  earning: Type.Number(),
  cashCollected: Type.Number(),
  /** When the driver joined. */
  createdAt: Type.String({ format: 'date-time' }),
});
export type Driver = Static<typeof Driver>;

/** One kind of a driver's money, in rupees: owed in all, settled so far, still due. */
export const DriverAccount = Type.Object({
  total: Type.Number(),
  settled: Type.Number(),
  due: Type.Number(),
});
export type DriverAccount = Static<typeof DriverAccount>;

/**
 * A driver with both kinds of money in full: `earning` and `cashCollected` are what is due (as
 * in the list), `accounts` adds what was owed in all and what was settled.
 */
export const DriverEarnings = Type.Object({
  ...Driver.properties,
  accounts: Type.Object({ earning: DriverAccount, cashCollected: DriverAccount }),
});
export type DriverEarnings = Static<typeof DriverEarnings>;

/**
 * Links to the driver's documents (null: not uploaded), ready for `<img src>`: `/files/{key}`,
 * with a signature good for a few minutes since documents are private.
 */
export const DriverDocuments = Type.Object({
  profilePicture: Nullable(Type.String()),
  drivingLicencePhoto: Nullable(Type.String()),
  aadhaarPhoto: Nullable(Type.String()),
  vehicleRcPhoto: Nullable(Type.String()),
});
export type DriverDocuments = Static<typeof DriverDocuments>;

export const driverList = listEnvelope(
  { items: 'drivers', total: 'total', pages: 'totalPages' },
  Driver,
);

const ById = Type.Object({ id: Id });

export const list = defineCall({
  method: 'GET',
  path: '/driver/list',
  summary: 'List drivers, paginated, filtered and sorted by when they joined',
  tags: ['drivers'],
  auth: true,
  permission: 'drivers:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    /** First or last name, any part of it. */
    name: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    status: Type.Optional(DriverStatus),
    isAvailable: Type.Optional(Type.Enum(['true', 'false'])),
  }),
  response: { 200: driverList.schema },
});

export const documents = defineCall({
  method: 'GET',
  path: '/driver/get-driver-documents/:id',
  summary: "A driver's documents",
  tags: ['drivers'],
  auth: true,
  permission: 'drivers:read',
  params: ById,
  response: { 200: Type.Object({ data: DriverDocuments }) },
});

export const earnings = defineCall({
  method: 'GET',
  path: '/driver/get-driver-by-id-auth/:id',
  summary: 'One driver with what is owed to them and what they owe, settled and due',
  tags: ['drivers'],
  auth: true,
  permission: 'settlements:read',
  params: ById,
  response: { 200: Type.Object({ data: DriverEarnings }) },
});

export const setStatus = defineCall({
  method: 'PUT',
  path: '/driver/update-driver-status/:id',
  summary: "Change a driver's status",
  tags: ['drivers'],
  auth: true,
  permission: 'drivers:write',
  params: ById,
  body: Type.Object({ status: DriverStatus }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: Driver }) },
});

export const settle = defineCall({
  method: 'POST',
  path: '/driver/update-driver-amount',
  summary: "Pay a driver's earnings, or record cash a driver handed in, never more than is due",
  description:
    'Send a new Idempotency-Key (1 to 255 visible ASCII characters, e.g. a UUID) with each ' +
    'settlement the operator submits, and the same key when sending that submission again: a ' +
    'key already answered returns its first answer and records nothing; the same key with ' +
    'another body is refused with 422. A refused settlement uses up no key. An amount above ' +
    'the approval threshold (a setting) is recorded as requested, not paid (202): another ' +
    'operator approves it.',
  tags: ['drivers'],
  auth: true,
  permission: 'settlements:settle',
  headers: IdempotencyHeaders,
  body: Type.Object({
    type: DriverSettlementType,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_SETTLEMENT_RUPEES }),
    driverId: Id,
  }),
  response: {
    200: Type.Object({ ...MessageBody.properties, data: Driver }),
    /** Above the approval threshold: requested, not paid (the driver's row as it was). */
    202: Type.Object({ ...MessageBody.properties, data: Driver, request: SettlementRequest }),
  },
});

/** What a settlement asks: the kind of money, the amount in rupees, the driver. */
export type DriverSettlementBody = Static<typeof settle.body>;
