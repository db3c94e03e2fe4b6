import {
  type BookingCalendar,
  bookableSlots,
  bookingWindow,
  errorCodes,
  type OrderLength,
  parseClockTime,
  zonedInstant,
} from '@jono/contract';
import { HttpError } from '../../lib/http-error';

/** A barber asked for who takes no bookings at this shop (not one of its barbers, or gone). */
export function assertTakesBookings(calendar: BookingCalendar, barberId: string | null) {
  if (barberId === null || calendar.barbers?.some((b) => b.id === barberId)) return;
  throw new HttpError(400, 'Choose a barber of this shop', errorCodes.barberNotWorking);
}

export const slotTaken = () =>
  new HttpError(409, 'That time was just taken. Please choose another.', errorCodes.slotTaken);

/**
 * Why a date and time cannot be booked at all (400: also when the barber asked for does not
 * work then), or that it could be but every chair or the barber is taken (409): the customer
 * either picks another day or just another time.
 */
export function refusal(
  calendar: BookingCalendar,
  wanted: { date: string; time: string },
  order: number | OrderLength,
  now: Date,
  barberId: string | null = null,
): HttpError {
  const anyChair = bookableSlots(calendar, wanted.date, order, [], now, barberId);
  if (anyChair.some((s) => s.time === wanted.time)) return slotTaken();
  const { today, lastDate } = bookingWindow(calendar, now);
  const start = zonedInstant(wanted.date, parseClockTime(wanted.time) ?? 0, calendar.timezone);
  const notBookable = (message: string) => new HttpError(400, message, errorCodes.slotNotBookable);
  if (wanted.date < today || start.getTime() <= now.getTime()) {
    return notBookable('That time has already passed. Please choose a later one.');
  }
  if (wanted.date > lastDate) {
    return notBookable(
      `Bookings open ${calendar.horizonDays} days ahead. Please choose an earlier date.`,
    );
  }
  return notBookable(
    'The shop takes no bookings at that time. Please choose one of the free times.',
  );
}
