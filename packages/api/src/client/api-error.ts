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
  /** The values of the refusal's words that only the server knows (`refusalMessages`). */
  readonly values?: ErrorBody['values'];
  /** Row and column messages of a rejected CSV upload. */
  readonly errors?: ErrorBody['errors'];

  constructor(
    status: number,
    message: string,
    { code, values, errors }: Pick<ErrorBody, 'code' | 'values' | 'errors'> = {},
  ) {
    super(message);
    this.status = status;
    if (code !== undefined) this.code = code;
    if (values !== undefined) this.values = values;
    if (errors !== undefined) this.errors = errors;
  }
}
