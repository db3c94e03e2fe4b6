import type { QueueBoard } from '@jono/contract/api/staff-queue';

/** One customer of a barber's day: a walk-in who asked for them, or a booking of theirs. */
export interface MyDayVisit {
  id: string;
  kind: 'walkIn' | 'booking';
  customerName: string;
  services: readonly { name: string; quantity: number }[];
  /** When it starts: a booking's time, a walk-in's estimate (null: not known yet). */
  at: string | null;
  /** A booked customer who is here; a walk-in who is at the shop. */
  isHere: boolean;
}

export interface MyDay {
  /** Who is in the barber's chair now, and until when. */
  inChair: (MyDayVisit & { endsAt: string }) | null;
  /** Their bookings still to come and the walk-ins who asked for them, earliest first. */
  next: MyDayVisit[];
  /** Walk-ins for any barber: "start next" offers them to this barber as well. */
  forAnyone: number;
}

const byStart = (a: MyDayVisit, b: MyDayVisit) =>
  a.at === b.at ? 0 : a.at === null ? 1 : b.at === null ? -1 : Date.parse(a.at) - Date.parse(b.at);

/**
 * A barber's own day read from the board: nothing the board does not already say, only the
 * part that is theirs. A walk-in for any barber is not counted theirs until they start them;
 * the plan may give them to a colleague.
 */
export function myDayOf(board: QueueBoard, barberId: string): MyDay {
  const walkIn = board.inService.find((entry) => entry.barberId === barberId);
  const booking = board.bookings.find(
    (entry) => entry.stage === 'in_service' && entry.barberId === barberId,
  );
  const inChair = walkIn
    ? {
        id: walkIn.orderId,
        kind: 'walkIn' as const,
        customerName: walkIn.customerName,
        services: walkIn.services,
        at: walkIn.startedAt,
        isHere: true,
        endsAt: walkIn.endsAt,
      }
    : booking
      ? {
          id: booking.orderId,
          kind: 'booking' as const,
          customerName: booking.customerName,
          services: booking.services,
          at: booking.startedAt ?? booking.startAt,
          isHere: true,
          endsAt: new Date(
            Date.parse(booking.startedAt ?? booking.startAt) + booking.totalDuration * 60_000,
          ).toISOString(),
        }
      : null;
  const bookings: MyDayVisit[] = board.bookings
    .filter(
      (entry) =>
        entry.barberId === barberId && (entry.stage === 'booked' || entry.stage === 'checked_in'),
    )
    .map((entry) => ({
      id: entry.orderId,
      kind: 'booking',
      customerName: entry.customerName,
      services: entry.services,
      at: entry.startAt,
      isHere: entry.stage === 'checked_in',
    }));
  const walkIns: MyDayVisit[] = board.waiting
    .filter((entry) => entry.requestedBarber?.id === barberId)
    .map((entry) => ({
      id: entry.orderId,
      kind: 'walkIn',
      customerName: entry.customerName,
      services: entry.services,
      at: entry.estimatedStart,
      isHere: entry.isAtLocation,
    }));
  return {
    inChair,
    next: [...bookings, ...walkIns].sort(byStart),
    forAnyone: board.waiting.filter((entry) => entry.requestedBarber === null).length,
  };
}
