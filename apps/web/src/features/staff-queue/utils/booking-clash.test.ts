import { describe, expect, it } from 'vitest';
import { boardFixture, staff } from '@/testing/staff-queue-fixtures';
import { bookingClash } from './booking-clash';

const now = Date.parse('2026-12-05T10:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

/** The board with one booking at `minutes` from now, Bea and Olli as given. */
function boardWith(minutes: number, barbers: Parameters<typeof boardFixture>[0] = {}) {
  const board = boardFixture({ inService: [], ...barbers });
  const [walkIn] = board.waiting;
  if (!walkIn) throw new Error('the fixture has nobody waiting');
  return {
    ...board,
    bookings: [
      {
        ...walkIn,
        orderId: 'b5a0f7de-1c2b-4a3d-9e8f-7a6b5c4d3e2f',
        customerName: 'Matti Booked',
        startAt: at(minutes),
        endAt: at(minutes + 30),
        stage: 'booked' as const,
        barberId: null,
        barberName: null,
        startedAt: null,
        endedAt: null,
      },
    ],
  };
}
const walkIn = { orderId: 'walk-in', totalDuration: 40 };

describe('a service that would run into a booking', () => {
  it('names the booking and the colleagues free for it by its time', () => {
    const board = boardWith(18, {
      barbers: [
        { ...staff.bea, status: 'available', breakEndsAt: null, servingOrderId: null },
        { ...staff.olli, status: 'on_break', breakEndsAt: at(15), servingOrderId: null },
      ],
    });
    expect(bookingClash(board, walkIn, staff.bea.userId, now)).toEqual({
      customerName: 'Matti Booked',
      startAt: at(18),
      othersFree: ['Olli Owner'],
    });
  });

  it('names nobody when every colleague is away or back too late', () => {
    const board = boardWith(18, {
      barbers: [
        { ...staff.bea, status: 'available', breakEndsAt: null, servingOrderId: null },
        { ...staff.olli, status: 'on_break', breakEndsAt: at(25), servingOrderId: null },
      ],
    });
    expect(bookingClash(board, walkIn, staff.bea.userId, now)?.othersFree).toEqual([]);
  });

  it('is none when the booking starts after the service ends, or is the one being started', () => {
    expect(bookingClash(boardWith(40), walkIn, staff.bea.userId, now)).toBeNull();
    const board = boardWith(10);
    const booked = board.bookings[0];
    if (!booked) throw new Error('no booking');
    expect(bookingClash(board, { ...booked, totalDuration: 30 }, staff.bea.userId, now)).toBeNull();
  });
});
