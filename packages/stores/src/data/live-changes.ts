import { type ApiError, events, type ListKind } from '@satchel/api';
import { api } from '../client.js';
import { $session } from '../session/session.js';
import { forgetOnLogout } from './logout-reset.js';

export type ChangeNotice = events.ChangeNotice;

/** What a watcher hears: a change of its kind, or that changes may have been missed. */
export interface ChangeWatcher {
  readonly kind: ListKind;
  onChange(notice: ChangeNotice): void;
  /** The stream cannot vouch for what happened meanwhile (a restart, a gap): reload. */
  onReset(): void;
}

/** Waits before reopening a dropped stream, by the number of failures in a row. */
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

const watchers = new Set<ChangeWatcher>();
let source: EventSource | null = null;
/** Whether the stream is wanted: open, opening or waiting to reopen. */
let active = false;
/** The position of the last event, so that a new stream resumes there (or says reset). */
let lastEventId: string | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** Bumped when the stream is closed on purpose, so that a connect under way gives up. */
let generation = 0;

const positionOf = (event: Event) => (event as MessageEvent).lastEventId || lastEventId;

const resetAll = () => {
  for (const watcher of watchers) watcher.onReset();
};

function close(): void {
  active = false;
  generation += 1;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
}

function retryLater(): void {
  const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
  failures += 1;
  retryTimer = setTimeout(() => void connect(), delay);
}

/**
 * Opens the stream: a ticket for this session first (the token never goes in a URL), then the
 * EventSource, resuming from the last position. A dropped stream (a server restart, a network
 * fault) is reopened with a new ticket; EventSource's own retry would reuse the spent one.
 */
async function connect(): Promise<void> {
  const mine = ++generation;
  retryTimer = undefined;
  active = $session.get().token !== null && typeof EventSource !== 'undefined';
  if (!active) return;
  let ticket: string;
  try {
    ticket = (await api.call(events.ticket)).data.ticket;
  } catch (error) {
    // A backend without the stream (404) keeps lists as they are; a 401 has ended the session.
    const status = (error as ApiError).status;
    if (mine !== generation) return;
    if (status === 404 || status === 401) active = false;
    else retryLater();
    return;
  }
  if (mine !== generation) return;
  const opened = new EventSource(api.urlOf(events.stream, { query: { ticket, lastEventId } }));
  source = opened;
  opened.addEventListener(events.streamEvents.ready, (event) => {
    failures = 0;
    lastEventId = positionOf(event);
  });
  opened.addEventListener(events.streamEvents.reset, (event) => {
    failures = 0;
    lastEventId = positionOf(event);
    resetAll();
  });
  opened.addEventListener(events.streamEvents.change, (event) => {
    lastEventId = positionOf(event);
    const notice = JSON.parse((event as MessageEvent<string>).data) as ChangeNotice;
    for (const watcher of watchers) if (watcher.kind === notice.kind) watcher.onChange(notice);
  });
  opened.onerror = () => {
    if (source !== opened) return;
    opened.close();
    source = null;
    retryLater();
  };
}

/** Hears the changes of `watcher.kind` from the console's change stream; answers how to stop. */
export function watchChanges(watcher: ChangeWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * The console's one change stream, called once by the signed-in frame (the shell): open while
 * signed in, closed when the session ends (logout, a 401, another tab's logout). Answers how to
 * stop it.
 */
export function startLiveChanges(): () => void {
  if (!active) void connect();
  const stopListening = $session.listen(({ token }) => {
    if (token === null) close();
    else if (!active) void connect();
  });
  return () => {
    stopListening();
    close();
  };
}

// Logout forgets the stream's position: the next operator starts afresh.
forgetOnLogout(() => {
  close();
  lastEventId = undefined;
  failures = 0;
});
