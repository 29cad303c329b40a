import type { DemoOptions } from './options.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The demo's time axis: orders fill `[start, now)`; the marketplace existed before. */
export interface Timeline {
  readonly now: number;
  /** The first day of orders. */
  readonly start: number;
  /** When the marketplace opened: merchants, schools and early customers date from here on. */
  readonly opened: number;
}

export function timelineOf(options: DemoOptions): Timeline {
  const now = options.now.getTime();
  const start = now - options.days * DAY_MS;
  return { now, start, opened: start - 400 * DAY_MS };
}
