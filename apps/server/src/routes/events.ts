import { events } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { issueEventTicket, redeemEventTicket } from '../repos/event-tickets.js';

/** The change stream's two calls: a ticket for the signed-in console, and the stream it opens. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, events.ticket, async ({ admin }) => {
    const ticket = await issueEventTicket(app.db, admin.sessionId, events.EVENT_TICKET_SECONDS);
    return { data: { ticket, expiresInSeconds: events.EVENT_TICKET_SECONDS } };
  });

  registerCall(app, events.stream, async ({ query, headers, reply }) => {
    if (query.ticket === undefined) throw new HttpError(401, 'An event ticket is required');
    const holder = await redeemEventTicket(app.db, query.ticket);
    if (!holder) throw new HttpError(401, 'Invalid, used or expired event ticket');
    // EventSource's own retry sends Last-Event-ID; the console's reconnect (a new ticket) the query.
    const lastEventId = headers['last-event-id'] ?? query.lastEventId;
    const { sessionId, reads } = holder.value;
    const owner = { sessionId, reads, validForMs: holder.validForMs };
    const body = app.eventStreams.open(owner, reply.raw, lastEventId);
    // Proxies that buffer answers (nginx) would hold the events back.
    reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
    return reply.send(body);
  });
};
