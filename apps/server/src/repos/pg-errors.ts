/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';
/** … and for a row still referred to, or referring to one that is not there. */
const FOREIGN_KEY_VIOLATION = '23503';

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
