import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Operators' authenticator secrets at rest (issue 30): AES-256-GCM under the server's
 * ENCRYPTION_KEY (config.ts), so that a copy of the database (a backup, a replica, a dump) does
 * not hand out anyone's one-time codes. Each secret is bound to its operator (their id is the
 * additional authenticated data): a sealed value copied onto another account does not open.
 */

/** What a sealed secret looks like: a version, then the nonce, the tag and the ciphertext. */
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;
/** GCM's recommended nonce: 96 random bits, new for every secret sealed. */
const NONCE_BYTES = 12;

/** A sealed secret that the key does not open: another key sealed it, or it was altered. */
export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
  constructor() {
    super(
      'A stored authenticator secret does not open with ENCRYPTION_KEY: it was encrypted with another key (set the key it was encrypted with) or altered',
    );
  }
}

export interface SecretSeal {
  /** `secret` of operator `adminId` as the database keeps it. */
  seal(adminId: string, secret: string): string;
  /** The secret `sealed` holds; SealedSecretError when the key does not open it. */
  open(adminId: string, sealed: string): string;
}

/** Whether a stored value is sealed (the servers before encryption kept the secret itself). */
export const isSealed = (stored: string): boolean => SEALED.test(stored);

/** Seals and opens with `key` (32 bytes: AES-256). */
export function secretSeal(key: Buffer): SecretSeal {
  return {
    seal(adminId, secret) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(adminId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(adminId, sealed) {
      const [, nonce, tag, ciphertext] = SEALED.exec(sealed) ?? [];
      if (!nonce || !tag || !ciphertext) throw new SealedSecretError();
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
        .setAAD(Buffer.from(adminId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // GCM's tag check: nothing else fails here.
        throw new SealedSecretError();
      }
    },
  };
}
