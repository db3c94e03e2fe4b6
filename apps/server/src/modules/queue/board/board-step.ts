import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type AuditFact, recordAudit } from '../../audit/audit.service';
import { shopMember } from '../../auth/staff-accounts.service';
import { isUuid } from '../../shops/shops.service';
import { announceBoardStep } from '../live';
import { recordWalkInEvent } from '../walk-in-events';

export type Entry = typeof queueEntries.$inferSelect;
export type Status = Entry['status'];

const statusWords: Record<Status, string> = {
  waiting: 'still waiting',
  in_service: 'already in service',
  served: 'already served',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
};

export const orderNotFound = () => notFound('Order not found');

export interface Step {
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
export async function transition(
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
export async function barberOfShop(db: Db, shopId: string, barberId: string) {
  const barber = await shopMember(db, shopId, barberId);
  if (!barber) throw notFound('Barber not found');
  if (!barber.isActive || barber.role === 'receptionist') {
    throw new HttpError(400, 'Choose a barber of this shop');
  }
  return barber;
}

/** What the shop's other software hears of each step: a cancel by staff is a walk-in gone. */
const stepEvents = {
  finished: 'walk_in.finished',
  no_show: 'walk_in.no_show',
  cancelled: 'walk_in.left',
} as const;

/** What the shop's record says of a board step: which action, and any facts beyond it. */
export type StepRecord = Pick<AuditFact, 'action' | 'details'>;

/**
 * One step of the board in a transaction of its own, announced once committed. A step that
 * changes a customer's visit (not the routine start and finish) goes on the shop's record.
 */
export function boardStep(
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  step: Step,
  kind: 'finished' | 'no_show' | 'cancelled',
  record?: StepRecord,
  /** More writes of the step, in its transaction (a mail to the outbox). */
  alongside?: (tx: Db, entry: Entry) => Promise<void>,
) {
  return inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const entry = await transition(tx, staff, orderId, step);
    if (record) await recordOrderAction(tx, staff, entry, record, ctx.now());
    if (alongside) await alongside(tx, entry);
    await recordWalkInEvent(tx, stepEvents[kind], entry, ctx.now());
    effects.afterCommit(() => announceBoardStep(ctx, staff.shopId, kind, entry));
    return entry;
  });
}

/** A staff action on a walk-in, on the record under the order's short code. */
export const recordOrderAction = (
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
