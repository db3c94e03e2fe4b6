import { type addWalkInBody, normalisePhone } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { staffNames } from '../../auth/staff-names.service';
import { isUuid } from '../../shops/shops.service';
import {
  announceQueueChange,
  announceStaffQueue,
  assertBarberWorksToday,
  shopWithLoad,
} from '../live';
import { orderOf } from '../walk-ins/walk-in';
import { admitWalkIn } from '../walk-ins/walk-in-admission';

/**
 * A customer added by staff at the desk or the kiosk of their own shop: in the shop already,
 * so checked in from the start, with a phone only if they gave one. The shop's admission
 * rules hold as for anyone; the per-address join limit does not, staff being who they are.
 */
export async function addWalkInAtDesk(
  ctx: ServiceContext,
  staff: StaffIdentity,
  shopId: string,
  input: z.output<typeof addWalkInBody>,
  language: string,
) {
  // Staff add to their own shop only; another shop's id is unknown to them.
  if (shopId !== staff.shopId) throw notFound('Shop not found');
  const phone = input.phone ? normalisePhone(input.phone) : null;
  if (input.phone && !phone) throw new HttpError(400, 'Invalid phone number');
  const { place } = await admitWalkIn(ctx, {
    ...orderOf(staff.shopId, phone, input),
    language,
    atDesk: true,
    atKiosk: input.atKiosk,
  });
  // Admitted: the shop's pages hear the new queue, the staff screens who joined.
  await announceQueueChange(ctx, staff.shopId, [], { joined: true });
  announceStaffQueue(ctx, {
    shopId: staff.shopId,
    kind: 'joined',
    orderId: place.orderId,
    customerName: input.name,
    shortCode: place.shortCode,
  });
  return place;
}

/**
 * Staff change whom a waiting customer waits for: a barber of the shop working today, or
 * null for any barber. Only while the customer still waits. Everyone's estimate may move when
 * one customer changes lines: once committed, the shop's pages and staff screens hear it.
 */
export async function reassignBarber(
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  barberId: string | null,
) {
  const { db } = ctx;
  const now = ctx.now();
  if (!isUuid(orderId)) throw notFound('Order not found');
  const ofShop = and(eq(queueEntries.id, orderId), eq(queueEntries.shopId, staff.shopId));
  // Another shop's order is unknown before anything is said about the barber.
  const [entry] = await db.select({ id: queueEntries.id }).from(queueEntries).where(ofShop);
  if (!entry) throw notFound('Order not found');
  if (barberId) {
    const context = await shopWithLoad(db, staff.shopId, now);
    if (!context) throw notFound('Order not found');
    const { shop, load, status } = context;
    assertBarberWorksToday({ chairCount: shop.chairCount, load, status, now }, barberId);
  }
  return inTransaction(db, ctx.log, async (tx, effects) => {
    const [current] = await tx
      .select({ requestedBarberId: queueEntries.requestedBarberId })
      .from(queueEntries)
      .where(and(ofShop, eq(queueEntries.status, 'waiting')))
      .for('update');
    if (!current) throw conflict('Only a waiting customer can change their barber');
    const [updated] = await tx
      .update(queueEntries)
      .set({ requestedBarberId: barberId })
      .where(ofShop)
      .returning();
    if (!updated) throw new Error(`queue entry ${orderId} vanished while locked`);
    if (current.requestedBarberId !== barberId) {
      await recordBarberChange(tx, staff, updated, current.requestedBarberId, now);
    }
    effects.afterCommit(async () => {
      await announceQueueChange(ctx, staff.shopId);
      announceStaffQueue(ctx, {
        shopId: staff.shopId,
        kind: 'barber_changed',
        orderId: updated.id,
        customerName: updated.customerName,
      });
    });
    return updated;
  });
}

/** The record names both barbers as they are called now; null is "any barber". */
async function recordBarberChange(
  tx: Db,
  staff: StaffIdentity,
  entry: typeof queueEntries.$inferSelect,
  before: string | null,
  at: Date,
) {
  const after = entry.requestedBarberId;
  const names = await staffNames(
    tx,
    [before, after].filter((id): id is string => id !== null),
  );
  await recordAudit(tx, {
    shopId: staff.shopId,
    actorId: staff.userId,
    at,
    action: 'order_barber_changed',
    subject: { kind: 'order', id: entry.id, label: entry.shortCode },
    details: {
      barberBefore: before ? (names.get(before) ?? '') : null,
      barberAfter: after ? (names.get(after) ?? '') : null,
    },
  });
}
