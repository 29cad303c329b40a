import { type ErrorBody, type ErrorCode, errorCodeOfStatus, type FileIssue } from '@satchel/api';

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
