import type { BookingView } from '@jono/contract/api/booking';

/**
 * A booking's ordered lines with keys for a list: the booking keeps names and prices as they
 * were when it was made, not catalogue ids.
 */
export function bookingLines(booking: Pick<BookingView, 'order'>) {
  return booking.order.map((line, index) => ({
    ...line,
    id: `line-${index}`,
    addons: line.addons.map((addon, addonIndex) => ({
      ...addon,
      id: `line-${index}-${addonIndex}`,
    })),
  }));
}
