import { administrators, drivers, merchants, settlementRequests } from '@satchel/db/schema';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';
import {
  type SettlementRefusal,
  type SettlementRequestRow,
  settleDriver,
  settleMerchant,
} from './settlements.js';

const requester = alias(administrators, 'requester');
const decider = alias(administrators, 'decider');

/** A settlement request with the names its list shows: who asked, who decided, whom it pays. */
export interface SettlementRequestView extends SettlementRequestRow {
  readonly requesterName: string;
  readonly deciderName: string | null;
  readonly payeeName: string;
}

function requestsWhere(db: Db, where: SQL) {
  return db
    .select({
      request: settlementRequests,
      requesterName: requester.username,
      deciderName: decider.username,
      payeeName: sql<string>`coalesce(${merchants.storeName},
        ${drivers.firstName} || ' ' || ${drivers.lastName})`,
    })
    .from(settlementRequests)
    .innerJoin(requester, eq(requester.id, settlementRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, settlementRequests.decidedBy))
    .leftJoin(merchants, eq(merchants.id, settlementRequests.merchantId))
    .leftJoin(drivers, eq(drivers.id, settlementRequests.driverId))
    .where(where);
}

type Found = Awaited<ReturnType<typeof requestsWhere>>[number];
const viewOf = ({ request, ...names }: Found): SettlementRequestView => ({ ...request, ...names });

/** The requests waiting for approval, oldest first (off their partial index), and how many. */
export async function pendingRequests(db: Db, limit: number) {
  const pending = eq(settlementRequests.state, 'pending');
  const [rows, total] = await Promise.all([
    requestsWhere(db, pending).orderBy(asc(settlementRequests.createdAt)).limit(limit),
    pendingRequestCount(db),
  ]);
  return { requests: rows.map(viewOf), total };
}

/** How many requests wait for approval (the Dashboard's figure), as a query to run or embed. */
export const pendingRequestsCounted = (db: Db) =>
  db
    .select({ total: count() })
    .from(settlementRequests)
    .where(eq(settlementRequests.state, 'pending'));

/** How many requests wait for approval. */
export async function pendingRequestCount(db: Db): Promise<number> {
  const [row] = await pendingRequestsCounted(db);
  return row!.total;
}

export async function findRequest(db: Db, id: string): Promise<SettlementRequestView | undefined> {
  const [row] = await requestsWhere(db, eq(settlementRequests.id, id));
  return row && viewOf(row);
}

/** What an approval came to. `again`: it was approved already, and nothing more was paid. */
export type ApprovalOutcome =
  | { ok: true; again: boolean }
  | SettlementRefusal
  | { ok: false; reason: 'ownRequest' }
  | { ok: false; reason: 'rejected' };

/** Locks the request for the rest of the transaction: one decision at a time. */
async function lockRequest(tx: Db, id: string): Promise<SettlementRequestRow | undefined> {
  const [request] = await tx
    .select()
    .from(settlementRequests)
    .where(eq(settlementRequests.id, id))
    .for('update');
  return request;
}

/** Pays the request's settlement now, checked against what is due now. */
function pay(tx: Db, request: SettlementRequestRow) {
  const input = { amount: request.amount, settledBy: request.requestedBy };
  if (request.merchantId !== null) {
    const merchant = {
      ...input,
      merchantId: request.merchantId,
      transactionId: request.transactionId!,
    };
    return settleMerchant(tx, merchant, request.id);
  }
  return settleDriver(tx, { ...input, driverId: request.driverId!, type: request.driverType! });
}

/**
 * Approves a request, paying it: only by an operator other than its requester, only while the
 * amount is still due (else it keeps waiting), once (approving it again pays nothing more).
 */
export function approveRequest(db: Db, id: string, approverId: string): Promise<ApprovalOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return { ok: false, reason: 'notFound' };
    if (request.requestedBy === approverId) return { ok: false, reason: 'ownRequest' };
    if (request.state === 'approved') return { ok: true, again: true };
    if (request.state === 'rejected') return { ok: false, reason: 'rejected' };
    const paid = await pay(tx, request);
    if (!paid.ok) return paid;
    await tx
      .update(settlementRequests)
      .set({
        state: 'approved',
        decidedBy: approverId,
        decidedAt: sql`now()`,
        settlementId: paid.settlement.id,
      })
      .where(eq(settlementRequests.id, id));
    return { ok: true, again: false };
  });
}

export type RejectionOutcome =
  | { ok: true }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'decided'; state: Exclude<SettlementRequestRow['state'], 'pending'> };

/** Rejects a waiting request, keeping the reason; nothing is paid. */
export function rejectRequest(
  db: Db,
  id: string,
  deciderId: string,
  reason: string,
): Promise<RejectionOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return { ok: false, reason: 'notFound' };
    if (request.state !== 'pending') return { ok: false, reason: 'decided', state: request.state };
    await tx
      .update(settlementRequests)
      .set({ state: 'rejected', decidedBy: deciderId, decidedAt: sql`now()`, reason })
      .where(eq(settlementRequests.id, id));
    return { ok: true };
  });
}
