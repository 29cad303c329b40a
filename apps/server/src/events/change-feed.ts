import { randomBytes } from 'node:crypto';
import { events, type ListKind } from '@satchel/api';

type ChangeNotice = events.ChangeNotice;

/**
 * One event as the feed hands it on: its text, formatted once for every stream, and the list it
 * tells of, so that each stream sends it only to a console whose role may read that list (a
 * reset, of no list, goes to every console).
 */
export interface FeedEvent {
  readonly text: string;
  readonly kind?: ListKind;
}

/** How many recent changes a stream that reconnects may catch up on before it must reload. */
const DEFAULT_REPLAY_LIMIT = 1024;

/** One server-sent event, formatted once for every stream that gets it. */
export const sseEvent = (id: string, event: string, data: object): string =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Where a stream resumes from: what to send first. */
export type CatchUp =
  | { readonly reset: false; readonly events: readonly FeedEvent[] }
  | { readonly reset: true; readonly event: string };

export interface ChangeFeed {
  /** Formats `notice` with the next position and hands it to every subscriber. */
  publish(notice: ChangeNotice): void;
  /**
   * Notices may have been missed (the listener lost its connection): a new run of positions
   * starts, and every subscriber is told to reload.
   */
  interrupt(): void;
  /** The current position: what the stream's `ready` event carries. */
  readonly position: string;
  /**
   * What a stream that last saw `lastEventId` needs first: the changes since, when this run of
   * this instance still holds them all; else a reset. A stream without one starts afresh.
   */
  catchUp(lastEventId: string | undefined): CatchUp;
  subscribe(send: (event: FeedEvent) => void): () => void;
}

/**
 * The instance's change notices as event-stream text, with positions (`<run>-<seq>`) that say
 * whether a reconnecting console missed anything: a run is one unbroken stretch of listening on
 * one instance (a restart, another instance or a lost LISTEN connection is another run), and
 * the last `replayLimit` events of the run are kept to catch up from.
 */
export function createChangeFeed(replayLimit = DEFAULT_REPLAY_LIMIT): ChangeFeed {
  let run = randomBytes(6).toString('hex');
  let seq = 0;
  /** The latest events of the run, oldest first; `recent[i]` has position `firstKept + i`. */
  let recent: FeedEvent[] = [];
  let firstKept = 1;
  const subscribers = new Set<(event: FeedEvent) => void>();
  const position = () => `${run}-${seq}`;
  const broadcast = (event: FeedEvent) => {
    for (const send of subscribers) send(event);
  };

  return {
    publish(notice) {
      seq += 1;
      const event = {
        text: sseEvent(position(), events.streamEvents.change, notice),
        kind: notice.kind,
      };
      recent.push(event);
      if (recent.length > replayLimit) {
        // Dropping the older half at once keeps pushes cheap (no shift per event).
        recent = recent.slice(recent.length - Math.floor(replayLimit / 2));
        firstKept = seq - recent.length + 1;
      }
      broadcast(event);
    },
    interrupt() {
      run = randomBytes(6).toString('hex');
      seq = 0;
      recent = [];
      firstKept = 1;
      broadcast({ text: sseEvent(position(), events.streamEvents.reset, {}) });
    },
    get position() {
      return position();
    },
    catchUp(lastEventId) {
      const reset: CatchUp = {
        reset: true,
        event: sseEvent(position(), events.streamEvents.reset, {}),
      };
      if (lastEventId === undefined || lastEventId === '') return { reset: false, events: [] };
      const [lastRun, lastSeqText] = lastEventId.split('-');
      const lastSeq = Number(lastSeqText);
      if (lastRun !== run || !Number.isInteger(lastSeq) || lastSeq > seq) return reset;
      if (lastSeq + 1 < firstKept) return reset;
      return { reset: false, events: recent.slice(lastSeq + 1 - firstKept) };
    },
    subscribe(send) {
      subscribers.add(send);
      return () => subscribers.delete(send);
    },
  };
}
