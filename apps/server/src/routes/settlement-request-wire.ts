import type { SettlementRequest } from '@satchel/api';
import type { Db } from '../repos/db.js';
import { findRequest, type SettlementRequestView } from '../repos/settlement-requests.js';
import { isoTime, isoTimeOrNull } from './wire-time.js';

export const requestOnWire = (request: SettlementRequestView): SettlementRequest => ({
  id: request.id,
  requestedAt: isoTime(request.createdAt),
  requestedBy: { id: request.requestedBy, username: request.requesterName },
  payee: {
    kind: request.merchantId !== null ? 'merchant' : 'driver',
    id: (request.merchantId ?? request.driverId)!,
    name: request.payeeName,
  },
  driverType: request.driverType,
  transactionId: request.transactionId,
  amount: Number(request.amount),
  state: request.state,
  decidedBy:
    request.decidedBy === null ? null : { id: request.decidedBy, username: request.deciderName! },
  decidedAt: isoTimeOrNull(request.decidedAt),
  reason: request.reason,
});

/** A request as it travels, read again (with its names) in the transaction that wrote it. */
export const requestById = async (db: Db, id: string): Promise<SettlementRequest> =>
  requestOnWire((await findRequest(db, id))!);
