import type { BoardBooking } from '@jono/contract';
import {
  type CurrentStatus,
  centsToPrice,
  errorCodes,
  formatClockTime,
  NOW_CALLING_MS,
  type OrderCall,
  type QueueBoard,
  waitingMinutes,
  webPaths,
  zonedInstant,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { presentOrderContents } from '../../../lib/order-contents';
import {
  visitThanksAbout,
  visitThanksMail,
  visitThanksNotBefore,
} from '../../../lib/visit-thanks-mail';
import type { StaffIdentity } from '../../../plugins/app/auth';
import { type AuditFact, recordAudit } from '../../audit/audit.service';
import { activeBarbers, shopMember } from '../../auth/staff-accounts.service';
import { type BookingRow, bookingsOfBoardDay } from '../../booking/staff/board-booking.service';
import {
  isUuid,
  type QueueSettings,
  shopChairsAndClock,
  shopName,
  updateQueueSettings,
} from '../../shops/shops.service';
import { sendOrderAlert } from '../alerts/order-alerts.service';
import { customerReach } from '../alerts/push-subscriptions.service';
import {
  announceBoardStep,
  announceOrderCalled,
  announceQueueChange,
  announceStaffQueue,
} from '../live/queue.events';
import { callOf } from '../live/queue-call';
import { placesOf } from '../live/queue-places';
import { shopWithLoad } from '../live/shop-state';
import { rangeAnswer, workingChairs } from '../live/shop-status';
import { barberBusy, lockFreeBarber } from './barber-chair';

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

interface Step {
  from: Status;
  action: string;
  set: PgUpdateSetSource<typeof queueEntries>;
  /** A further rule of this step, and what breaking it answers. */
  onlyIf?: { condition: SQL; refusal: () => HttpError };
}

/**
 * One step of the queue entry's life (waiting -> in_service -> served; waiting ->
 * cancelled | no_show). The UPDATE itself checks the current status and the caller's shop,
 * so two screens acting at once cannot both succeed, and another shop's ids are unknown.
 */
async function transition(
  db: Db,
  staff: StaffIdentity,
  orderId: string,
  step: Step,
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
        step.onlyIf?.condition,
      ),
    )
    .returning();
  if (updated) return updated;
  const [entry] = await db
    .select({ status: queueEntries.status })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, orderId), eq(queueEntries.shopId, staff.shopId)));
  if (!entry) throw orderNotFound();
  if (entry.status === step.from && step.onlyIf) throw step.onlyIf.refusal();
  throw conflict(`Cannot ${step.action}: this customer is ${statusWords[entry.status]}`);
}

/** An active owner or barber of the caller's shop: someone who cuts hair there. */
async function barberOfShop(db: Db, shopId: string, barberId: string) {
  const barber = await shopMember(db, shopId, barberId);
  if (!barber) throw notFound('Barber not found');
  if (!barber.isActive || barber.role === 'receptionist') {
    throw new HttpError(400, 'Choose a barber of this shop');
  }
  return barber;
}

