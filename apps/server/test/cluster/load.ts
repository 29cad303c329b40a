import { setTimeout as sleep } from 'node:timers/promises';

/** One request of the load: what it was, when it started (ms from the load's start), how it ended. */
export interface Outcome {
  readonly what: string;
  readonly at: number;
  readonly ms: number;
  /** The status, or the network error's words when no answer came. */
  readonly status: number | string;
  readonly ok: boolean;
}

export interface LoadRequest {
  readonly what: string;
  readonly method: 'GET' | 'PUT' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

export interface LoadOptions {
  readonly url: string;
  readonly token: string;
  readonly clients: number;
  readonly seconds: number;
  /** The request client `client` sends at its `turn`th round. */
  readonly next: (client: number, turn: number) => LoadRequest;
  /** Abandons a request that has not answered within this bound (counted failed). */
  readonly timeoutMs?: number;
}

/**
 * `clients` clients, each sending its next request as soon as its last answered, for `seconds`:
 * the bounded load of the cluster test. Every request's outcome is kept; none is retried here,
 * so a failure the balancer or the server did not hide is a failure the operator would see.
 */
export async function runLoad({
  url,
  token,
  clients,
  seconds,
  next,
  timeoutMs = 30_000,
}: LoadOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const start = performance.now();
  const endAt = start + seconds * 1000;
  const client = async (index: number) => {
    for (let turn = 0; performance.now() < endAt; turn++) {
      const request = next(index, turn);
      const at = performance.now();
      let status: number | string;
      try {
        const response = await fetch(`${url}/api/v1${request.path}`, {
          method: request.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.body !== undefined && { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      const ms = performance.now() - at;
      outcomes.push({
        what: request.what,
        at: at - start,
        ms,
        status,
        ok: typeof status === 'number' && status < 400,
      });
      // A client that failed at once would spin: it waits a moment as a person would.
      if (typeof status !== 'number') await sleep(50);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return outcomes;
}
