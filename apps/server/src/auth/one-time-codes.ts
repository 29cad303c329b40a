import { randomInt } from 'node:crypto';
import { account } from '@satchel/api';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { hashToken } from './tokens.js';

/**
 * Two-step sign-in's codes (issue 30): time-based one-time codes (RFC 6238, through `otpauth`:
 * SHA-1, six digits, 30 seconds, as every authenticator app reads them) and recovery codes.
 */

/** The name an authenticator app shows above the operator's codes. */
const ISSUER = 'Satchel Admin';
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off. */
const WINDOW = 1;

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret) });

/** A new secret (160 random bits, RFC 4226's recommendation), and what setup shows of it. */
export function newAuthenticatorSecret(username: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M' }) };
}

/**
 * The 30-second step `code` was made in, when it is good for `secret` now (one step either
 * way); undefined when it is not. The caller accepts a step once (`last_used_step`).
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** Lowercase letters and digits a person cannot misread (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

/** Ten random characters of the alphabet, as `xxxxx-xxxxx` (49 bits: enough, each used once). */
const newRecoveryCode = (): string => {
  const characters = Array.from(
    { length: RECOVERY_HALF * 2 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${characters.slice(0, RECOVERY_HALF)}-${characters.slice(RECOVERY_HALF)}`;
};

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: account.RECOVERY_CODE_COUNT }, newRecoveryCode);

/** A code as typed, without spaces or the dash and in lowercase: what is hashed and compared. */
const normalised = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

/** How a recovery code is kept: SHA-256 of its normalised text (random, so no slow hash needed). */
export const hashRecoveryCode = (code: string): string => hashToken(normalised(code));

/** What a code typed at sign-in is: the authenticator's six digits, a recovery code, or neither. */
export function kindOfCode(code: string): 'one-time' | 'recovery' | undefined {
  const text = normalised(code);
  if (/^[0-9]{6}$/.test(text)) return 'one-time';
  if (text.length === RECOVERY_HALF * 2 && [...text].every((c) => RECOVERY_ALPHABET.includes(c))) {
    return 'recovery';
  }
  return undefined;
}

/** The six digits as the authenticator shows them (spaces typed in between dropped). */
export const oneTimeDigits = normalised;
