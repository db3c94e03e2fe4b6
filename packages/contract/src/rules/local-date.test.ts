import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isLocalDate } from './local-date';

describe('local dates', () => {
  it('knows a real calendar date from anything else', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-3-1')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
    expect(isLocalDate(undefined)).toBe(false);
  });

  it('shifts by whole days across month, year and clock-change boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates, whatever clock change lies between', () => {
    expect(daysBetween('2026-03-22', '2026-04-04')).toBe(13);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-04-04', '2026-03-22')).toBe(-13);
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(0);
  });
});
