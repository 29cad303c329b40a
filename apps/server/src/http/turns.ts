import type { ErrorCode } from '@satchel/api';
import { HttpError } from './http-error.js';

/**
 * A fixed number of turns (e.g. imports running at once). `take` waits at most `waitMs` for one
 * and then refuses with 503 and Retry-After (`busyMessage`, and `busyCode` where it has its own),
 * instead of leaving the caller without an answer; what it resolves to gives the turn back.
 */
export function createTurns(count: number, busyMessage: string, busyCode?: ErrorCode) {
  let free = count;
  const waiting: (() => void)[] = [];

  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };

  return {
    take(waitMs: number): Promise<() => void> {
      const taken = () => {
        let given = false;
        return () => {
          if (!given) give();
          given = true;
        };
      };
      if (free > 0) {
        free -= 1;
        return Promise.resolve(taken());
      }
      return new Promise((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve(taken());
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(
            new HttpError(
              503,
              busyMessage,
              { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
              busyCode,
            ),
          );
        }, waitMs);
        waiting.push(turn);
      });
    },
  };
}
