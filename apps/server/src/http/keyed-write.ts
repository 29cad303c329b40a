import { IDEMPOTENCY_KEY_HEADER } from '@satchel/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInAdmin } from '../auth/sessions.js';
import type { Db } from '../repos/db.js';
import { answerOnce } from '../repos/idempotency.js';
import { HttpError } from './http-error.js';

/** The header that tells a client the answer is the one a request with its key already had. */
const REPLAYED_HEADER = 'idempotent-replayed';

/** What a handler of a call with `headers: IdempotencyHeaders` has (its CallInput). */
interface KeyedInput {
  readonly params: unknown;
  readonly body: unknown;
  readonly headers: { readonly [IDEMPOTENCY_KEY_HEADER]: string };
  readonly admin: SignedInAdmin;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * A handler's write made safe to send again (`answerOnce`): the key is the request's
 * Idempotency-Key, scoped to the call and the administrator. A request that repeats an answered
 * one gets its answer (marked with `Idempotent-Replayed: true`); the same key with another
 * path or body is refused with 422. `write` answers the call or throws its refusal (HttpError),
 * which records nothing.
 */
export async function keyedWrite<Answer>(
  db: Db,
  input: KeyedInput,
  write: (tx: Db) => Promise<Answer>,
): Promise<Answer> {
  const { request, reply } = input;
  const outcome = await answerOnce(
    db,
    {
      scope: `${request.method} ${request.routeOptions.url}`,
      administratorId: input.admin.id,
      key: input.headers[IDEMPOTENCY_KEY_HEADER],
      asks: { params: input.params, body: input.body },
    },
    write,
  );
  if (outcome.kind === 'otherRequest') {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request; send a new key',
    );
  }
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return outcome.answer;
}
