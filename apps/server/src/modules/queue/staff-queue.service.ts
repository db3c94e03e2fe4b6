import {
  type CurrentStatus,
  centsToPrice,
  type QueueBoard,
  waitingMinutes,
  zonedInstant,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueEntries, staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import { isUuid, shopWithLoad, workingChairs } from '../shops/shops.service';
import { placesOf } from './queue-places';

type Entry = typeof queueEntries.$inferSelect;
type Status = Entry['status'];

const statusWords: Record<Status, string> = {
  waiting: 'still waiting',
  in_service: 'already in service',
  served: 'already served',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
};

const orderNotFound = () => notFound('Order not found');

/**
 * One step of the queue entry's life (waiting -> in_service -> served; waiting ->
 * cancelled | no_show). The UPDATE itself checks the current status and the caller's shop,
 * so two screens acting at once cannot both succeed, and another shop's ids are unknown.
 */
async function transition(
  db: Db,
  staff: StaffIdentity,
  orderId: string,
  step: { from: Status; action: string; set: Partial<typeof queueEntries.$inferInsert> },
): Promise<Entry> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [updated] = await db
    .update(queueEntries)
    .set(step.set)
    .where(
      and(
        eq(queueEntries.id, orderId),
        eq(queueEntries.shopId, staff.shopId),
        eq(queueEntries.status, step.from),
      ),
    )
    .returning();
  if (updated) return updated;
  const [entry] = await db
    .select({ status: queueEntries.status })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, orderId), eq(queueEntries.shopId, staff.shopId)));
  if (!entry) throw orderNotFound();
  throw conflict(`Cannot ${step.action}: this customer is ${statusWords[entry.status]}`);
}

/** Starts a waiting customer's service with a barber of the same shop who is free. */
export async function startService(
  db: Db,
  staff: StaffIdentity,
  orderId: string,
  barberId: string,
  now: Date,
) {
  const [barber] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      role: staffUsers.role,
      isActive: staffUsers.isActive,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, barberId), eq(staffUsers.shopId, staff.shopId)));
  if (!barber) throw notFound('Barber not found');
  if (!barber.isActive || barber.role === 'receptionist') {
    throw new HttpError(400, 'Choose a barber of this shop');
  }
  try {
    return await transition(db, staff, orderId, {
      from: 'waiting',
      action: 'start the service',
      set: { status: 'in_service', barberId: barber.id, startedAt: now },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_service_per_barber')) {
      throw conflict(`${barber.name} is already serving a customer`);
    }
    throw error;
  }
}

export const finishService = (db: Db, staff: StaffIdentity, orderId: string, now: Date) =>
  transition(db, staff, orderId, {
    from: 'in_service',
    action: 'finish the service',
    set: { status: 'served', finishedAt: now },
  });

export const markNoShow = (db: Db, staff: StaffIdentity, orderId: string, now: Date) =>
  transition(db, staff, orderId, {
    from: 'waiting',
    action: 'mark a no-show',
    set: { status: 'no_show', cancelledAt: now, cancelReason: 'no-show' },
  });

export const cancelByStaff = (
  db: Db,
  staff: StaffIdentity,
  orderId: string,
  reason: string,
  now: Date,
) =>
  transition(db, staff, orderId, {
    from: 'waiting',
    action: 'cancel',
    set: { status: 'cancelled', cancelledAt: now, cancelReason: reason },
  });

/** Moves a checked-in customer ahead of someone waiting before them, with a reason. */
export async function moveUp(
  db: Db,
  staff: StaffIdentity,
  orderId: string,
  beforeOrderId: string,
  reason: string,
) {
  if (!isUuid(orderId) || orderId === beforeOrderId) throw orderNotFound();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.shopId, staff.shopId),
          inArray(queueEntries.id, [orderId, beforeOrderId]),
        ),
      )
      .for('update');
    const mover = rows.find((r) => r.id === orderId);
    const target = rows.find((r) => r.id === beforeOrderId);
    if (!mover || !target) throw orderNotFound();
    if (mover.status !== 'waiting' || target.status !== 'waiting') {
      throw conflict('Only waiting customers can change places');
    }
    if (!mover.isAtLocation) throw conflict('Only a customer who has checked in can be moved up');
    const isAhead =
      target.sortKey < mover.sortKey ||
      (+target.sortKey === +mover.sortKey && target.seq < mover.seq);
    if (!isAhead) throw conflict('The customer is already ahead of that place');
    const [moved] = await tx
      .update(queueEntries)
      .set({ sortKey: new Date(target.sortKey.getTime() - 1), reorderReason: reason })
      .where(eq(queueEntries.id, orderId))
      .returning();
    return moved as Entry;
  });
}

