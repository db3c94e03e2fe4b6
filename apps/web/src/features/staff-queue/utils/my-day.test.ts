import type { BoardBooking } from '@jono/contract/api/staff-queue';
import { describe, expect, it } from 'vitest';
import { boardFixture, orders, staff } from '@/testing/staff-queue-fixtures';
import { myDayOf } from './my-day';

const at = (hhmm: string) => `2026-11-22T${hhmm}:00.000Z`;
/** Minutes from the start the fixture gives Mikko, who asked for Bea. */
const aroundMikko = (minutes: number) => {
  const start = boardFixture().waiting[1]?.estimatedStart;
  if (!start) throw new Error('the fixture gives Mikko no start');
  return new Date(Date.parse(start) + minutes * 60_000).toISOString();
};

/** A booking of today made from the fixture's first walk-in. */
function booking(
  name: string,
  startAt: string,
  barberId: string | null,
  stage: BoardBooking['stage'],
): BoardBooking {
  const [walkIn] = boardFixture().waiting;
  if (!walkIn) throw new Error('the fixture has nobody waiting');
  return {
    ...walkIn,
    orderId: `b5a0f7de-1c2b-4a3d-9e8f-${name.length.toString().padStart(12, '0')}`,
    customerName: name,
    startAt,
    endAt: startAt,
    stage,
    barberId,
    barberName: null,
    startedAt: stage === 'in_service' ? startAt : null,
    endedAt: null,
  };
}

describe('a barber’s own day', () => {
  it('has who is in their chair, then their bookings and the walk-ins who asked for them in time order', () => {
    const board = {
      ...boardFixture(),
      bookings: [
        booking('Late Booking', aroundMikko(60), staff.bea.userId, 'booked'),
        booking('Early Booking', aroundMikko(-15), staff.bea.userId, 'checked_in'),
        booking('Done Booking', at('08:00'), staff.bea.userId, 'completed'),
        booking('Olli’s Booking', at('10:00'), staff.olli.userId, 'booked'),
        booking('Any Booking', at('11:00'), null, 'booked'),
      ],
    };
    const day = myDayOf(board, staff.bea.userId);
    expect(day.inChair).toMatchObject({
      id: orders.juha,
      kind: 'walkIn',
      customerName: 'Juha Mäkinen',
    });
    expect(day.next.map((visit) => [visit.customerName, visit.kind, visit.isHere])).toEqual([
      ['Early Booking', 'booking', true],
      ['Mikko Korhonen', 'walkIn', true],
      ['Late Booking', 'booking', false],
    ]);
    // Aino and Emma wait for anyone: the plan may give them to a colleague.
    expect(day.forAnyone).toBe(2);
  });

  it('counts a booking in their chair as their customer now, ending after its length', () => {
    const board = {
      ...boardFixture({ inService: [] }),
      bookings: [booking('Booked Now', at('10:00'), staff.olli.userId, 'in_service')],
    };
    const day = myDayOf(board, staff.olli.userId);
    expect(day.inChair).toMatchObject({
      kind: 'booking',
      customerName: 'Booked Now',
      endsAt: '2026-11-22T10:40:00.000Z',
    });
    expect(day.next).toEqual([]);
    expect(myDayOf(board, staff.bea.userId).inChair).toBeNull();
  });

  it('puts a walk-in with no estimate yet last', () => {
    const fixture = boardFixture();
    const board = {
      ...fixture,
      waiting: fixture.waiting.map((entry) => ({
        ...entry,
        requestedBarber: { id: staff.bea.userId, name: staff.bea.name },
      })),
    };
    // Aino's estimate is the earlier; Emma has none.
    expect(myDayOf(board, staff.bea.userId).next.map((visit) => visit.customerName)).toEqual([
      'Aino Virtanen',
      'Mikko Korhonen',
      'Emma Nieminen',
    ]);
  });
});
