import { successMessages } from '@satchel/api';

/**
 * What the console says when one of our server's calls succeeded, by call (the stores' success
 * toasts): in English the server's own words (its answer's `message`), so English reads as the
 * server wrote it; other languages translate them.
 */
export const successes = successMessages;
