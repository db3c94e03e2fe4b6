import type { BoardBooking } from '@jono/contract';
import {
  centsToPrice,
  type QueueBoard,
  waitingMinutes,
  zonedInstant,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-error';
import { presentOrderContents } from '../../../lib/order-contents';
import { activeBarbers, breakEndOf } from '../../auth/staff-accounts.service';
import type { BookingRow } from '../../booking/staff/board-booking.service';
import { bookingsOfBoardDay } from '../../booking/staff/booked-chairs.service';
import { customerReach } from '../alerts/push-subscriptions.service';
import {
  callOf,
  liveMemoryOf,
  placesOf,
  rangeAnswer,
  shopWithLoad,
  teamMemberOf,
  teamToday,
  workingChairs,
} from '../live';
import type { Entry, Status } from './board-step';

/** What walk-ins and bookings have in common, which the board's cards show. */
type BoardRow = Omit<Pick<Entry, Extract<keyof Entry, keyof BookingRow>>, 'status'> &
  Pick<Entry, 'joinedAt' | 'isAtLocation'>;

const summary = (entry: BoardRow) => ({
  ...presentOrderContents(entry),
  orderId: entry.id,
  customerName: entry.customerName,
  phone: entry.phone,
  totalDuration: entry.totalDurationMinutes,
  totalPrice: centsToPrice(entry.totalPriceCents),
  joinedAt: entry.joinedAt.toISOString(),
  isAtLocation: entry.isAtLocation,
});

const bookingStage = (b: BookingRow): BoardBooking['stage'] => {
  if (b.status === 'completed' || b.status === 'no_show') return b.status;
  if (b.startedAt) return 'in_service';
  return b.atLocationAt ? 'checked_in' : 'booked';
};

/** A booking as the board shows it: the walk-in card's facts, its time and where it stands. */
function presentBoardBooking(b: BookingRow, barberName: Map<string, string>): BoardBooking {
  const stage = bookingStage(b);
  return {
    ...summary({ ...b, joinedAt: b.createdAt, isAtLocation: b.atLocationAt !== null }),
    startAt: b.startAt.toISOString(),
    endAt: b.endAt.toISOString(),
    stage,
    barberId: b.barberId,
    barberName: b.barberId ? (barberName.get(b.barberId) ?? null) : null,
    startedAt: b.startedAt?.toISOString() ?? null,
    endedAt: (stage === 'no_show' ? b.cancelledAt : b.finishedAt)?.toISOString() ?? null,
  };
}

/** Who a waiting customer asked for, by name; null is "any barber". */
function requestedBarberOf(entry: Entry, barberName: ReadonlyMap<string, string>) {
  const id = entry.requestedBarberId;
  const name = id ? barberName.get(id) : undefined;
  return id && name !== undefined ? { id, name } : null;
}

/** The shop's walk-ins on today's board: waiting, in a chair, or finished since midnight. */
function boardDayEntries(db: Db, shopId: string, startOfDay: Date) {
  return db
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, shopId),
        or(
          inArray(queueEntries.status, ['waiting', 'in_service']),
          gte(queueEntries.finishedAt, startOfDay),
          gte(queueEntries.cancelledAt, startOfDay),
        ),
      ),
    )
    .orderBy(asc(queueEntries.sortKey), asc(queueEntries.seq));
}

/** A walk-in in a chair, with when its service should end. */
function inServiceCard(e: Entry & { startedAt: Date }, barberName: ReadonlyMap<string, string>) {
  return {
    ...summary(e),
    barberId: e.barberId,
    barberName: e.barberId ? (barberName.get(e.barberId) ?? null) : null,
    startedAt: e.startedAt.toISOString(),
    endsAt: new Date(e.startedAt.getTime() + e.totalDurationMinutes * 60_000).toISOString(),
  };
}

const finishedStatuses: readonly Status[] = ['served', 'cancelled', 'no_show'];

