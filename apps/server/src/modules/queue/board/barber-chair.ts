import { errorCodes } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/http-error';
import { lockShopMember } from '../../auth/staff-accounts.service';
import { isServingBooking } from '../../booking/staff/booked-chairs.service';

/**
 * Inside a transaction: the barber who is to take a customer into their chair, locked, so two
 * starts with the same barber (a walk-in's and a booking's, from two screens) are decided one
 * after the other. Refuses someone who does not cut hair in this shop, and a barber who is
 * still serving a walk-in or a booked customer. The queue keeps this rule because a barber's
 * chair holds either; booking is handed it by the app, as booking may not import the queue.
 */
export async function lockFreeBarber(tx: Db, shopId: string, barberId: string) {
  const barber = await lockShopMember(tx, shopId, barberId);
  if (!barber) throw notFound('Barber not found');
  if (!barber.isActive || barber.role === 'receptionist') {
    throw new HttpError(400, 'Choose a barber of this shop');
  }
  const [walkIn] = await tx
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.barberId, barber.id), eq(queueEntries.status, 'in_service')))
    .limit(1);
  if (walkIn || (await isServingBooking(tx, barber.id))) throw barberBusy(barber.name);
  return barber;
}

export const barberBusy = (name: string) =>
  new HttpError(409, `${name} is already serving a customer`, errorCodes.barberBusy);
