/** The marketplace's business day is India's, whatever the browser's zone (design.md §4). */
const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the marketplace's calendar at `now`. */
export const marketplaceDay = (now: Date = new Date()): string => kolkataDay.format(now);
