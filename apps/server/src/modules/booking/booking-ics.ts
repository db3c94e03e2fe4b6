import { icalendar } from '../../lib/icalendar';

/** One booking as the customer's calendar file: the download and the mail's attachment. */
export interface CalendarEntry {
  bookingId: string;
  /**
   * When the file's content was fixed: the booking's creation or its last move, so every copy
   * of one version is identical.
   */
  stamp: Date;
  /** The version: 0 as booked, one more for each move, so calendars replace the older event. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export function bookingIcs({ bookingId, ...entry }: CalendarEntry): string {
  return icalendar({
    product: 'Pre-booking',
    events: [{ uid: `${bookingId}@jono`, ...entry, status: 'CONFIRMED' }],
  });
}
