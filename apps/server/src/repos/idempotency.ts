import { createHash } from 'node:crypto';
import { idempotencyKeys } from '@satchel/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** One request sent with an Idempotency-Key. */
export interface KeyedRequest {
  /** The call, e.g. `POST /driver/update-driver-amount`. */
  readonly scope: string;
  readonly administratorId: string;
  readonly key: string;
  /** What the request asks (its path parameters and body): the same key must ask the same. */
  readonly asks: unknown;
}

/** What became of a keyed request: answered (now, or replayed from the first time), or refused. */
export type KeyedOutcome<Answer> =
  | { readonly kind: 'answered'; readonly answer: Answer; readonly replayed: boolean }
  | { readonly kind: 'otherRequest' };

/**
 * The first key of the advisory locks that make the requests of one key take turns; the
 * two-key form keeps them apart from the one-key locks (migrations) of the same database.
 */
const KEY_LOCK_SPACE = 0x1de_4b07;

/** JSON with every object's keys in order, so that equal requests always hash alike. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
};

const hashOf = (asks: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(asks)) ?? 'null')
    .digest('hex');

/**
 * Runs `write` at most once per key: in one transaction, the key is locked (requests with the
 * same key, on any server instance, wait for the first to finish), its recorded answer looked
 * up, and if there is none the write runs and its answer is recorded with it. So a request sent
 * again gets the first answer and writes nothing, twenty sent at once write once, and the same
 * key asking something else is refused. When `write` throws (a refusal, a fault), nothing is
 * recorded, the key included: trying again is safe and answers afresh.
 */
export function answerOnce<Answer>(
  db: Db,
  request: KeyedRequest,
  write: (tx: Db) => Promise<Answer>,
): Promise<KeyedOutcome<Answer>> {
  const requestHash = hashOf(request.asks);
  return db.transaction(async (tx) => {
    const lockName = `${request.scope}\n${request.administratorId}\n${request.key}`;
    await tx.execute(
      sql`select pg_advisory_xact_lock(${KEY_LOCK_SPACE}::integer, hashtext(${lockName}))`,
    );
    const [recorded] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.administratorId, request.administratorId),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    if (recorded) {
      return recorded.requestHash === requestHash
        ? { kind: 'answered', answer: recorded.answer as Answer, replayed: true }
        : { kind: 'otherRequest' };
    }
    const answer = await write(tx);
    await tx.insert(idempotencyKeys).values({
      scope: request.scope,
      administratorId: request.administratorId,
      key: request.key,
      requestHash,
      answer,
    });
    return { kind: 'answered', answer, replayed: false };
  });
}
