import { describe, expect, it } from 'vitest';
import { salesPeriodDays } from './sales-period.js';

/** Wednesday 15 April 2026, 00:10 in India (still the 14th in UTC). */
const now = new Date('2026-04-14T18:40:00Z');

describe('salesPeriodDays', () => {
  it('counts in India’s days, whatever the UTC date', () => {
    expect(salesPeriodDays('day', now)).toEqual({ from: '2026-04-15', to: '2026-04-15' });
  });

  it('starts the week on Monday and the month on the 1st', () => {
    expect(salesPeriodDays('week', now)).toEqual({ from: '2026-04-13', to: '2026-04-15' });
    expect(salesPeriodDays('week', new Date('2026-04-19T12:00:00Z'))).toEqual({
      from: '2026-04-13',
      to: '2026-04-19',
    });
    expect(salesPeriodDays('month', now)).toEqual({ from: '2026-04-01', to: '2026-04-15' });
  });

  it('covers the last 3 and 6 months up to today, and the calendar year', () => {
    expect(salesPeriodDays('3months', now)).toEqual({ from: '2026-01-16', to: '2026-04-15' });
    expect(salesPeriodDays('6months', now)).toEqual({ from: '2025-10-16', to: '2026-04-15' });
    expect(salesPeriodDays('year', now)).toEqual({ from: '2026-01-01', to: '2026-04-15' });
  });

  it('ends a shorter month on its last day', () => {
    // 31 May → 28 Feb: the 3 months are 1 Mar … 31 May.
    const may31 = new Date('2026-05-31T06:00:00Z');
    expect(salesPeriodDays('3months', may31)).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });
});
