import type { IncomingMessage } from 'node:http';
import type { UploadPace } from '../config.js';
import { HttpError } from './http-error.js';

/** How often the pace is looked at, at most: fine enough for bounds of a second. */
const LOOK_EVERY_MS = 250;

export interface PaceWatch {
  /** Rejects with 408 once the body is too slow (idle, or under the minimum rate); else never settles. */
  readonly tooSlow: Promise<never>;
}

/**
 * Watches a request body as it arrives (a listener beside the reader, which keeps its
 * backpressure): nothing for `idleSeconds`, or on average under `minBytesPerSecond` once
 * `idleSeconds` have passed, and `tooSlow` rejects with 408. Time the body spends paused
 * because the server is not reading it (its reader is busy, or waits for its turn) is not the
 * sender's and does not count. Ends by itself with the body.
 */
export function watchBodyPace(body: IncomingMessage, pace: UploadPace): PaceWatch {
  const idleMs = pace.idleSeconds * 1000;
  let received = 0;
  /** Time the body was being read, and of it the time since its last bytes. */
  let readingMs = 0;
  let quietMs = 0;
  let lookedAt = Date.now();
  let fail!: (error: HttpError) => void;
  const tooSlow = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Nobody may be waiting on it when it fails; the reader learns of it from `tooSlow`.
  tooSlow.catch(() => {});

  const onData = (chunk: Buffer) => {
    received += chunk.length;
    quietMs = 0;
  };
  const stop = () => {
    clearInterval(timer);
    body.off('data', onData);
  };
  const refuse = (why: string) => {
    stop();
    fail(new HttpError(408, `The upload was too slow (${why}): send it again`));
  };
  const timer = setInterval(
    () => {
      const now = Date.now();
      const step = now - lookedAt;
      lookedAt = now;
      if (body.complete || body.destroyed) return stop();
      if (body.readableFlowing === false) return;
      readingMs += step;
      quietMs += step;
      if (quietMs >= idleMs) return refuse(`nothing arrived for ${pace.idleSeconds} s`);
      if (readingMs >= idleMs && (received * 1000) / readingMs < pace.minBytesPerSecond) {
        refuse(`under ${pace.minBytesPerSecond} bytes a second`);
      }
    },
    Math.min(LOOK_EVERY_MS, idleMs / 4),
  );
  body.on('data', onData);
  body.once('end', stop);
  body.once('close', stop);
  return { tooSlow };
}
