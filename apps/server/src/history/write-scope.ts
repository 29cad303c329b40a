import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallContract } from '@satchel/api';
import type { FastifyRequest } from 'fastify';
import { retryingDeadlocks } from '../db/deadlock-retry.js';
import { callNameOf } from '../http/operation-id.js';
import type { Db } from '../repos/db.js';
import { type AuditContext, auditContextOf, setAuditContext } from './audit-context.js';

/**
 * How every write of a call is recorded in history without any route or repository having to
 * remember it (issue #30). History itself is written by PostgreSQL triggers (migration 0023), so
 * no write to a recorded table can go unrecorded; what the triggers need from the application is
 * who is writing, and that must be said inside the writing transaction (`set_config(…, true)`:
 * a setting of the connection would outlive the request on a pooled connection, and behind
 * PgBouncer in transaction mode reach another client's writes).
 *
 * So a write call runs in a write scope: one transaction, begun with the call's audit context,
 * that every query of the call goes through. The app's database (`app.db`) is a view of the
 * pool that, inside a scope, is the scope's transaction: a handler or repository writes as it
 * always did, and a transaction it opens becomes a savepoint of the scope's. The call's answer
 * goes out after the commit, and a call that fails writes nothing, its history included.
 *
 * Chosen over an explicit `recordChange(…)` in each repository write, which a new write can
 * forget and which would state fields by hand; and over a setting per connection (above). The
 * cost is the transaction's BEGIN, the setting and the COMMIT: three short round trips, no more
 * than a write that already was a transaction (a settlement) pays for its own.
 */

interface Scope {
  readonly tx: Db;
  /** False once the transaction has ended: work the call left running uses the pool again. */
  open: boolean;
  /** A read scope: `tx` is a read replica's database (db/replicas.ts), which takes no write. */
  readonly reads?: true;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The app's scoped views of its database (`scopedDatabase`). */
const scopedViews = new WeakSet<object>();

/** The database a query made now goes to: the open scope's transaction, else the pool's. */
const scopeTarget = <D extends object>(db: D): D => {
  const scope = scopes.getStore();
  return scope?.open ? (scope.tx as unknown as D) : db;
};

/**
 * The database a query made on `db` now goes to: for the app's scoped view, the open write
 * scope's transaction or else the pool's database; any other database (a transaction passed
 * on) is itself.
 */
export const routedDatabase = <D extends object>(db: D): D =>
  scopedViews.has(db) ? scopeTarget(db) : db;

/**
 * `db` as the app's routes and repositories see it: inside a write scope, the scope's
 * transaction; elsewhere `db`. Methods are bound to the database they belong to.
 */
export function scopedDatabase<D extends object>(db: D): D {
  const view = new Proxy(db, {
    get(target, property) {
      const through = scopeTarget(target);
      const value: unknown = Reflect.get(through, property, through);
      return typeof value === 'function' ? value.bind(through) : value;
    },
  });
  scopedViews.add(view);
  return view;
}

/**
 * Runs `work` in a write scope on `db` (the pool's own database, not its scoped view): one
 * transaction that says `context` first, begun again when PostgreSQL fails it to break a
 * deadlock (`work` may run more than once). Inside a scope already, `work` joins it.
 */
export async function inWriteScope<T>(
  db: Db,
  context: AuditContext,
  work: () => Promise<T>,
): Promise<T> {
  const current = scopes.getStore();
  // A write begun in a read (none is, today) goes to the primary, in a scope of its own.
  if (current?.reads) return scopes.exit(() => inWriteScope(db, context, work));
  if (current?.open) return work();
  // A deadlock fails the whole transaction: `work` runs again in a new one (deadlock-retry.ts).
  return retryingDeadlocks(() =>
    db.transaction(async (tx) => {
      await setAuditContext(tx, context);
      const scope: Scope = { tx, open: true };
      try {
        return await scopes.run(scope, work);
      } finally {
        scope.open = false;
      }
    }),
  );
}

/**
 * Runs `work` in a read scope on `replica` (db/replicas.ts): every query the app's database
 * makes in it goes to that replica, prepared statements included.
 */
export function inReadScope<T>(replica: Db, work: () => Promise<T>): Promise<T> {
  return scopes.run({ tx: replica, open: true, reads: true }, work);
}

/**
 * Runs `work` in the write scope of `call`, made by `request`: for a call that opens its scope
 * itself, once its upload is read (see `isRecordedWrite` in register-call.ts).
 */
export const inCallScope = <T>(
  request: FastifyRequest,
  call: CallContract,
  work: () => Promise<T>,
): Promise<T> => inWriteScope(request.server.db, auditContextOf(request, callNameOf(call)), work);
