import { businessDay, type Day, isCalendarDay } from '@satchel/api';
import { HttpError } from '../http/http-error.js';

/**
 * The earning report's period (spec part 1 §5): one particular day or a range, never both,
 * today by default, no day in the future, the end not before the start. Refusals are 400s.
 */
export function earningPeriod(
  query: { singleDate?: Day; startDate?: Day; endDate?: Day },
  now = new Date(),
): { from: Day; to: Day } {
  const { singleDate, startDate, endDate } = query;
  const hasRange = startDate !== undefined || endDate !== undefined;
  if (singleDate !== undefined && hasRange) {
    throw new HttpError(400, 'Choose either singleDate or startDate and endDate, not both');
  }
  if (hasRange && (startDate === undefined || endDate === undefined)) {
    throw new HttpError(400, 'A range needs both startDate and endDate');
  }
  const today = businessDay(now);
  const [from, to] = hasRange ? [startDate!, endDate!] : [singleDate ?? today, singleDate ?? today];
  for (const day of [from, to]) {
    if (!isCalendarDay(day)) throw new HttpError(400, `${day} is not a date`);
    if (day > today) throw new HttpError(400, 'Dates cannot be in the future');
  }
  if (to < from) throw new HttpError(400, 'endDate cannot be before startDate');
  return { from, to };
}
