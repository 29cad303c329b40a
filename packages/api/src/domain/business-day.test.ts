import { describe, expect, it } from 'vitest';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessDateTime,
  businessDay,
  isCalendarDay,
} from './business-day.js';

describe('businessDay', () => {
  it("is India's calendar day: 19:00 UTC is already the next day there", () => {
    expect(businessDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(businessDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});

describe('businessDateTime', () => {
  it("writes the instant in India's time, 24-hour", () => {
    expect(businessDateTime(new Date('2026-03-01T18:45:07Z'))).toBe('2026-03-02 00:15:07');
    expect(businessDateTime(new Date('2026-03-01T08:05:00Z'))).toBe('2026-03-01 13:35:00');
  });

  it('agrees with the time zone database on every day from 1946 to 2040', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const inZone = (at: Date) => zone.format(at).replace(', ', ' ');
    const day = 24 * 60 * 60_000;
    // 37 minutes and 11 seconds past the hour, at a different hour each day.
    for (
      let time = Date.UTC(1946, 0, 1, 0, 37, 11);
      time < Date.UTC(2041, 0, 1);
      time += day + 3_600_000
    ) {
      const at = new Date(time);
      expect(businessDateTime(at)).toBe(inZone(at));
    }
  });
});

describe('addDays', () => {
  it('crosses months, leap days and years both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-15', -29)).toBe('2026-02-14');
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });
});
