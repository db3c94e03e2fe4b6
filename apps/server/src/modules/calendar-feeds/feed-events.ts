import type { CustomerNameChoice } from '@jono/contract';
import type { CalendarEvent } from '../../lib/icalendar';
import type { feedWords } from './feed-words';

interface Ordered {
  name: string;
  quantity: number;
}

export interface FeedBooking {
  id: string;
  startAt: Date;
  endAt: Date;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  customerName: string;
  items: readonly Ordered[];
  barberId: string | null;
  moveCount: number;
  movedAt: Date | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

export interface FeedWalkIn {
  id: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  totalDurationMinutes: number;
  customerName: string;
  items: readonly Ordered[];
  barberId: string | null;
}

export interface FeedLook {
  names: CustomerNameChoice;
  words: (typeof feedWords)[keyof typeof feedWords];
  location: string;
  /** In the shop's feed each event says whose it is; a member's own feed needs no name. */
  barberName: ((barberId: string | null) => string | null) | null;
}

const MINUTE = 60_000;

/** The customer as the owner chose to show them; an anonymised visit has no name left. */
function customerOf(name: string, choice: CustomerNameChoice): string | null {
  const trimmed = name.trim();
  if (!trimmed || choice === 'none') return null;
  return choice === 'full' ? trimmed : (trimmed.split(/\s+/)[0] ?? trimmed);
}

function titleOf(
  look: FeedLook,
  visit: { customerName: string; items: readonly Ordered[]; barberId: string | null },
  marks: readonly string[],
) {
  const services = visit.items
    .map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name))
    .join(', ');
  const who = customerOf(visit.customerName, look.names);
  const barber = look.barberName?.(visit.barberId) ?? null;
  const what = [who, services].filter(Boolean).join(' · ');
  return [...marks, barber ? `${barber}: ${what}` : what].join(': ');
}

/**
 * A booking as a calendar event. Its UID is the one in the customer's own calendar file, and
 * its version counts moves plus one for a cancellation, so a subscribed calendar moves or
 * removes it rather than keeping the old one.
 */
export function bookingEvent(booking: FeedBooking, look: FeedLook): CalendarEvent {
  const cancelled = booking.status === 'cancelled';
  const marks = [
    ...(cancelled ? [look.words.cancelled] : []),
    ...(booking.status === 'no_show' ? [look.words.noShow] : []),
  ];
  return {
    uid: `${booking.id}@jono`,
    stamp: booking.cancelledAt ?? booking.movedAt ?? booking.createdAt,
    sequence: booking.moveCount + (cancelled ? 1 : 0),
    start: booking.startAt,
    end: booking.endAt,
    summary: titleOf(look, booking, marks),
    location: look.location,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** A walk-in at the time it really ran; one still in the chair runs for its services' length. */
export function walkInEvent(walkIn: FeedWalkIn, look: FeedLook): CalendarEvent | null {
  if (!walkIn.startedAt) return null;
  const end =
    walkIn.finishedAt ??
    new Date(walkIn.startedAt.getTime() + Math.max(1, walkIn.totalDurationMinutes) * MINUTE);
  return {
    uid: `walk-in-${walkIn.id}@jono`,
    stamp: walkIn.finishedAt ?? walkIn.startedAt,
    sequence: walkIn.finishedAt ? 1 : 0,
    start: walkIn.startedAt,
    // A visit finished in the same minute it started still shows as a minute.
    end:
      end.getTime() > walkIn.startedAt.getTime()
        ? end
        : new Date(walkIn.startedAt.getTime() + MINUTE),
    summary: titleOf(look, walkIn, [look.words.walkIn]),
    location: look.location,
    status: 'CONFIRMED',
  };
}
