import type { ErrorBody } from '../contract/error-body.js';

/**
 * Every failed call: a non-2xx answer (`status` is the HTTP status), or no answer at all
 * (`status` 0: network failure or timeout). `message` is always fit to show an operator.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * The answer's stable code (`errorCodes`), which this project's server always sends; absent
   * for the marketplace's existing backend and for calls that got no answer.
   */
  readonly code?: string;
  /** Row and column messages of a rejected CSV upload. */
  readonly errors?: ErrorBody['errors'];

  constructor(
    status: number,
    message: string,
    { code, errors }: Pick<ErrorBody, 'code' | 'errors'> = {},
  ) {
    super(message);
    this.status = status;
    if (code !== undefined) this.code = code;
    if (errors !== undefined) this.errors = errors;
  }
}
