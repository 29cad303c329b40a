import { type Static, type TOptional, type TSchema, Type } from 'typebox';
import { RECORD_ID_PATTERN } from '../domain/record-id.js';

export const Id = Type.String({ pattern: RECORD_ID_PATTERN });

/**
 * The deepest page a list call serves: at the largest limit its offset stays far inside what
 * PostgreSQL takes (a page of 10^18 overflowed the OFFSET). Deeper rows are reached by filters.
 */
export const MAX_PAGE = 100_000;

/** The part of every paginated list query that the shared table drives. */
export const ListQuery = Type.Object({
  includeTotal: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sort: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])),
  /**
   * Our addition to the spec's query, a hint a backend may ignore: the id of the last row of the
   * page before `page`, so that the page starts right after it (a keyset read, as cheap at page
   * 50,000 as at page 2) instead of skipping `(page - 1) × limit` rows. Ignored on page 1 and
   * when no such row exists any more.
   */
  after: Type.Optional(Id),
  /** Like `after`: the id of the first row of the page after `page`. Not with `after`. */
  before: Type.Optional(Id),
  /**
   * Our addition, a hint a backend may ignore: count the matching rows exactly, where this
   * server would otherwise answer PostgreSQL's estimate (a free-text search over many rows; the
   * answer then says `totalEstimated`). The operator's "count exactly".
   */
  exactTotal: Type.Optional(Type.Boolean()),
});
export type ListQuery = Static<typeof ListQuery>;

/** `schema` or null (a field the row may lack). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A message-only success answer. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

/**
 * Each of the fields, optional: a change sends only what changes. (TypeBox's Type.Partial would
 * do it too, but brings its whole type-mapping machinery into the console's first load.)
 */
export const optionalFields = <Fields extends Record<string, TSchema>>(fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [Key in keyof Fields]: TOptional<Fields[Key]> };

/** The header that makes a write safe to send again: a new key per submission, the same on a retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The headers of a write made safe to send again (see `IDEMPOTENCY_KEY_HEADER`). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.String({ pattern: '^[!-~]{1,255}$' }),
});
