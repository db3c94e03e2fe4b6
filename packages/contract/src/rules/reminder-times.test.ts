import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, isInQuietHours, reminderSendAt } from './reminder-times';

const zone = 'Europe/Helsinki';
const night = DEFAULT_QUIET_HOURS;
const longAgo = new Date('2027-01-01T00:00:00Z');
const sendAt = (startAt: string, offsetMinutes: number, bookedAt = longAgo) =>
  reminderSendAt(
    { startAt: new Date(startAt), bookedAt },
    offsetMinutes,
    night,
    zone,
  )?.toISOString();

describe('when a booking reminder goes', () => {
  it('24 h before is elapsed time: across the spring change it reads 09:00 the day before', () => {
    // 2027-03-28 10:00 summer time (+3) is 07:00Z; the day before is still winter time (+2).
    expect(sendAt('2027-03-28T07:00:00Z', 24 * 60)).toBe('2027-03-27T07:00:00.000Z');
    expect(sendAt('2027-03-28T07:00:00Z', 120)).toBe('2027-03-28T05:00:00.000Z');
  });

  it('and across the autumn change it reads 11:00 the day before', () => {
    // 2027-10-31 10:00 winter time (+2) is 08:00Z; the day before is summer time (+3).
    expect(sendAt('2027-10-31T08:00:00Z', 24 * 60)).toBe('2027-10-30T08:00:00.000Z');
    // Two hours before is 08:00 winter time: quiet hours have just ended.
    expect(sendAt('2027-10-31T08:00:00Z', 120)).toBe('2027-10-31T06:00:00.000Z');
  });

  it('one that falls in quiet hours goes at the last minute before they began', () => {
    // 09:00 on 2 June (+3): two hours before is 07:00, inside 21:00-08:00; 20:59 the evening before.
    expect(sendAt('2027-06-02T06:00:00Z', 120)).toBe('2027-06-01T17:59:00.000Z');
    // 22:30: two hours before is 20:30, outside; 24 hours before is 22:30, inside: 20:59 that day.
    expect(sendAt('2027-06-02T19:30:00Z', 120)).toBe('2027-06-02T17:30:00.000Z');
    expect(sendAt('2027-06-02T19:30:00Z', 24 * 60)).toBe('2027-06-01T17:59:00.000Z');
  });

  it('quiet hours that begin on a clock-change night begin on that night’s clock', () => {
    // 21:00 on 30 October is still summer time (+3): 17:59Z is 20:59 on the wall.
    expect(sendAt('2027-10-31T05:00:00Z', 120)).toBe('2027-10-30T17:59:00.000Z');
  });

  it('none goes before the booking was made, even moved out of the night', () => {
    const startAt = '2027-06-02T06:00:00Z';
    expect(sendAt(startAt, 24 * 60, new Date('2027-06-01T07:00:00Z'))).toBeUndefined();
    // Booked at 22:00, the evening before a 09:00 time: 20:59 has passed already.
    expect(sendAt(startAt, 120, new Date('2027-06-01T19:00:00Z'))).toBeUndefined();
    expect(sendAt(startAt, 120, new Date('2027-06-01T17:00:00Z'))).toBe('2027-06-01T17:59:00.000Z');
  });

  it('without quiet hours a reminder goes at night too', () => {
    const at = reminderSendAt(
      { startAt: new Date('2027-06-02T06:00:00Z'), bookedAt: longAgo },
      120,
      null,
      zone,
    );
    expect(at?.toISOString()).toBe('2027-06-02T04:00:00.000Z');
  });
});

describe('quiet hours on the shop’s clock', () => {
  it('span midnight or lie within one day, start included and end excluded', () => {
    const at = (iso: string, quiet = night) => isInQuietHours(new Date(iso), quiet, zone);
    expect(at('2027-06-01T17:59:00Z')).toBe(false); // 20:59
    expect(at('2027-06-01T18:00:00Z')).toBe(true); // 21:00
    expect(at('2027-06-01T22:00:00Z')).toBe(true); // 01:00
    expect(at('2027-06-02T04:59:00Z')).toBe(true); // 07:59
    expect(at('2027-06-02T05:00:00Z')).toBe(false); // 08:00
    const small = { starts: '00:30', ends: '06:00' };
    expect(at('2027-06-01T21:29:00Z', small)).toBe(false); // 00:29
    expect(at('2027-06-01T21:30:00Z', small)).toBe(true); // 00:30
    expect(at('2027-06-02T03:00:00Z', small)).toBe(false); // 06:00
  });
});
