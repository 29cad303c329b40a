/**
 * A new Idempotency-Key: 32 random hexadecimal characters (crypto.randomUUID needs a secure
 * page; this does not).
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
