import type { ErrorCode } from '@satchel/api';
import { isForeignKeyViolation, isUniqueViolation } from '../repos/pg-errors.js';
import { HttpError } from './http-error.js';

/** The answer to a write PostgreSQL refused: its status, message and code (else the status's). */
export interface PgRefusal {
  readonly status: 400 | 409;
  readonly message: string;
  readonly code?: ErrorCode;
}

/** How a route answers PostgreSQL's refusals of one of its writes. */
export interface PgRefusals {
  /** A duplicate, by the name of the unique constraint that refused it. */
  readonly unique?: Readonly<Record<string, PgRefusal>>;
  /**
   * A foreign key: rows still in use by others (409), or a row removed between the route's
   * check and the write (400).
   */
  readonly foreignKey?: PgRefusal;
}

const refusalOf = (error: unknown, { unique = {}, foreignKey }: PgRefusals) =>
  Object.entries(unique).find(([constraint]) => isUniqueViolation(error, constraint))?.[1] ??
  (foreignKey && isForeignKeyViolation(error) ? foreignKey : undefined);

/**
 * The one place PostgreSQL's refusals become HTTP answers: `write`'s result, or the refusal its
 * route declares for what PostgreSQL refused, `{message, code}` with its status. Any other error
 * goes on as it was (a violation nobody declared is a server error).
 */
export async function answeringPgRefusals<T>(write: Promise<T>, refusals: PgRefusals): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const refusal = refusalOf(error, refusals);
    if (refusal) throw new HttpError(refusal.status, refusal.message, {}, refusal.code);
    throw error;
  }
}
