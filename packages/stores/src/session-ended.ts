import { ApiError } from '@satchel/api';

/**
 * Whether a signed-in call failed with 401. The client has then already ended the session and
 * said so (client.ts), so the caller shows nothing more.
 */
export const endedSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
