import { type Static, type TOptional, type TSchema, Type } from 'typebox';
import {
  MAX_PRODUCT_CSV_COLUMNS,
  MAX_PRODUCT_CSV_HEADER_CHARACTERS,
  MAX_QUOTED_CHARACTERS,
} from '../domain/product-csv-limits.js';
import { productCsvProblemCodes } from '../domain/product-csv-messages.js';
import { RECORD_ID_PATTERN } from '../domain/record-id.js';

/**
 * One problem of a refused product CSV file (ErrorBody's `errors`): row 1 is the first data row,
 * 0 the header. `code` and `values` are the problem and the values its text takes
 * (`productCsvMessages`), so a console words it in its operator's language; the one problem
 * without a code is a row that cannot be parsed at all. A value is a number, a cell quoted as an
 * excerpt, or the template's columns.
 */
export const FileIssue = Type.Object({
  row: Type.Integer({ minimum: 0 }),
  /** A column as the file's header names it (which may be a long header's). */
  column: Type.String({ maxLength: MAX_PRODUCT_CSV_HEADER_CHARACTERS }),
  message: Type.String({ maxLength: 1000 }),
  code: Type.Optional(Type.Enum(productCsvProblemCodes)),
  values: Type.Optional(
    Type.Array(
      Type.Union([
        Type.Integer(),
        Type.String({ maxLength: MAX_QUOTED_CHARACTERS }),
        Type.Array(Type.String({ maxLength: MAX_QUOTED_CHARACTERS }), {
          maxItems: MAX_PRODUCT_CSV_COLUMNS,
        }),
      ]),
      { maxItems: 1 },
    ),
  ),
});
export type FileIssue = Static<typeof FileIssue>;

/** Every non-2xx answer. CSV uploads add `errors`. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  /**
   * One of `errorCodes` (error-codes.ts): always sent by this server; the marketplace's own
   * backend sends none, so a client falls back to the message there.
   */
  code: Type.Optional(Type.String({ maxLength: 100 })),
  errors: Type.Optional(Type.Array(FileIssue)),
});
export type ErrorBody = Static<typeof ErrorBody>;

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
