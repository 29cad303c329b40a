import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

/**
 * A hash of a password nobody knows, made once, so that a sign-in with an unknown username
 * costs the same Argon2 work as one with a known username (no timing oracle).
 */
let unknownUserHash: Promise<string> | undefined;

/** Verifies `password` against `hash`, or against a throwaway hash when there is no account. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  unknownUserHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const target = hash ?? (await unknownUserHash);
  const matches = await argon2.verify(target, password).catch(() => false);
  return hash !== undefined && matches;
}
