import { describe, expect, it } from 'vitest';
import { ACCURACY_MIN_VISITS, estimateBadge, sortBySoonestStart } from './estimate-accuracy';

describe('what a shop says of its estimates', () => {
  it('counts in tens once there are enough visits, rounding to the nearest', () => {
    expect(estimateBadge({ learned: true, visits: 40, withinRange: 33 })).toEqual({
      kind: 'accuracy',
      inTen: 8,
    });
    expect(estimateBadge({ learned: true, visits: 40, withinRange: 40 })).toEqual({
      kind: 'accuracy',
      inTen: 10,
    });
    expect(estimateBadge({ learned: false, visits: ACCURACY_MIN_VISITS, withinRange: 0 })).toEqual({
      kind: 'accuracy',
      inTen: 0,
    });
  });

  it('says the menu still times a shop that has not learned, and nothing while too few count', () => {
    const few = ACCURACY_MIN_VISITS - 1;
    expect(estimateBadge({ learned: false, visits: few, withinRange: few })).toEqual({
      kind: 'fromMenu',
    });
    expect(estimateBadge({ learned: true, visits: few, withinRange: few })).toBeNull();
  });
});

describe('soonest start first', () => {
  const shop = (id: string, queueState: 'open' | 'full' | 'closed', earliest: string | null) => ({
    id,
    queueState,
    waitRange: earliest ? { earliest, latest: earliest } : null,
  });

  it('puts shops taking walk-ins by their range, then those that cannot say, then the rest', () => {
    const sorted = sortBySoonestStart([
      shop('closed', 'closed', null),
      shop('later', 'open', '2026-12-07T10:40:00Z'),
      shop('unknown', 'open', null),
      shop('full', 'full', '2026-12-07T10:05:00Z'),
      shop('soon', 'open', '2026-12-07T10:10:00Z'),
      shop('also-later', 'open', '2026-12-07T10:40:00Z'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([
      'soon',
      'later',
      'also-later',
      'unknown',
      'closed',
      'full',
    ]);
  });
});
