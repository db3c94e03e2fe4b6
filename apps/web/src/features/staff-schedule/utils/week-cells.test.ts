import { describe, expect, it } from 'vitest';
import type { MemberWeek, TeamWeek } from '../api/team-schedule';
import { dayCellOf } from './week-cells';

const member: MemberWeek = {
  userId: 'olga',
  name: 'Olga Omistaja',
  role: 'owner',
  avatar: null,
  hours: null,
  timeOff: [],
  // Helsinki, winter (UTC+2): a whole day from midnight to midnight.
  days: [
    {
      date: '2026-12-07',
      shifts: [{ start: '2026-12-06T22:00:00.000Z', end: '2026-12-07T22:00:00.000Z' }],
    },
  ],
  canEdit: true,
};
const week: TeamWeek = {
  from: '2026-12-07',
  timezone: 'Europe/Helsinki',
  openingHours: [],
  weeklyOffs: [],
  shopDays: [{ date: '2026-12-07', hours: { opens: '00:00', closes: '24:00' }, bookings: 0 }],
  members: [member],
};

describe("a day's cell", () => {
  it('writes a shift that runs to midnight as ending at 24:00, not 00:00', () => {
    expect(dayCellOf(week, member, '2026-12-07')).toEqual({
      kind: 'work',
      shifts: ['00:00–24:00'],
      partsOff: [],
    });
  });
});
