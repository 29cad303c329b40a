import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin } from '../auth/require-admin.js';
import { createSessionCache, type SessionCache } from '../auth/session-cache.js';
import type { SignedInAdmin } from '../auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tokens this instance has found good (a logout or disabling forgets them everywhere). */
    readonly signedInAdmins: SessionCache<SignedInAdmin>;
  }
}

export interface AuthOptions {
  /** The session cache listens for revocations on a connection of its own. */
  readonly databaseUrl: string;
}

/**
 * Who is signed in: `app.authenticate`, the hook of every `auth: true` call (register-call.ts),
 * backed by the sessions in the database and a cache of the tokens found good, which the app
 * is not ready without (it listens for logouts on every instance).
 */
const auth: FastifyPluginAsync<AuthOptions> = async (app, { databaseUrl }) => {
  const signedIn = createSessionCache<SignedInAdmin>(databaseUrl, app.pool);
  app.addHook('onClose', () => signedIn.close());
  app.addHook('onReady', () => signedIn.ready);
  app.decorate('signedInAdmins', signedIn);
  app.decorate('authenticate', requireAdmin(app.db, signedIn));
  app.decorateRequest('admin', null);
};

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
