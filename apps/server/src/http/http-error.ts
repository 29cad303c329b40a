import {
  type ErrorBody,
  type ErrorCode,
  errorCodeOfStatus,
  type FileIssue,
  refusalMessages,
} from '@satchel/api';

/**
 * An answer other than success, thrown by a handler: becomes `statusCode` with
 * `{message, code}`; the code is the status's (`errorCodeOfStatus`) unless one is given, and
 * `values` the values its words take that only the server knows.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
    readonly code: ErrorCode = errorCodeOfStatus(statusCode),
    readonly values?: ErrorBody['values'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type RefusalCode = keyof typeof refusalMessages;
/** What the words of the refusal `C` are built from: nothing for a fixed text. */
type WordsOf<C extends RefusalCode> = (typeof refusalMessages)[C] extends (
  ...words: infer Words
) => string
  ? Words
  : [];

/** What a refusal may carry besides its words. */
interface RefusalExtras {
  /** Extra response headers, e.g. Retry-After. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The values its words take that only the server knows, for the console's catalogue. */
  readonly values?: ErrorBody['values'];
}

/**
 * The refusal `code`, answered with `status` and worded as `refusalMessages` words it: the one
 * way a handler refuses with a code of its own. `rest` holds the values its words are built
 * from, where they are built, then what else it carries (`RefusalExtras`), when anything does.
 */
export function refusal<C extends RefusalCode>(
  status: number,
  code: C,
  ...rest: [...WordsOf<C>, RefusalExtras?]
): HttpError {
  const words: unknown[] = [...rest];
  const last = words.at(-1);
  const extras = (typeof last === 'object' && last !== null ? words.pop() : {}) as RefusalExtras;
  const wording = refusalMessages[code] as string | ((...values: unknown[]) => string);
  const message = typeof wording === 'function' ? wording(...words) : wording;
  return new HttpError(status, message, extras.headers, code, extras.values);
}

/**
 * A file refused with 400 for what is in it: ErrorBody's `errors` lists every problem (row 1 is
 * the first data row, 0 the header), each with its code and values where it has them.
 */
export class FileRefusal extends HttpError {
  constructor(
    message: string,
    readonly errors: readonly FileIssue[],
    code?: ErrorCode,
    values?: ErrorBody['values'],
  ) {
    super(400, message, {}, code, values);
    this.name = 'FileRefusal';
  }
}
