import { describe, expect, it } from 'vitest';
import { defaultEarningReportValues, validateEarningReport } from './earning-report.js';

// 22 Nov 2026, 20:00 UTC is already 23 Nov in India.
const now = new Date('2026-11-22T20:00:00Z');
const none = { singleDate: '', startDate: '', endDate: '' };

describe('earning report date rules', () => {
  it("default to today in India's calendar", () => {
    expect(defaultEarningReportValues(now)).toEqual({ ...none, singleDate: '2026-11-23' });
  });

  it('accept today, a past day and an ordered past range', () => {
    expect(validateEarningReport({ ...none, singleDate: '2026-11-23' }, now)).toEqual({});
    expect(
      validateEarningReport({ ...none, startDate: '2026-10-01', endDate: '2026-10-01' }, now),
    ).toEqual({});
  });

  it('refuse days in the future', () => {
    expect(validateEarningReport({ ...none, singleDate: '2026-11-24' }, now)).toEqual({
      singleDate: 'Dates cannot be in the future.',
    });
    expect(
      validateEarningReport({ ...none, startDate: '2026-11-01', endDate: '2027-01-01' }, now),
    ).toEqual({ endDate: 'Dates cannot be in the future.' });
  });

  it('refuse an end before the start, and half a range', () => {
    expect(
      validateEarningReport({ ...none, startDate: '2026-11-10', endDate: '2026-11-01' }, now),
    ).toEqual({ endDate: 'The end date cannot be before the start date.' });
    expect(validateEarningReport({ ...none, startDate: '2026-11-10' }, now)).toEqual({
      endDate: 'Choose both a start and an end date.',
    });
  });

  it('refuse a particular date together with a range', () => {
    expect(
      validateEarningReport(
        { singleDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-02' },
        now,
      ),
    ).toEqual({ singleDate: 'Choose either a particular date or a range, not both.' });
  });
});
