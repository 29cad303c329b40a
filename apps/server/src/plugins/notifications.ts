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
  /** The listener holds a connection of its own, outside the pool. */
  readonly databaseUrl: string;
}

/**
 * What other instances' transactions commit, heard on one connection per instance. Plugins
 * subscribe while they register; the app is ready once the listener hears (or has given up for
 * now, behind a pooler that drops LISTEN).
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
