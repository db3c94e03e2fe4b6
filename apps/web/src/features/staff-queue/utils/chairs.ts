import type { QueueBoard } from '@jono/contract/api/staff-queue';

/** Booked customers in a chair now: they fill it as a walk-in does. */
export const bookedInChairs = (board: QueueBoard) =>
  board.bookings.filter((booking) => booking.stage === 'in_service');

/** How many chairs someone sits in, walk-in or booked. */
export const chairsInUse = (board: QueueBoard) =>
  board.inService.length + bookedInChairs(board).length;
