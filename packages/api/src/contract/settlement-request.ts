import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common.js';

/** The spec's driver report types (part 1 §3): earnings owed to a driver, cash a driver holds. */
export const driverSettlementTypes = ['earning', 'cashCollected'] as const;
export const DriverSettlementType = Type.Enum(driverSettlementTypes);
export type DriverSettlementType = Static<typeof DriverSettlementType>;

/** A settlement request's course: waiting for a second operator, paid by one, or turned down. */
export const requestStates = ['pending', 'approved', 'rejected'] as const;
export type RequestState = (typeof requestStates)[number];

const Operator = Type.Object({ id: Id, username: Type.String() });

/**
 * A settlement above the approval threshold (issue 30), recorded as requested and not paid: it
 * is paid only when an operator other than its requester approves it.
 */
export const SettlementRequest = Type.Object({
  id: Id,
  requestedAt: Type.String({ format: 'date-time' }),
  requestedBy: Operator,
  /** Whom it pays: a merchant (store name) or a driver (full name). */
  payee: Type.Object({
    kind: Type.Enum(['merchant', 'driver']),
    id: Id,
    name: Type.String(),
  }),
  /** A driver's settlement: earnings paid out or cash handed in; null for a merchant's. */
  driverType: Nullable(DriverSettlementType),
  /** A merchant's settlement: the bank transaction's id; null for a driver's. */
  transactionId: Nullable(Type.String()),
  /** Rupees, to the paisa. */
  amount: Type.Number({ exclusiveMinimum: 0 }),
  state: Type.Enum(requestStates),
  decidedBy: Nullable(Operator),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Why it was rejected, as the operator who rejected it wrote it. */
  reason: Nullable(Type.String()),
});
export type SettlementRequest = Static<typeof SettlementRequest>;
