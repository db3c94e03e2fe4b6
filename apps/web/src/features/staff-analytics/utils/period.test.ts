import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  daysIn,
  periodFromSearch,
  presetRange,
  searchOfPreset,
  searchOfRange,
} from './period';

const today = '2026-03-18';

describe('analytics periods', () => {
  it('end today: 7 days are today and the 6 days before, across a month end', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2026-03-12', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-02-17', to: today });
    expect(presetRange('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('count their days with both ends included, also over a clock change', () => {
    expect(daysIn({ from: today, to: today })).toBe(1);
    expect(daysIn({ from: '2026-03-22', to: '2026-04-04' })).toBe(14);
  });

  it('refuse a custom range without dates, ending before it starts, in the future or too long', () => {
    expect(customRangeProblem({ from: '', to: today }, today)).toEqual({
      field: 'from',
      problem: 'missing',
    });
    expect(customRangeProblem({ from: today, to: '' }, today)).toEqual({
      field: 'to',
      problem: 'missing',
    });
    expect(customRangeProblem({ from: today, to: '2026-03-17' }, today)).toEqual({
      field: 'to',
      problem: 'endsBeforeStart',
    });
    expect(customRangeProblem({ from: today, to: '2026-03-19' }, today)).toEqual({
      field: 'to',
      problem: 'inFuture',
    });
    expect(customRangeProblem({ from: '2025-03-17', to: today }, today)).toEqual({
      field: 'to',
      problem: 'tooLong',
    });
    expect(customRangeProblem({ from: '2025-03-18', to: today }, today)).toBeNull();
  });

  it('are read back from the address they are written to', () => {
    const custom = { from: '2026-01-05', to: '2026-02-01' };
    expect(periodFromSearch(searchOfRange(custom), today)).toEqual({ choice: 'custom', ...custom });
    expect(periodFromSearch(searchOfPreset('30d'), today)).toEqual({
      choice: '30d',
      from: '2026-02-17',
      to: today,
    });
  });

  it('fall back to 7 days for an address without a period or with a broken one', () => {
    const sevenDays = { choice: '7d', from: '2026-03-12', to: today };
    expect(periodFromSearch(new URLSearchParams(), today)).toEqual(sevenDays);
    expect(periodFromSearch(new URLSearchParams('period=year'), today)).toEqual(sevenDays);
    expect(periodFromSearch(new URLSearchParams('from=2026-03-10&to=2026-03-01'), today)).toEqual(
      sevenDays,
    );
  });
});
