/**
 * The texts the client puts in an ApiError when the server gave no message of its own. The
 * console's message catalogue re-exports them, so each text is written once.
 */
export const transportMessages = {
  generic: 'Something went wrong. Please try again.',
  timeout: 'The server took too long to answer. Please try again.',
} as const;
