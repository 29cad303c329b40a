import { Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id } from './common.js';
import { type ListKind, ListKindSchema } from './list-kinds.js';

/**
 * The console's change stream (server-sent events). An EventSource cannot send the bearer token,
 * and the token must never sit in a URL (logs, history, Referer): the console first trades its
 * token for a ticket, good once and for seconds, then opens the stream with it. Not a call of
 * the marketplace's backend: where it is missing (404), lists change only on Refresh.
 */

/** What a ticket looks like: 32 random bytes, base64url. */
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** How long a ticket stays good, in seconds. */
export const EVENT_TICKET_SECONDS = 30;

export const ticket = defineCall({
  method: 'POST',
  path: '/events/ticket',
  summary: 'A single-use ticket that opens the change stream',
  description: `Good once, for ${EVENT_TICKET_SECONDS} seconds, on any instance. Opens the stream of the session that asked for it.`,
  tags: ['events'],
  auth: true,
  permission: SIGNED_IN,
  response: {
    200: Type.Object({
      data: Type.Object({ ticket: Ticket, expiresInSeconds: Type.Integer({ minimum: 1 }) }),
    }),
  },
});

/**
 * A list's rows changed: `id` names the record, unless one statement changed many (`many`),
 * when the whole list may differ.
 */
export const ChangeNotice = Type.Union([
  Type.Object({
    kind: ListKindSchema,
    id: Id,
    action: Type.Union([Type.Literal('insert'), Type.Literal('update'), Type.Literal('delete')]),
  }),
  Type.Object({ kind: ListKindSchema, action: Type.Literal('many') }),
]);
// Written out: ListKindSchema is built from `listKinds` at run time, so its static type is lost.
export type ChangeNotice =
  | {
      readonly kind: ListKind;
      readonly id: string;
      readonly action: 'insert' | 'update' | 'delete';
    }
  | { readonly kind: ListKind; readonly action: 'many' };
export type ChangeAction = ChangeNotice['action'];

/** The stream's events (`event:` names); each carries an `id:` to resume from. */
export const streamEvents = {
  /** In step: what follows is every change from here (data `{}`). */
  ready: 'ready',
  /** Changes may have been missed (another instance, a restart, too long away): reload. */
  reset: 'reset',
  /** One ChangeNotice (JSON data). */
  change: 'change',
} as const;

export const stream = defineCall({
  method: 'GET',
  path: '/events',
  summary: 'The change stream of the lists (text/event-stream)',
  description:
    'Opened with a ticket from POST /events/ticket (401 without a good one). Sends `ready` (or, when `Last-Event-ID` or `lastEventId` names a position this instance cannot continue from, `reset`), then a `change` event per ChangeNotice, and a comment line as a heartbeat. Ends when the session does; a client that reads too slowly is dropped.',
  tags: ['events'],
  auth: false,
  querystring: Type.Object({
    // Optional in the schema so that a missing ticket is a 401, as a bad one is.
    ticket: Type.Optional(Ticket),
    /** Where a new stream resumes (EventSource sends `Last-Event-ID` only on its own retries). */
    lastEventId: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9a-z-]*$' })),
  }),
  headers: Type.Object({
    'last-event-id': Type.Optional(Type.String({ maxLength: 64 })),
  }),
  produces: 'event-stream',
  response: { 200: Type.String({ description: 'text/event-stream' }) },
});
