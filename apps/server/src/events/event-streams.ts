import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { events, type ListKind } from '@satchel/api';
import type { ChangeFeed, FeedEvent } from './change-feed.js';
import { sseEvent } from './change-feed.js';

export interface StreamLimits {
  /** How often an idle stream sends a comment line, so that proxies keep it open. */
  readonly heartbeatMs: number;
  /**
   * How much may wait unsent for one console before it is dropped: a console that reads slower
   * than changes come must not grow the server's memory (it reconnects and reloads).
   */
  readonly maxBufferedBytes: number;
}

export const defaultStreamLimits: StreamLimits = {
  heartbeatMs: 20_000,
  maxBufferedBytes: 64 * 1024,
};

/** How long EventSource waits before retrying a dropped stream (the console reopens it itself). */
const RETRY_MS = 2000;
/** setTimeout's longest wait; a stream of a session that outlives it ends then, and reopens. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The session a stream belongs to. */
export interface StreamOwner {
  readonly sessionId: string;
  /** How long until the session expires, when the stream must end with it. */
  readonly validForMs: number;
  /** The lists its role may read: the only ones whose changes it is told of. */
  readonly reads: ReadonlySet<ListKind>;
}

/** The sessions still open among those asked about, each with the lists its role may read. */
export type OpenSessions = ReadonlyMap<string, ReadonlySet<ListKind>>;

export interface EventStreams {
  /**
   * Starts a stream for `owner` on `raw` (the response it is piped to): what the console missed
   * since `lastEventId` (or a reset), then every change. Answers the body to send.
   */
  open(owner: StreamOwner, raw: ServerResponse, lastEventId: string | undefined): PassThrough;
  /**
   * Ends the streams of the sessions `stillOpen` no longer lists (a logout, a disabling), and of
   * those whose role now reads other lists (a role changed): the console opens its stream again,
   * told of the lists its role reads now and catching up on what it missed of them.
   */
  recheckSessions(
    stillOpen: (sessionIds: readonly string[]) => Promise<OpenSessions>,
  ): Promise<void>;
  /** How many streams are open. */
  readonly size: number;
  /** Ends every stream (the server is closing). */
  endAll(): void;
}

interface OpenStream {
  readonly sessionId: string;
  readonly reads: ReadonlySet<ListKind>;
  readonly body: PassThrough;
  readonly raw: ServerResponse;
  /** Whether anything was sent since the last heartbeat tick. */
  active: boolean;
}

const sameLists = (one: ReadonlySet<ListKind>, other: ReadonlySet<ListKind>): boolean =>
  one.size === other.size && [...one].every((kind) => other.has(kind));

/** Whether a console whose role reads `reads` is told of `event` (a reset: every console). */
const isFor = (reads: ReadonlySet<ListKind>, event: FeedEvent): boolean =>
  event.kind === undefined || reads.has(event.kind);

/**
 * The instance's open change streams: each gets the feed's events of the lists its role may
 * read as they come, a heartbeat when idle, and is ended when its session ends or when it falls
 * too far behind. Sorting the events costs a set lookup per stream per event, on text
 * formatted once: cheap for hundreds of consoles.
 */
export function createEventStreams(feed: ChangeFeed, limits: StreamLimits): EventStreams {
  const open = new Set<OpenStream>();

  const end = (stream: OpenStream) => {
    if (!open.delete(stream)) return;
    stream.body.end();
  };
  /** Everything still waiting for the console: in the stream and in the socket. */
  const buffered = ({ body, raw }: OpenStream) =>
    body.writableLength + body.readableLength + raw.writableLength;
  const send = (stream: OpenStream, text: string) => {
    if (!open.has(stream)) return;
    stream.active = true;
    if (buffered(stream) + text.length > limits.maxBufferedBytes) {
      // Dropped, not ended: the console sees an error, reconnects and catches up or reloads.
      open.delete(stream);
      stream.body.destroy();
      stream.raw.destroy();
      return;
    }
    stream.body.write(text);
  };

  const unsubscribe = feed.subscribe((event) => {
    for (const stream of open) if (isFor(stream.reads, event)) send(stream, event.text);
  });
  // One timer for every stream: a comment line on those that sent nothing since the last tick.
  const heartbeat = setInterval(() => {
    for (const stream of open) {
      if (!stream.active) send(stream, ': heartbeat\n\n');
      stream.active = false;
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    open(owner, raw, lastEventId) {
      const body = new PassThrough();
      const stream: OpenStream = {
        sessionId: owner.sessionId,
        reads: owner.reads,
        body,
        raw,
        active: true,
      };
      open.add(stream);
      const expiry = setTimeout(() => end(stream), Math.min(owner.validForMs, MAX_TIMER_MS));
      expiry.unref();
      body.once('close', () => {
        clearTimeout(expiry);
        open.delete(stream);
      });
      raw.once('close', () => end(stream));
      send(stream, `retry: ${RETRY_MS}\n\n`);
      const catchUp = feed.catchUp(lastEventId);
      if (catchUp.reset) send(stream, catchUp.event);
      else {
        for (const event of catchUp.events)
          if (isFor(stream.reads, event)) send(stream, event.text);
        send(stream, sseEvent(feed.position, events.streamEvents.ready, {}));
      }
      return body;
    },
    async recheckSessions(stillOpen) {
      const sessionIds = [...new Set([...open].map((stream) => stream.sessionId))];
      if (sessionIds.length === 0) return;
      const sessions = await stillOpen(sessionIds);
      for (const stream of open) {
        const reads = sessions.get(stream.sessionId);
        if (reads === undefined || !sameLists(reads, stream.reads)) end(stream);
      }
    },
    get size() {
      return open.size;
    },
    endAll() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of open) end(stream);
    },
  };
}