/** Starts a waiting customer's service with a barber of the same shop who is free. */
export async function startService(
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  barberId: string,
) {
  const now = app.now();
  const barber = await barberOfShop(app.db, staff.shopId, barberId);
  try {
    // The barber's row stays locked while deciding, as a booking's start locks it too: one
    // barber never takes a walk-in and a booked customer at once.
    return await inTransaction(app.db, app.log, async (tx, effects) => {
      await lockFreeBarber(tx, staff.shopId, barber.id);
      const entry = await transition(tx, staff, orderId, {
        from: 'waiting',
        action: 'start the service',
        set: { status: 'in_service', barberId: barber.id, startedAt: now },
      });
      effects.afterCommit(() => announceBoardStep(app, staff.shopId, 'started', entry));
      return entry;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_service_per_barber')) {
      throw barberBusy(barber.name);
    }
    throw error;
  }
}

/** What the shop's record says of a board step: which action, and any facts beyond it. */
type StepRecord = Pick<AuditFact, 'action' | 'details'>;

/**
 * One step of the board in a transaction of its own, announced once committed. A step that
 * changes a customer's visit (not the routine start and finish) goes on the shop's record.
 */
function boardStep(
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  step: Step,
  kind: 'finished' | 'no_show' | 'cancelled',
  record?: StepRecord,
  /** More writes of the step, in its transaction (a mail to the outbox). */
  alongside?: (tx: Db, entry: Entry) => Promise<void>,
) {
  return inTransaction(app.db, app.log, async (tx, effects) => {
    const entry = await transition(tx, staff, orderId, step);
    if (record) await recordOrderAction(tx, staff, entry, record, app.now());
    if (alongside) await alongside(tx, entry);
    effects.afterCommit(() => announceBoardStep(app, staff.shopId, kind, entry));
    return entry;
  });
}

/** A staff action on a walk-in, on the record under the order's short code. */
const recordOrderAction = (
  tx: Db,
  staff: StaffIdentity,
  entry: Entry,
  record: StepRecord,
  at: Date,
) =>
  recordAudit(tx, {
    shopId: staff.shopId,
    actorId: staff.userId,
    at,
    ...record,
    subject: { kind: 'order', id: entry.id, label: entry.shortCode },
  });

export const finishService = (app: FastifyInstance, staff: StaffIdentity, orderId: string) =>
  boardStep(
    app,
    staff,
    orderId,
    {
      from: 'in_service',
      action: 'finish the service',
      set: { status: 'served', finishedAt: app.now() },
    },
    'finished',
    undefined,
    (tx, entry) => enqueueVisitThanks(app, tx, entry),
  );

/**
 * A served customer who left an email is thanked and asked to rate the visit, once the
 * finish can no longer be taken back (`undoQueueStep` withdraws it before then).
 */
async function enqueueVisitThanks(app: FastifyInstance, tx: Db, entry: Entry) {
  if (!entry.email || !entry.finishedAt) return;
  await app.mail.enqueue(tx, {
    to: entry.email,
    about: visitThanksAbout(entry.id),
    notBefore: visitThanksNotBefore(entry.finishedAt),
    ...visitThanksMail({
      kind: 'walkIn',
      language: entry.language,
      customerName: entry.customerName,
      shopName: (await shopName(tx, entry.shopId)) ?? '',
      reviewUrl: `${app.config.publicUrl}${webPaths.orderTracking(entry.id)}`,
    }),
  });
}

/**
 * Calls a waiting customer to the chair: to a chair number, or to a barber (by default the
 * caller, when they cut hair). Every call counts and is sent again; the last one says where.
 * Once committed, the customer's open pages and the staff screens hear the call, and the
 * customer's turn alert goes out (push or mail).
 */
export async function callCustomer(
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  target: { chair?: number | undefined; barberId?: string | undefined },
): Promise<void> {
  const { db } = app;
  const now = app.now();
  if (!isUuid(orderId)) throw orderNotFound();
  const shop = await shopChairsAndClock(db, staff.shopId);
  if (!shop) throw orderNotFound();
  if (target.chair !== undefined && target.chair > shop.chairCount) {
    throw new HttpError(400, `This shop has ${shop.chairCount} chairs`);
  }
  const barberId = target.barberId ?? (staff.role === 'receptionist' ? undefined : staff.userId);
  const barber =
    target.chair === undefined && barberId ? await barberOfShop(db, staff.shopId, barberId) : null;
  await inTransaction(db, app.log, async (tx, effects) => {
    const entry = await transition(tx, staff, orderId, {
      from: 'waiting',
      action: 'call',
      set: {
        calledAt: now,
        callCount: sql`${queueEntries.callCount} + 1`,
        calledChair: target.chair ?? null,
        calledBarberId: barber?.id ?? null,
      },
    });
    const call = callOf(entry, barber?.name ?? null);
    if (!call) throw new Error('a called entry has no call');
    effects.afterCommit(() => announceCall(app, staff.shopId, entry, call));
  });
}

/** The call is heard where the customer looks, on the staff screens, then as a turn alert. */
async function announceCall(app: FastifyInstance, shopId: string, entry: Entry, call: OrderCall) {
  announceOrderCalled(app, entry.id, call);
  announceStaffQueue(app, {
    shopId,
    kind: 'called',
    orderId: entry.id,
    customerName: entry.customerName,
  });
  const chairLabel = call.chair ? String(call.chair) : call.barberName;
  try {
    await sendOrderAlert(app, {
      entryId: entry.id,
      kind: 'turn',
      ...(chairLabel ? { chairLabel } : {}),
    });
  } catch (error) {
    // The call stands and the open tracking page has heard it; the board shows how alerts went.
    app.log.error({ err: error, orderId: entry.id }, 'sending the turn alert failed');
  }
}

/**
 * Only a customer who was called and did not come is a no-show; the answer says when they
 * were called, on the shop's clock, so the record tells the truth.
 */
export async function markNoShow(app: FastifyInstance, staff: StaffIdentity, orderId: string) {
  const step: Step = {
    from: 'waiting',
    action: 'mark a no-show',
    set: { status: 'no_show', cancelledAt: app.now(), cancelReason: 'no-show' },
    onlyIf: {
      condition: isNotNull(queueEntries.calledAt),
      refusal: () =>
        new HttpError(409, 'Call the customer before marking a no-show', errorCodes.notCalled),
    },
  };
  const entry = await boardStep(app, staff, orderId, step, 'no_show', { action: 'order_no_show' });
  const shop = await shopChairsAndClock(app.db, staff.shopId);
  const calledAt = zonedParts(entry.calledAt as Date, shop?.timezone ?? 'UTC').minutes;
  return `Marked as a no-show: called at ${formatClockTime(calledAt)}`;
}

export const cancelByStaff = (
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  reason: string,
) =>
  boardStep(
    app,
    staff,
    orderId,
    {
      from: 'waiting',
      action: 'cancel',
      set: { status: 'cancelled', cancelledAt: app.now(), cancelReason: reason },
    },
    'cancelled',
    { action: 'order_cancelled', details: { reason } },
  );

/** Moves a checked-in customer ahead of someone waiting before them, with a reason. */
export async function moveUp(
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  beforeOrderId: string,
  reason: string,
) {
  if (!isUuid(orderId) || orderId === beforeOrderId) throw orderNotFound();
  return inTransaction(app.db, app.log, async (tx, effects) => {
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
    if (!moved) throw new Error('moving up returned nothing');
    await recordOrderAction(
      tx,
      staff,
      moved,
      { action: 'order_moved_up', details: { reason } },
      app.now(),
    );
    effects.afterCommit(() => announceBoardStep(app, staff.shopId, 'moved', moved));
    return moved;
  });
}

/**
 * Staff open, fill or close the queue by hand (null: decided by hours and load) or set its
 * limit; a real change goes on the shop's record, and once committed, the shop's pages and
 * staff screens hear the queue's new state.
 */
export async function setQueueStatus(
  app: FastifyInstance,
  staff: StaffIdentity,
  changes: Partial<QueueSettings>,
) {
  const { shopId } = staff;
  await inTransaction(app.db, app.log, async (tx, effects) => {
    const change = await updateQueueSettings(tx, shopId, changes);
    if (!change) throw notFound('Shop not found');
    const { before, after } = change;
    if (before.override !== after.override || before.queueLimit !== after.queueLimit) {
      await recordAudit(tx, {
        shopId,
        actorId: staff.userId,
        at: app.now(),
        action: 'queue_changed',
        subject: { kind: 'queue', id: null, label: '' },
        details: {
          stateBefore: before.override,
          stateAfter: after.override,
          limitBefore: before.queueLimit,
          limitAfter: after.queueLimit,
        },
      });
    }
    effects.afterCommit(async () => {
      await announceQueueChange(app, shopId);
      announceStaffQueue(app, { shopId, kind: 'state' });
    });
  });
}

/** What walk-ins and bookings have in common, which the board's cards show. */
type BoardRow = Omit<Pick<Entry, Extract<keyof Entry, keyof BookingRow>>, 'status'> &
  Pick<Entry, 'joinedAt' | 'isAtLocation'>;

const summary = (entry: BoardRow) => ({
  ...presentOrderContents(entry),
  orderId: entry.id,
  customerName: entry.customerName,
  phone: entry.phone,
  totalDuration: entry.totalDurationMinutes,
  totalPrice: centsToPrice(entry.totalPriceCents),
  joinedAt: entry.joinedAt.toISOString(),
  isAtLocation: entry.isAtLocation,
});

const bookingStage = (b: BookingRow): BoardBooking['stage'] => {
  if (b.status === 'completed' || b.status === 'no_show') return b.status;
  if (b.startedAt) return 'in_service';
  return b.atLocationAt ? 'checked_in' : 'booked';
};

/** A booking as the board shows it: the walk-in card's facts, its time and where it stands. */
function presentBoardBooking(b: BookingRow, barberName: Map<string, string>): BoardBooking {
  const stage = bookingStage(b);
  return {
    ...summary({ ...b, joinedAt: b.createdAt, isAtLocation: b.atLocationAt !== null }),
    startAt: b.startAt.toISOString(),
    endAt: b.endAt.toISOString(),
    stage,
    barberId: b.barberId,
    barberName: b.barberId ? (barberName.get(b.barberId) ?? null) : null,
    startedAt: b.startedAt?.toISOString() ?? null,
    endedAt: (stage === 'no_show' ? b.cancelledAt : b.finishedAt)?.toISOString() ?? null,
  };
}

/** Who a waiting customer asked for, by name; null is "any barber". */
function requestedBarberOf(entry: Entry, barberName: ReadonlyMap<string, string>) {
  const id = entry.requestedBarberId;
  const name = id ? barberName.get(id) : undefined;
  return id && name !== undefined ? { id, name } : null;
}

/** Today's board of the caller's shop: waiting, in the chairs, finished today, the barbers. */
export async function getBoard(db: Db, shopId: string, now: Date): Promise<QueueBoard> {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) throw notFound('Shop not found');
  const { shop, load, status } = context;
  const startOfDay = zonedInstant(zonedParts(now, shop.timezone).date, 0, shop.timezone);
  const [entries, barbers, dayBookings] = await Promise.all([
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
    activeBarbers(db, [shopId]),
    bookingsOfBoardDay(db, shop, now),
  ]);
  const barberName = new Map(barbers.map((b) => [b.id, b.name]));
  const waitingEntries = entries.filter((e) => e.status === 'waiting');
  const reachOf = await customerReach(db, waitingEntries);
  const waitingPlaces = placesOf(waitingEntries, load, shop, now).map((place, i) => ({
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
      newcomerRange: rangeAnswer(status.newcomerRange),
      walkInsUntil: status.walkInsUntil?.toISOString() ?? null,
    },
    waiting: waitingPlaces.map(({ entry: e, place }) => {
      return {
        ...summary(e),
        position: place.position ?? 0,
        waitedMinutes: waitingMinutes(e.joinedAt.getTime(), now.getTime()),
        estimatedStart: place.estimatedStart,
        reorderReason: e.reorderReason,
        reach: reachOf(e),
        call: callOf(e, e.calledBarberId ? (barberName.get(e.calledBarberId) ?? null) : null),
        requestedBarber: requestedBarberOf(e, barberName),
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
    bookings: dayBookings.map((b) => presentBoardBooking(b, barberName)),
    barbers: barbers.map((b) => {
      const servingOrderId =
        entries.find((e) => e.status === 'in_service' && e.barberId === b.id)?.id ??
        dayBookings.find((d) => bookingStage(d) === 'in_service' && d.barberId === b.id)?.id ??
        null;
      // Busy from the start of a service to its finish, whatever status was set before.
      return {
        userId: b.id,
        name: b.name,
        status: servingOrderId ? 'busy' : b.liveStatus,
        servingOrderId,
      };
    }),
  };
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
    // A call stays on the screen for a while, long enough to be seen from the sofa.
    nowCalling: board.waiting.flatMap(({ shortCode, call }) =>
      call && now.getTime() - Date.parse(call.calledAt) < NOW_CALLING_MS
        ? [
            {
              code: shortCode,
              calledAt: call.calledAt,
              chair: call.chair,
              barberName: call.barberName,
            },
          ]
        : [],
    ),
    // A booked customer in a chair is served like a walk-in.
    nowServing: [
      ...board.inService.map((e) => ({
        barberName: e.barberName,
        code: e.shortCode,
        endsAt: e.endsAt,
      })),
      ...board.bookings.flatMap((b) =>
        b.stage === 'in_service' && b.startedAt
          ? [
              {
                barberName: b.barberName,
                code: b.shortCode,
                endsAt: new Date(Date.parse(b.startedAt) + b.totalDuration * 60_000).toISOString(),
              },
            ]
          : [],
      ),
    ],
    next: board.waiting.slice(0, NEXT_ON_SCREEN).map((e) => ({
      position: e.position,
      code: e.shortCode,
      isAtLocation: e.isAtLocation,
    })),
    waiting: board.waiting.length,
    newcomerWait: board.shop.newcomerWait,
    newcomerRange: board.shop.newcomerRange,
    walkInsUntil: board.shop.walkInsUntil,
    nextBookingAt:
      board.bookings.find(
        (b) =>
          (b.stage === 'booked' || b.stage === 'checked_in') &&
          Date.parse(b.startAt) > now.getTime(),
      )?.startAt ?? null,
    joinUrl: `${publicUrl}${webPaths.barbershop(shopId)}`,
  };
}
