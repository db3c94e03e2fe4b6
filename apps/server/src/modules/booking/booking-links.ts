/** /check-details opened on this booking: where the customer sees, cancels or asks for a refund. */
export function manageBookingUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/check-details?booking=${encodeURIComponent(bookingId)}`;
}