/** Today's finished walk-ins, the latest first. */
function finishedCards(entries: readonly Entry[]) {
  return entries
    .filter((e) => finishedStatuses.includes(e.status))
    .sort((a, b) => +(b.finishedAt ?? b.cancelledAt ?? 0) - +(a.finishedAt ?? a.cancelledAt ?? 0))
    .map((e) => ({
      ...summary(e),
      status: e.status,
      endedAt: (e.finishedAt ?? e.cancelledAt)?.toISOString() ?? null,
      cancelReason: e.cancelReason,
    }));
}

/** Today's board of the caller's shop: waiting, in the chairs, finished today, the barbers. */
export async function getBoard(db: Db, shopId: string, now: Date): Promise<QueueBoard> {
  return (await readBoard(db, shopId, now)).board;
}

/**
 * The board, and each barber as customers see them: whether they work today and when a
 * newcomer asking for them would start (the big screen's choice of barber).
 */
export async function getBoardAndTeam(db: Db, shopId: string, now: Date) {
  const { board, context, members } = await readBoard(db, shopId, now);
  const { shop, load, status } = context;
  const team = teamToday(members.map(teamMemberOf), {
    chairCount: shop.chairCount,
    load,
    status,
    now,
  });
  // Why a full queue is full, for the big screen to say; the board's staff set it themselves.
  const why = { fullReason: status.fullReason, maxWaitMinutes: shop.maxWaitMinutes };
  return { board, team, why };
}

async function readBoard(db: Db, shopId: string, now: Date) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) throw notFound('Shop not found');
  const { shop, load, status } = context;
  const startOfDay = zonedInstant(zonedParts(now, shop.timezone).date, 0, shop.timezone);
  const [entries, barbers, dayBookings] = await Promise.all([
    boardDayEntries(db, shopId, startOfDay),
    activeBarbers(db, [shopId]),
    bookingsOfBoardDay(db, shop, now),
  ]);
  const barberName = new Map(barbers.map((b) => [b.id, b.name]));
  const waitingEntries = entries.filter((e) => e.status === 'waiting');
  const reachOf = await customerReach(db, waitingEntries);
  const waitingPlaces = placesOf(liveMemoryOf(db), waitingEntries, load, shop, now);
  const board: QueueBoard = {
    shop: {
      id: shop.id,
      name: shop.name,
      timezone: shop.timezone,
      queueState: status.queueState,
      queueStateOverride: shop.queueStateOverride,
      queueLimit: shop.queueLimit ?? shop.chairCount * 5,
      chairCount: shop.chairCount,
      workingChairs: workingChairs(shop.chairCount, load),
      newcomerWait: status.newcomerWait,
      newcomerRange: rangeAnswer(status.newcomerRange),
      walkInsUntil: status.walkInsUntil?.toISOString() ?? null,
    },
    waiting: waitingEntries.map((e, i) => ({
      ...summary(e),
      position: waitingPlaces[i]?.position ?? 0,
      waitedMinutes: waitingMinutes(e.joinedAt.getTime(), now.getTime()),
      estimatedStart: waitingPlaces[i]?.estimatedStart ?? null,
      reorderReason: e.reorderReason,
      reach: reachOf(e),
      call: callOf(e, e.calledBarberId ? (barberName.get(e.calledBarberId) ?? null) : null),
      requestedBarber: requestedBarberOf(e, barberName),
    })),
    inService: entries.flatMap((e) =>
      e.status === 'in_service' && e.startedAt
        ? [inServiceCard({ ...e, startedAt: e.startedAt }, barberName)]
        : [],
    ),
    finished: finishedCards(entries),
    bookings: dayBookings.map((b) => presentBoardBooking(b, barberName)),
    barbers: barbers.map((b) => {
      const servingOrderId =
        entries.find((e) => e.status === 'in_service' && e.barberId === b.id)?.id ??
        dayBookings.find((d) => bookingStage(d) === 'in_service' && d.barberId === b.id)?.id ??
        null;
      // Busy from the start of a service to its finish, whatever status was set before.
      return {
        userId: b.id,
        name: b.name,
        status: servingOrderId ? 'busy' : b.liveStatus,
        breakEndsAt: servingOrderId ? null : breakEndOf(b),
        servingOrderId,
      };
    }),
  };
  return { board, context, members: barbers };
}
