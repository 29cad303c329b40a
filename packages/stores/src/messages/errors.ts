import { refusalMessages } from '@satchel/api';

/**
 * The server's refusals the console words itself, by their `code` (feedback/failures.ts
 * refusalText): in English the server's own words, so English reads as the server wrote it.
 */
export const errors = refusalMessages;
