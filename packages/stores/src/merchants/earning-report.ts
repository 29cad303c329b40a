import { businessDay } from '@satchel/api';
import { messages } from '../messages/index.js';

/** The report's period: one particular day, or a range; days are `YYYY-MM-DD` ('' = unset). */
export interface EarningReportValues {
  singleDate: string;
  startDate: string;
  endDate: string;
}

export type EarningReportErrors = Partial<Record<keyof EarningReportValues, string>>;

/** The default period: today (spec part 1 §5). */
export const defaultEarningReportValues = (now = new Date()): EarningReportValues => ({
  singleDate: businessDay(now),
  startDate: '',
  endDate: '',
});

/**
 * The earning-report date rules of spec part 1 §5: no day after today, the end not before the
 * start, a particular date and a range never together. `YYYY-MM-DD` compares as text.
 */
export function validateEarningReport(
  { singleDate, startDate, endDate }: EarningReportValues,
  now = new Date(),
): EarningReportErrors {
  const today = businessDay(now);
  const { earningReport } = messages;
  const errors: EarningReportErrors = {};
  const hasRange = startDate !== '' || endDate !== '';
  if (singleDate !== '' && hasRange) errors.singleDate = earningReport.dateOrRange;
  for (const field of ['singleDate', 'startDate', 'endDate'] as const) {
    const day = { singleDate, startDate, endDate }[field];
    if (day > today) errors[field] ??= earningReport.futureDate;
  }
  if (hasRange && (startDate === '' || endDate === '')) {
    errors[startDate === '' ? 'startDate' : 'endDate'] ??= earningReport.rangeIncomplete;
  }
  if (startDate !== '' && endDate !== '' && endDate < startDate) {
    errors.endDate ??= earningReport.endBeforeStart;
  }
  return errors;
}
