/** How a figure moved against an earlier day's. */
export interface FigureChange {
  readonly direction: 'up' | 'down' | 'same';
  /** The change in percent of the earlier figure, rounded; null when that figure was 0. */
  readonly percent: number | null;
}

/** `now` against `before`: its direction and size in percent of `before`. */
export function figureChange(now: number, before: number): FigureChange {
  const direction = now > before ? 'up' : now < before ? 'down' : 'same';
  if (before === 0) return { direction, percent: direction === 'same' ? 0 : null };
  return { direction, percent: Math.round((Math.abs(now - before) / before) * 100) };
}

const MINUTE_MS = 60_000;

/**
 * How long ago `since` was, in whole minutes under an hour, hours and minutes under a day, then
 * days and hours; `words` says them in the catalogue's language.
 */
export function ageOf(
  since: string,
  now: Date,
  words: {
    minutes(count: number): string;
    hours(hours: number, minutes: number): string;
    days(days: number, hours: number): string;
  },
): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / MINUTE_MS));
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours, minutes % 60);
  return words.days(Math.floor(hours / 24), hours % 24);
}
