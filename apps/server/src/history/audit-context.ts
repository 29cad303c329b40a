import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../repos/db.js';

/**
 * Who makes the writes of one transaction, as the history triggers read it (migration 0023:
 * the transaction's `satchel.audit` setting, a JSON object). Set once at the start of the
 * transaction; every entry it makes carries it.
 */
export interface AuditContext {
  /** The operator; null for a change no operator asked for. */
  readonly administratorId: string | null;
  /** The call that makes the change (`users.setStatus`), as `operationIdOf` names it. */
  readonly action: string;
  readonly requestId: string | null;
  readonly address: string | null;
}

/** The transaction-local setting's name (and the SQL that sets it, for a plain pg client). */
export const AUDIT_SETTING = 'satchel.audit';
export const SET_AUDIT_CONTEXT = `select set_config('${AUDIT_SETTING}', $1, true)`;

/** What the request's writes are recorded as: its operator, its id and its client's address. */
export const auditContextOf = (request: FastifyRequest, action: string): AuditContext => ({
  administratorId: request.admin?.id ?? null,
  action,
  requestId: request.id,
  address: request.ip,
});

/** Says who writes for the rest of the transaction `tx` (outside one it would say nothing). */
export async function setAuditContext(tx: Db, context: AuditContext): Promise<void> {
  await tx.execute(sql`select set_config(${AUDIT_SETTING}, ${JSON.stringify(context)}, true)`);
}

/**
 * Adds the rest of the transaction's writes to the history entry `eventId` instead of a new
 * one: a bulk run's later batches belong to the entry its start made.
 */
export async function continueAuditEvent(tx: Db, eventId: string): Promise<void> {
  await tx.execute(sql`select set_config('satchel.audit_event', ${eventId}, true)`);
}
