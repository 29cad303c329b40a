import type { ErrorBody } from '../contract/common.js';

/**
 * Every failed call: a non-2xx answer (`status` is the HTTP status), or no answer at all
 * (`status` 0: network failure or timeout). `message` is always fit to show an operator.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Row and column messages of a rejected CSV upload. */
  readonly errors?: ErrorBody['errors'];

  constructor(status: number, message: string, errors?: ErrorBody['errors']) {
    super(message);
    this.status = status;
    if (errors !== undefined) this.errors = errors;
  }
}