const summary = (entry: Entry) => ({
  orderId: entry.id,
  customerName: entry.customerName,
  phone: entry.phone,
  services: entry.items.map((i) => ({ name: i.name, quantity: i.quantity })),
  totalDuration: entry.totalDurationMinutes,
  totalPrice: centsToPrice(entry.totalPriceCents),
  joinedAt: entry.joinedAt.toISOString(),
  isAtLocation: entry.isAtLocation,
});

/** Today's board of the caller's shop: waiting, in the chairs, finished today, the barbers. */
export async function getBoard(db: Db, shopId: string, now: Date): Promise<QueueBoard> {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) throw notFound('Shop not found');
  const { shop, load, status } = context;
  const startOfDay = zonedInstant(zonedParts(now, shop.timezone).date, 0, shop.timezone);
  const [entries, barbers] = await Promise.all([
    db
      .select()
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.shopId, shopId),
          or(
            inArray(queueEntries.status, ['waiting', 'in_service']),
            gte(queueEntries.finishedAt, startOfDay),
            gte(queueEntries.cancelledAt, startOfDay),
          ),
        ),
      )
      .orderBy(asc(queueEntries.sortKey), asc(queueEntries.seq)),
    db
      .select()
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.shopId, shopId),
          eq(staffUsers.isActive, true),
          inArray(staffUsers.role, ['owner', 'barber']),
        ),
      )
      .orderBy(asc(staffUsers.name)),
  ]);
  const barberName = new Map(barbers.map((b) => [b.id, b.name]));
  const waitingEntries = entries.filter((e) => e.status === 'waiting');
  const waitingPlaces = placesOf(waitingEntries, load, shop.chairCount, now).map((place, i) => ({
    entry: waitingEntries[i] as Entry,
    place,
  }));
  const finishedStatuses: Status[] = ['served', 'cancelled', 'no_show'];
  return {
    shop: {
      id: shop.id,
      name: shop.name,
      timezone: shop.timezone,
      queueState: status.queueState,
      queueStateOverride: shop.queueStateOverride,
      queueLimit: shop.queueLimit ?? shop.chairCount * 5,
      chairCount: shop.chairCount,
      workingChairs: workingChairs(shop.chairCount, load),
      newcomerWait: status.newcomerWait,
    },
    waiting: waitingPlaces.map(({ entry: e, place }) => {
      return {
        ...summary(e),
        position: place.position ?? 0,
        waitedMinutes: waitingMinutes(e.joinedAt.getTime(), now.getTime()),
        estimatedStart: place.estimatedStart,
        reorderReason: e.reorderReason,
      };
    }),
    inService: entries
      .filter((e) => e.status === 'in_service' && e.startedAt)
      .map((e) => ({
        ...summary(e),
        barberId: e.barberId,
        barberName: e.barberId ? (barberName.get(e.barberId) ?? null) : null,
        startedAt: (e.startedAt as Date).toISOString(),
        endsAt: new Date(
          (e.startedAt as Date).getTime() + e.totalDurationMinutes * 60_000,
        ).toISOString(),
      })),
    finished: entries
      .filter((e) => finishedStatuses.includes(e.status))
      .sort((a, b) => +(b.finishedAt ?? b.cancelledAt ?? 0) - +(a.finishedAt ?? a.cancelledAt ?? 0))
      .map((e) => ({
        ...summary(e),
        status: e.status,
        endedAt: (e.finishedAt ?? e.cancelledAt)?.toISOString() ?? null,
        cancelReason: e.cancelReason,
      })),
    barbers: barbers.map((b) => ({
      userId: b.id,
      name: b.name,
      status: b.liveStatus,
      servingOrderId:
        entries.find((e) => e.status === 'in_service' && e.barberId === b.id)?.id ?? null,
    })),
  };
}

/** "Aino Virtanen" -> "Aino V.": enough to be called, too little to be found. */
export function shortName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

const NEXT_ON_SCREEN = 8;

/** The shop's big screen; staff of that shop only (another shop's id is unknown). */
export async function currentStatus(
  db: Db,
  staff: StaffIdentity,
  shopId: string,
  now: Date,
  publicUrl: string,
): Promise<CurrentStatus> {
  if (shopId !== staff.shopId) throw notFound('Shop not found');
  const board = await getBoard(db, shopId, now);
  return {
    shop: {
      id: board.shop.id,
      name: board.shop.name,
      timezone: board.shop.timezone,
      queueState: board.shop.queueState,
    },
    nowServing: board.inService.map((e) => ({
      barberName: e.barberName,
      customer: shortName(e.customerName),
      endsAt: e.endsAt,
    })),
    next: board.waiting.slice(0, NEXT_ON_SCREEN).map((e) => ({
      position: e.position,
      customer: shortName(e.customerName),
      isAtLocation: e.isAtLocation,
    })),
    waiting: board.waiting.length,
    newcomerWait: board.shop.newcomerWait,
    joinUrl: `${publicUrl}/barbershop/${shopId}`,
  };
}
