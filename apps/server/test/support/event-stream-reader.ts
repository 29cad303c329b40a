/** One server-sent event as a browser's EventSource would deliver it. */
export interface StreamEvent {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
  /** performance.now() when it was read. */
  readonly at: number;
}

export interface EventStreamReader {
  readonly status: number;
  readonly headers: Headers;
  /** Every event read so far, in order. */
  readonly events: readonly StreamEvent[];
  /** Comment lines (heartbeats) read so far. */
  readonly comments: number;
  /** Called with each event as it is read (the benchmark times them). */
  onEvent?: (event: StreamEvent) => void;
  /** The first event (read already or to come) that `matches`; rejects after `withinMs`. */
  next(matches: (event: StreamEvent) => boolean, withinMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream (or it fails). */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as a real HTTP client and reads its text/event-stream answer event by event (the
 * parts of the format the server sends: id, event, data, comments). A refusal's body is kept in
 * `events` as one `error` event.
 */
export async function readEventStream(
  url: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  const reader: EventStreamReader = {
    status: response.status,
    headers: response.headers,
    events,
    get comments() {
      return comments;
    },
    next(matches, withinMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${withinMs} ms: ${JSON.stringify(events)}`));
        }, withinMs);
        waiters.add(check);
        check();
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  const push = (event: Omit<StreamEvent, 'at'>) => {
    const read = { ...event, at: performance.now() };
    events.push(read);
    reader.onEvent?.(read);
    for (const waiter of [...waiters]) waiter();
  };
  if (!response.ok || !response.body) {
    push({ id: undefined, event: 'error', data: await response.text() });
    return reader;
  }
  const body = response.body.pipeThrough(new TextDecoderStream());
  (reader as { ended: Promise<void> }).ended = (async () => {
    let pending = '';
    try {
      for await (const chunk of body) {
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          end = pending.indexOf('\n\n');
          const fields = { id: undefined as string | undefined, event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            const [name, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (name === 'id') fields.id = value;
            if (name === 'event') fields.event = value;
            if (name === 'data') {
              fields.data = value;
              isEvent = true;
            }
          }
          if (isEvent) push(fields);
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream has ended.
    }
  })();
  return reader;
}
