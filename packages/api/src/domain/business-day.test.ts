import { describe, expect, it } from 'vitest';
import { addDays, businessDateTime, businessDay, isCalendarDay } from './business-day.js';

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
