/** The marketplace's business day is India's, whatever the server's or browser's zone (design.md §4). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A day of the marketplace's calendar as `YYYY-MM-DD` (such days compare as text). */
export type Day = string;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * How far India's clocks are ahead of UTC: 5 h 30 min all year, with no daylight saving since
 * 1945 (the tests hold it to the time zone database). Shifting by it is a tenth of what
 * formatting through Intl costs, and every order row of a list needs one.
 */
const BUSINESS_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The marketplace's calendar day of an instant (today by default). */
export const businessDay = (at: Date = new Date()): Day => dayFormat.format(at);

/** `YYYY-MM-DD HH:mm:ss` in the marketplace's time (an order row's `orderTime`). */
export const businessDateTime = (at: Date): string => {
  const local = new Date(at.getTime() + BUSINESS_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
};

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: Day, count: number): Day => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};

/** A real calendar day: the pattern alone lets 2026-02-31 through. */
export const isCalendarDay = (day: Day): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
