import { z } from 'zod';
import { patchSchema } from './patch';
import { joinQueueBody } from './queue';

/**
 * The desk: staff add a customer who walks in (to their own shop, named in the path as the
 * kiosk's address names it), and choose or change the barber a customer waits for.
 */
export const deskPaths = {
  walkIns: (shopId: string) => `/api/staff/desk/${shopId}/walk-ins`,
  requestedBarber: (orderId: string) => `/api/staff/queue/${orderId}/barber`,
} as const;

/**
 * A customer added at the desk or the kiosk: already in the shop, so a name and services are
 * enough; phone and email only when they want word of their turn. Prices come from the
 * catalogue on the server, as staff see them.
 */
export const addWalkInBody = joinQueueBody
  .pick({ name: true, email: true, services: true, additionalServices: true, barberId: true })
  .extend({
    phone: joinQueueBody.shape.phone.optional(),
    /**
     * The customer added themselves at the kiosk: held to the owner's most wait as one joining
     * online is, where staff adding someone at the desk decide in person.
     */
    atKiosk: z.boolean().default(false),
  });
export type AddWalkInBody = z.input<typeof addWalkInBody>;

/** The barber a waiting customer waits for; null puts them back in the "any barber" line. */
export const requestedBarberBody = patchSchema(z.object({ barberId: z.uuid().nullable() }));
export type RequestedBarberBody = z.infer<typeof requestedBarberBody>;
