import { type Static, Type } from 'typebox';
import {
  MAX_PRODUCT_CSV_COLUMNS,
  MAX_PRODUCT_CSV_HEADER_CHARACTERS,
  MAX_QUOTED_CHARACTERS,
} from '../domain/product-csv.js';
import { productCsvProblemCodes } from '../domain/product-csv-messages.js';

/*
 * The error answers' schema, in a module of its own: the client contracts (common.ts) never
 * reach it, so the product CSV rules it takes its bounds from stay out of a console's first load.
 */

/**
 * One problem of a refused product CSV file (ErrorBody's `errors`): row 1 is the first data row,
 * 0 the header. `code` and `values` are the problem and the values its text takes
 * (`productCsvMessages`), so a console words it in its operator's language; a row that cannot be
 * parsed at all has one too, unless papaparse reports an error the server has no code for. A
 * value is a number, a cell quoted as an excerpt, or the template's columns.
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
  /**
   * The values the code's words take (`refusalMessages`) that only the server knows (an amount
   * due now, a limit of its own, a row, counts), so a console words the refusal in its operator's
   * language. Numbers only, at most two.
   */
  values: Type.Optional(Type.Array(Type.Number({ minimum: 0 }), { maxItems: 2 })),
  errors: Type.Optional(Type.Array(FileIssue)),
});
export type ErrorBody = Static<typeof ErrorBody>;
