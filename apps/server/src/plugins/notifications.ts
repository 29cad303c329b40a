import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createNotificationListener,
  type NotificationListener,
} from '../db/notification-listener.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's one LISTEN connection: logouts and list changes from every instance. */
    readonly notifications: NotificationListener;
  }
}

export interface NotificationsOptions {
  /**
   * The listener holds a connection of its own, outside the pool, straight to PostgreSQL
   * (DATABASE_DIRECT_URL): a pooler in transaction mode would give its LISTEN back to the pool
   * with the server connection, and nothing would be heard. What it hears is still sent through
   * the pool (NOTIFY is part of a transaction, which any pooler carries).
   */
  readonly databaseUrl: string;
}

/**
 * What other instances' transactions commit, heard on one connection per instance. Plugins
 * subscribe while they register; the app is ready once the listener hears (or has given up for
 * now, when its connection does not reach PostgreSQL itself).
 */
const notifications: FastifyPluginAsync<NotificationsOptions> = async (app, { databaseUrl }) => {
  const listener = createNotificationListener(databaseUrl, app.pool);
  app.decorate('notifications', listener);
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.close());
};

export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  fastify: '5.x',
  dependencies: ['database'],
});
