import { ApiError } from '@satchel/api';

/**
 * Whether a signed-in call failed with 401. The client has then already ended the session and
 * said so (client.ts), so the caller shows nothing more: this is the one place every store
 * asks, through createResource, createListStore and createAction.
 */
export const endedSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** Whether the server answered with exactly this message (a "nothing found" that is no error). */
export const isAnswer = (error: unknown, message: string): boolean =>
  error instanceof ApiError && error.message === message;
