import { type CurrentStatus, NOW_CALLING_MS, webPaths } from '@jono/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { StaffIdentity } from '../../../plugins/app/auth';
import { getBoardAndTeam } from './board-read';

const NEXT_ON_SCREEN = 8;

/** The shop's big screen; staff of that shop only (another shop's id is unknown). */
export async function currentStatus(
  db: Db,
  staff: StaffIdentity,
  shopId: string,
  now: Date,
  publicUrl: string,
): Promise<CurrentStatus> {
  if (shopId !== staff.shopId) throw notFound('Shop not found');
  const { board, team, why } = await getBoardAndTeam(db, shopId, now);
  const breakEnds = new Map(board.barbers.map((b) => [b.userId, b.breakEndsAt]));
  return {
    shop: {
      id: board.shop.id,
      name: board.shop.name,
      timezone: board.shop.timezone,
      queueState: board.shop.queueState,
      ...why,
    },
    // A call stays on the screen for a while, long enough to be seen from the sofa.
    nowCalling: board.waiting.flatMap(({ shortCode, call }) =>
      call && now.getTime() - Date.parse(call.calledAt) < NOW_CALLING_MS
        ? [
            {
              code: shortCode,
              calledAt: call.calledAt,
              chair: call.chair,
              barberName: call.barberName,
            },
          ]
        : [],
    ),
    // A booked customer in a chair is served like a walk-in.
    nowServing: [
      ...board.inService.map((e) => ({
        barberName: e.barberName,
        code: e.shortCode,
        endsAt: e.endsAt,
      })),
      ...board.bookings.flatMap((b) =>
        b.stage === 'in_service' && b.startedAt
          ? [
              {
                barberName: b.barberName,
                code: b.shortCode,
                endsAt: new Date(Date.parse(b.startedAt) + b.totalDuration * 60_000).toISOString(),
              },
            ]
          : [],
      ),
    ],
    next: board.waiting.slice(0, NEXT_ON_SCREEN).map((e) => ({
      position: e.position,
      code: e.shortCode,
      isAtLocation: e.isAtLocation,
    })),
    waiting: board.waiting.length,
    newcomerWait: board.shop.newcomerWait,
    newcomerRange: board.shop.newcomerRange,
    walkInsUntil: board.shop.walkInsUntil,
    nextBookingAt:
      board.bookings.find(
        (b) =>
          (b.stage === 'booked' || b.stage === 'checked_in') &&
          Date.parse(b.startAt) > now.getTime(),
      )?.startAt ?? null,
    barbers: team.flatMap((member) =>
      member.workingToday
        ? [
            {
              name: member.name,
              nextFreeAt: member.nextFreeAt,
              breakEndsAt: breakEnds.get(member.id) ?? null,
            },
          ]
        : [],
    ),
    joinUrl: `${publicUrl}${webPaths.barbershop(shopId)}`,
  };
}
