/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';
/** … and for a row still referred to, or referring to one that is not there. */
const FOREIGN_KEY_VIOLATION = '23503';
/** … and for a transaction it failed to break a deadlock with another. */
const DEADLOCK_DETECTED = '40P01';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's error, whether drizzle wrapped it (as `cause`) or not. */
const pgError = (error: unknown): PgErrorFields | undefined => {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return undefined;
};

/** Whether `error` is PostgreSQL refusing a duplicate (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgError(error);
  return (
    fields?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || fields.constraint === constraint)
  );
}

/** Whether `error` is PostgreSQL refusing a change a foreign key forbids (of `constraint`, when given). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const fields = pgError(error);
  return (
    fields?.code === FOREIGN_KEY_VIOLATION &&
    (constraint === undefined || fields.constraint === constraint)
  );
}

/**
 * Whether `error` is PostgreSQL failing the transaction to break a deadlock: the other
 * transaction went on, and the same work begun again will most likely succeed.
 */
export const isDeadlock = (error: unknown): boolean => pgError(error)?.code === DEADLOCK_DETECTED;

/**
 * Whether `error` says the database could not be reached or gave up the query for reasons of its
 * own, not the query's: refused or dropped connections (a node error code, or SQLSTATE class 08),
 * a server shutting down (57P01–57P03), or a replica cancelling a read that its replay conflicts
 * with (40001). The same read elsewhere may well succeed.
 */
export function isUnreachable(error: unknown): boolean {
  const code = pgError(error)?.code;
  if (typeof code === 'string') {
    return (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EPIPE',
        '57P01',
        '57P02',
        '57P03',
        '40001',
      ].includes(code) || code.startsWith('08')
    );
  }
  // pg's own words for a connection that ended or never came.
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}
