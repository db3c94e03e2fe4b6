import type { FastifyInstance } from 'fastify';

/**
 * Mails name absolute links into the web app. The payments webhook calls the booking service
 * with its own plugin instance, which cannot see this module's options, but every instance of
 * one app shares one HTTP server: the public URL is kept per server.
 */
const publicUrls = new WeakMap<object, string>();

export function rememberPublicUrl(app: FastifyInstance, publicUrl: string): void {
  publicUrls.set(app.server, publicUrl);
}

/** /check-details opened on this booking: where the customer sees, cancels or asks for a refund. */
export function manageBookingUrl(app: FastifyInstance, bookingId: string): string {
  const publicUrl = publicUrls.get(app.server);
  if (publicUrl === undefined) throw new Error('booking routes are not registered on this app');
  return `${publicUrl}/check-details?booking=${bookingId}`;
}
