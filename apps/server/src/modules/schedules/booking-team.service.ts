import type { BookingBarber, WeekdayHours } from '@jono/contract';

/**
 * The members who take bookings with their weeks: their own hours (null: the shop's) and
 * their entries of `timeOff`. In the members' order (by name), the order a tie between two
 * free barbers goes in.
 */
export function bookingTeamOf(
  members: readonly { id: string; weeklyHours: readonly WeekdayHours[] | null }[],
  timeOff: readonly { userId: string; startsAt: string; endsAt: string }[],
): BookingBarber[] {
  return members.map((member) => ({
    id: member.id,
    week: {
      hours: member.weeklyHours,
      timeOff: timeOff
        .filter((entry) => entry.userId === member.id)
        .map((entry) => ({ start: Date.parse(entry.startsAt), end: Date.parse(entry.endsAt) })),
    },
  }));
}
