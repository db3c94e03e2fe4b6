import { describe, expect, it } from 'vitest';
import { breakUntil, extendedBreak } from './break-length';

// 12:00:30 on the test's clock (the runner's time zone; both sides read the same one).
const noon = new Date(2026, 11, 5, 12, 0, 30).getTime();

describe('a break until a time of day', () => {
  it('lasts the whole minutes up to that time, the part minute counted', () => {
    expect(breakUntil('12:30', noon)).toEqual({ minutes: 30 });
    expect(breakUntil('12:01', noon)).toEqual({ minutes: 1 });
    expect(breakUntil('20:00', noon)).toEqual({ minutes: 480 });
  });

  it('refuses a time already past and one further off than a working day', () => {
    expect(breakUntil('12:00', noon)).toEqual({ problem: 'passed' });
    expect(breakUntil('09:15', noon)).toEqual({ problem: 'passed' });
    expect(breakUntil('20:01', noon)).toEqual({ problem: 'tooLong' });
    expect(breakUntil('', noon)).toEqual({ problem: 'passed' });
  });
});

describe('extending a break', () => {
  it('adds to what is left of it, or to now once it has ended, up to the longest break', () => {
    const end = new Date(noon + 5 * 60_000).toISOString();
    expect(extendedBreak(end, 10, noon)).toBe(15);
    expect(extendedBreak(new Date(noon - 60_000).toISOString(), 10, noon)).toBe(10);
    expect(extendedBreak(new Date(noon + 475 * 60_000).toISOString(), 10, noon)).toBe(480);
  });
});
