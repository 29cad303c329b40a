import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import type { SessionCache } from './session-cache.js';
import { findSignedInAdmin, type SignedInAdmin } from './sessions.js';
import { hashToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on calls whose contract has `auth: true`. */
    admin: SignedInAdmin | null;
  }
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * The onRequest hook of every call with `auth: true`: a valid token of an enabled admin, or 401.
 * Tokens found good are remembered by `signedIn`, keyed by their hash as the database keeps them.
 */
export const requireAdmin =
  (db: Database, signedIn: SessionCache<SignedInAdmin>) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw new HttpError(401, 'Authorization token is missing');
    const tokenHash = hashToken(token);
    const admin = await signedIn.fetch(tokenHash, () => findSignedInAdmin(db, tokenHash));
    if (admin === undefined) throw new HttpError(401, 'Invalid or expired token');
    request.admin = admin;
  };
