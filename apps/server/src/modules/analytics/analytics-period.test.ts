import { describe, expect, it } from 'vitest';
import { analyticsPeriods } from './analytics-period';

const helsinki = 'Europe/Helsinki';

describe('analyticsPeriods', () => {
  it('spans local midnights, so a week with the spring clock change is an hour short', () => {
    const { current, previous } = analyticsPeriods(
      { from: '2026-03-23', to: '2026-03-29' },
      helsinki,
    );
    expect(current.start.toISOString()).toBe('2026-03-22T22:00:00.000Z');
    expect(current.end.toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(previous).toMatchObject({ from: '2026-03-16', to: '2026-03-22' });
    expect(previous.end).toEqual(current.start);
  });

  it('makes the autumn change day 25 hours long', () => {
    const { current } = analyticsPeriods({ from: '2026-10-25', to: '2026-10-25' }, helsinki);
    expect(current.start.toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(current.end.getTime() - current.start.getTime()).toBe(25 * 3600_000);
  });

  it('takes the previous period of the same number of days, across month ends', () => {
    const { previous } = analyticsPeriods({ from: '2026-03-01', to: '2026-03-31' }, helsinki);
    expect(previous).toMatchObject({ from: '2026-01-29', to: '2026-02-28' });
  });

  it('allows 366 days and refuses 367', () => {
    expect(() =>
      analyticsPeriods({ from: '2024-01-01', to: '2024-12-31' }, helsinki),
    ).not.toThrow();
    expect(() => analyticsPeriods({ from: '2023-12-31', to: '2024-12-31' }, helsinki)).toThrow(
      'at most 366 days',
    );
  });
});
