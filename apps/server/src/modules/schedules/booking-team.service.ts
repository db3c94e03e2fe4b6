import type { BookingBarber } from '@jono/contract';
import type { Db } from '../../db/client';
import { activeBarbers } from '../auth/staff-accounts.service';
import { timeOffTouching } from './time-off.service';

/**
 * The members who take bookings between `from` and `to`, with their weeks: their own hours
 * (null: the shop's) and the time off touching that stretch. By name, the order a tie between
 * two free barbers goes in.
 */
export async function bookingTeam(
  db: Db,
  shopId: string,
  from: Date,
  to: Date,
): Promise<BookingBarber[]> {
  // One after the other: inside a transaction the queries share one connection.
  const members = await activeBarbers(db, [shopId]);
  const timeOff = await timeOffTouching(db, shopId, from, to);
  return members.map((member) => ({
    id: member.id,
    week: {
      hours: member.weeklyHours,
      timeOff: timeOff
        .filter((entry) => entry.userId === member.id)
        .map((entry) => ({ start: entry.startsAt.getTime(), end: entry.endsAt.getTime() })),
    },
  }));
}
