import { describe, expect, it } from 'vitest';
import { localDayClock, zonedInstant, zonedParts } from './zoned-time';

const at = (date: string, clock: string, zone: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return zonedInstant(date, (hours ?? 0) * 60 + (minutes ?? 0), zone).toISOString();
};

describe('local wall times on the days the clocks change', () => {
  it('an autumn time that happens twice is the earlier instant, in Helsinki and New York', () => {
    // Helsinki goes back from 04:00 summer time (+3) to 03:00 winter time (+2).
    expect(at('2026-10-25', '03:30', 'Europe/Helsinki')).toBe('2026-10-25T00:30:00.000Z');
    // New York goes back from 02:00 daylight time (-4) to 01:00 standard time (-5).
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('the hour either side of the autumn repeat keeps its one instant', () => {
    expect(at('2026-10-25', '02:59', 'Europe/Helsinki')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25', '04:00', 'Europe/Helsinki')).toBe('2026-10-25T02:00:00.000Z');
    expect(at('2026-11-01', '00:59', 'America/New_York')).toBe('2026-11-01T04:59:00.000Z');
    expect(at('2026-11-01', '02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('a spring time the clocks skip moves forward by the skipped hour, in Helsinki and New York', () => {
    // Helsinki jumps from 03:00 (+2) to 04:00 (+3): 03:30 is read as 04:30 summer time.
    expect(at('2026-03-29', '03:30', 'Europe/Helsinki')).toBe('2026-03-29T01:30:00.000Z');
    expect(
      zonedParts(new Date(at('2026-03-29', '03:30', 'Europe/Helsinki')), 'Europe/Helsinki'),
    ).toEqual({ date: '2026-03-29', weekday: 7, minutes: 4 * 60 + 30 });
    // New York jumps from 02:00 (-5) to 03:00 (-4): 02:30 is read as 03:30 daylight time.
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(
      zonedParts(new Date(at('2026-03-08', '02:30', 'America/New_York')), 'America/New_York'),
    ).toEqual({ date: '2026-03-08', weekday: 7, minutes: 3 * 60 + 30 });
  });

  it('the times around the spring gap keep their one instant', () => {
    expect(at('2026-03-29', '02:59', 'Europe/Helsinki')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '04:00', 'Europe/Helsinki')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(at('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('reads back every instant of both change days as the wall time it was built from', () => {
    for (const [zone, date] of [
      ['Europe/Helsinki', '2026-03-29'],
      ['Europe/Helsinki', '2026-10-25'],
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
    ] as const) {
      const start = zonedInstant(date, 0, zone).getTime();
      const end = zonedInstant(date, 24 * 60, zone).getTime();
      for (let instant = start; instant < end; instant += 15 * 60_000) {
        const parts = zonedParts(new Date(instant), zone);
        expect(parts.date).toBe(date);
        // Every instant's wall time leads back to an instant no later than itself: the same
        // one, or, in the repeated autumn hour, its earlier twin one hour before.
        const back = zonedInstant(parts.date, parts.minutes, zone).getTime();
        expect([instant, instant - 60 * 60_000]).toContain(back);
      }
    }
  });
});

describe("a local day's clock", () => {
  const days = [
    // Ordinary days, and the days the clocks go forward and back in Helsinki and New York.
    ['2026-12-07', 'Europe/Helsinki'],
    ['2026-03-29', 'Europe/Helsinki'],
    ['2026-10-25', 'Europe/Helsinki'],
    ['2026-03-08', 'America/New_York'],
    ['2026-11-01', 'America/New_York'],
    ['2026-07-15', 'Asia/Kathmandu'],
  ] as const;

  it.each(days)('on %s in %s, gives every minute the instant zonedInstant gives', (date, zone) => {
    const clock = localDayClock(date, zone);
    const minutes = Array.from({ length: 24 * 60 + 1 }, (_, minute) => minute);
    expect(minutes.map(clock)).toEqual(
      minutes.map((minute) => zonedInstant(date, minute, zone).getTime()),
    );
  });

  it('on the spring day, 02:30 in New York lands an hour past 02:00, as zonedInstant reads it', () => {
    const clock = localDayClock('2026-03-08', 'America/New_York');
    expect(new Date(clock(150)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(clock(24 * 60) - clock(0)).toBe(23 * 60 * 60_000);
  });
});
