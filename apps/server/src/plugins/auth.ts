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

/**
 * Who is signed in: `app.authenticate`, the hook of every `auth: true` call (register-call.ts),
 * backed by the sessions in the database and a cache of the tokens found good, trusted while
 * the instance hears logouts from every instance (app.notifications).
 */
const auth: FastifyPluginAsync = async (app) => {
  const signedIn = createSessionCache<SignedInAdmin>(app.notifications);
  app.decorate('signedInAdmins', signedIn);
  app.decorate('authenticate', requireAdmin(app.db, signedIn));
  app.decorateRequest('admin', null);
};

export const authPlugin = fp(auth, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['database', 'notifications'],
});
