import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CHANGES } from '../auth/session-cache.js';
import { type ChangeFeed, createChangeFeed } from '../events/change-feed.js';
import { LIST_CHANGES, readChangeNotice } from '../events/change-notice.js';
import {
  createEventStreams,
  defaultStreamLimits,
  type EventStreams,
  type StreamLimits,
} from '../events/event-streams.js';
import { sessionsStillOpen } from '../repos/event-tickets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The change notices this instance hears, with positions to resume from. */
    readonly changeFeed: ChangeFeed;
    /** The consoles' open change streams on this instance (GET /events). */
    readonly eventStreams: EventStreams;
  }
}

export interface EventsOptions {
  readonly limits?: StreamLimits;
}

/**
 * Live lists (design.md §5 "Change stream"): the change notices every write's transaction sends
 * (migration 0020), heard on the instance's one listener and fanned out to each signed-in
 * console's event stream whose role may read the list. A stream ends with its session: on a
 * logout, a disabling or a change of role anywhere (the same notification the session cache
 * hears) the open streams' sessions are checked again.
 */
const changeStreams: FastifyPluginAsync<EventsOptions> = async (app, options) => {
  const feed = createChangeFeed();
  const streams = createEventStreams(feed, options.limits ?? defaultStreamLimits);
  app.decorate('changeFeed', feed);
  app.decorate('eventStreams', streams);

  app.notifications.on(LIST_CHANGES, (payload) => {
    const notice = readChangeNotice(payload);
    if (notice) feed.publish(notice);
  });

  /** One check at a time; changes arriving meanwhile ask for one more. */
  let checking: Promise<void> | undefined;
  let checkAgain = false;
  const checkSessions = (): void => {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = streams
      .recheckSessions((ids) => sessionsStillOpen(app.db, ids))
      .catch((error: unknown) => app.log.warn({ err: error }, 'checking event streams failed'))
      .finally(() => {
        checking = undefined;
        if (checkAgain) {
          checkAgain = false;
          checkSessions();
        }
      });
  };
  app.notifications.on(SESSION_CHANGES, checkSessions);
  // Whatever was sent while the listener was deaf is lost: consoles reload, sessions are checked.
  // (At the first start there is no stream yet, and a new run costs nothing.)
  app.notifications.onHearing((hearing) => {
    if (!hearing) return;
    feed.interrupt();
    checkSessions();
  });

  // Before the server waits for its connections to finish: a stream never finishes by itself.
  app.addHook('preClose', async () => {
    streams.endAll();
  });
  app.addHook('onClose', async () => {
    await checking;
  });
};

export const eventsPlugin = fp(changeStreams, {
  name: 'events',
  fastify: '5.x',
  dependencies: ['database', 'notifications'],
});
