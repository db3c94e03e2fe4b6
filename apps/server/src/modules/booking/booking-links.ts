import { formatShortCode, webPaths } from '@jono/contract';

/**
 * /check-details opened on this booking, its code filled in: where the customer sees, cancels
 * or asks for a refund after giving the phone the booking was made with.
 */
export function manageBookingUrl(publicUrl: string, booking: { shortCode: string }): string {
  return `${publicUrl}${webPaths.checkBooking(formatShortCode(booking.shortCode))}`;
}
