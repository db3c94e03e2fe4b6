import { errorCodes, type ShopBarber } from '@jono/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { activeBarbers } from '../../auth/staff-accounts.service';
import { hasShiftLeft, lastShiftEnd } from './barber-shifts';
import type { QueueLoad } from './shop-load';
import { newcomerStart, rangeAnswer, type ShopStatus } from './shop-status';

type TeamStatus = QueueLoad['team'][number];

/**
 * At work today: the shop opens today and the barber is not away (a break is still a working
 * day; they come back to their line). A team whose staff keep no status at all is taken as
 * all at work, as the chair count does.
 */
function isWorkingToday(status: ShopStatus, team: readonly TeamStatus[], member: TeamStatus) {
  if (status.opening.todayHours === null) return false;
  // Their own hours (or time off) leave them nothing more today.
  if (!hasShiftLeft(status.shiftsLeft, member.id)) return false;
  const keepsStatus = team.some((m) => m.liveStatus !== null);
  if (!keepsStatus) return true;
  return (
    member.liveStatus === 'available' ||
    member.liveStatus === 'busy' ||
    member.liveStatus === 'on_break'
  );
}

/** A member who cuts hair as customers see them: a name, a role and a photo. */
export const teamMemberOf = ({
  id,
  name,
  role,
  avatar,
}: Awaited<ReturnType<typeof activeBarbers>>[number]) => ({
  id,
  name,
  role: role === 'owner' ? ('owner' as const) : ('barber' as const),
  avatar,
});

/** The shop's active owners and barbers as customers see them, by name. */
export async function loadTeam(db: Db, shopId: string) {
  return (await activeBarbers(db, [shopId])).map(teamMemberOf);
}

/**
 * Each barber with whether they work today and when a customer asking for them now would
 * start: behind everyone already in the queue, by the waiting-time rule; with `withRanges`
 * (the shop's page), the range that start falls in too, one play-out per barber.
 */
export function teamToday(
  members: Awaited<ReturnType<typeof loadTeam>>,
  context: { chairCount: number; load: QueueLoad; status: ShopStatus; now: Date },
  { withRanges = false }: { withRanges?: boolean } = {},
): ShopBarber[] {
  const { chairCount, load, status, now } = context;
  return members.map((member) => {
    const live = load.team.find((m) => m.id === member.id);
    const workingToday = live !== undefined && isWorkingToday(status, load.team, live);
    const start = workingToday
      ? newcomerStart({ chairCount, load, now, shiftsLeft: status.shiftsLeft }, member.id)
      : Infinity;
    const until = workingToday ? lastShiftEnd(status.shiftsLeft, member.id) : null;
    return {
      id: member.id,
      name: member.name,
      role: member.role,
      avatar: member.avatar,
      workingToday,
      nextFreeAt: Number.isFinite(start) ? new Date(start).toISOString() : null,
      nextFreeRange:
        withRanges && Number.isFinite(start) ? rangeAnswer(status.barberRange(member.id)) : null,
      workingUntil: until === null ? null : new Date(until).toISOString(),
    };
  });
}

/**
 * The barber a customer asks for must cut hair in this shop (an active owner or barber), work
 * today and, for a newcomer's services (`durationMinutes`), by their hours still be there
 * to finish them behind everyone waiting; anything else is refused before the customer waits
 * for nobody. Staff moving a waiting customer to a barber judge the fit themselves.
 */
export function assertBarberWorksToday(
  context: { chairCount: number; load: QueueLoad; status: ShopStatus; now: Date },
  barberId: string,
  durationMinutes?: number,
) {
  const { load, status } = context;
  const member = load.team.find((m) => m.id === barberId);
  if (!member) {
    throw new HttpError(400, 'Choose a barber of this shop', errorCodes.barberNotWorking);
  }
  if (!isWorkingToday(status, load.team, member)) {
    throw new HttpError(
      409,
      'This barber is not working today; choose another barber or any barber',
      errorCodes.barberNotWorking,
    );
  }
  if (durationMinutes === undefined || !status.shiftsLeft.has(barberId)) return;
  const { chairCount, now } = context;
  const shiftsLeft = status.shiftsLeft;
  const start = newcomerStart({ chairCount, load, now, shiftsLeft }, barberId, durationMinutes);
  if (!Number.isFinite(start)) {
    throw new HttpError(
      409,
      'This barber’s day ends before these services could be done; choose another barber or any barber',
      errorCodes.barberLeavesBefore,
    );
  }
}
