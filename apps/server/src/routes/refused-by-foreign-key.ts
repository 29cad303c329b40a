import { type ErrorCode, errorCodeOfStatus } from '@satchel/api';
import { HttpError } from '../http/http-error.js';
import { isForeignKeyViolation } from '../repos/pg-errors.js';

/**
 * A write a foreign key may refuse: `status` with `message` (and `code`) when it does. Rows still in use
 * (409), or a row removed between the check and the write (400).
 */
export async function refusedByForeignKey<T>(
  write: Promise<T>,
  status: 400 | 409,
  message: string,
  code: ErrorCode = errorCodeOfStatus(status),
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(status, message, {}, code);
    throw error;
  }
}
