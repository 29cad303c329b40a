import { admin } from '@satchel/api';
import { administrators } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../auth/login-limits.js';
import { verifyPassword } from '../auth/passwords.js';
import type { SessionCache } from '../auth/session-cache.js';
import { createSession, revokeSession, type SignedInAdmin } from '../auth/sessions.js';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';

export interface AdminRoutesOptions {
  /** The tokens this instance has found good; a logout here forgets them at once. */
  readonly signedIn: SessionCache<SignedInAdmin>;
  readonly tokenTtlHours: number;
}

/** Signing in and out, and who is signed in. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (
  app,
  { signedIn: signedInAdmins, tokenTtlHours },
) => {
  const { db } = app;
  registerCall(app, admin.login, async ({ body, request }) => {
    const username = body.username.trim();
    if (username === '') throw new HttpError(400, 'Username is required');
    if (body.password.trim() === '') throw new HttpError(400, 'Password is required');

    const address = request.ip;
    const retryAfter = await loginRetryAfter(db, username, address);
    if (retryAfter > 0) {
      throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.', {
        'retry-after': String(retryAfter),
      });
    }

    const [account] = await db
      .select()
      .from(administrators)
      .where(eq(administrators.username, username))
      .limit(1);
    // Verified even for unknown or disabled accounts, so the answer time reveals nothing.
    const passwordMatches = await verifyPassword(account?.passwordHash, body.password);
    if (!account || !passwordMatches || account.disabledAt !== null) {
      await recordLoginFailure(db, username, address);
      throw new HttpError(401, 'Invalid username or password');
    }

    await clearLoginFailures(db, username, address);
    const token = await createSession(db, account.id, tokenTtlHours);
    return {
      message: 'Login successful',
      data: { token, adminInfo: { id: account.id, username: account.username } },
    };
  });

  registerCall(app, admin.logout, async ({ admin: signedIn }) => {
    await revokeSession(db, signedIn.sessionId);
    // Other instances hear of it when the revocation commits; this one must not wait for that.
    signedInAdmins.clear();
    return { message: 'Logout successful' };
  });

  registerCall(app, admin.me, async ({ admin: signedIn }) => ({
    data: { adminInfo: { id: signedIn.id, username: signedIn.username } },
  }));
};
