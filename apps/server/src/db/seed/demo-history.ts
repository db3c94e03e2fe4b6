// Past trade of a shop, generated inside the database in a few set-based statements: walk-ins
// and bookings with realistic statuses, barbers, ordered services and add-ons, waits,
// estimates, booking fees and refunds. The demo seed gives every demo shop a season of it,
// and bench/seed-history.ts a year of it for a busy benchmark shop.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { type HistoryPlan, historyFrameOf } from './history-plan';
import { seedHistoryBookings } from './seed-history-bookings';
import { seedHistoryPayments } from './seed-history-payments';
import { seedHistoryWalkIns } from './seed-history-walk-ins';

/** Days the demo shops keep customer details: the shops' default. */
const RETENTION_DAYS = 30;

/**
 * The owner's record of that past, as the staff would have left it: every no-show marked by
 * the owner, every refund decided by its handler, under the order's code.
 */
async function seedAuditTrail(tx: Db, plan: HistoryPlan): Promise<void> {
  await tx.execute(sql`
    insert into audit_entries (shop_id, actor_id, actor_name, action, subject_kind,
      subject_id, subject_label, details, created_at)
    select q.shop_id, s.id, s.name, 'order_no_show', 'order', q.id, q.short_code, '{}'::jsonb,
      q.cancelled_at
    from queue_entries q join staff_users s on s.id = ${plan.ownerId}::uuid
    where q.shop_id = ${plan.shopId} and q.status = 'no_show'`);
  await tx.execute(sql`
    insert into audit_entries (shop_id, actor_id, actor_name, action, subject_kind,
      subject_id, subject_label, details, created_at)
    select r.shop_id, s.id, s.name,
      case when r.status = 'rejected' then 'refund_rejected' else 'refund_approved' end,
      'booking', b.id, b.short_code,
      jsonb_strip_nulls(jsonb_build_object('amount', round(r.amount_cents / 100.0, 2),
        'currency', p.currency, 'reason', r.reject_reason)),
      r.handled_at
    from refund_requests r
      join bookings b on b.id = r.booking_id
      join payments p on p.id = r.payment_id
      join staff_users s on s.id = r.handled_by
    where r.shop_id = ${plan.shopId}`);
}

/**
 * The history as a running shop keeps it: the retention job has wiped the name and phone of
 * every visit and booking over for longer than the shops' default 30 days, on the day it
 * could. Figures do not read them, so they stay as they were.
 */
async function wipeExpiredDetails(tx: Db, plan: HistoryPlan): Promise<void> {
  const now = plan.now.toISOString();
  const wipedBefore = sql`${now}::timestamptz - ${RETENTION_DAYS} * interval '1 day'`;
  await tx.execute(sql`
    update queue_entries set customer_name = '', phone = '',
      anonymised_at = coalesce(finished_at, cancelled_at) + ${RETENTION_DAYS} * interval '1 day'
    where shop_id = ${plan.shopId} and coalesce(finished_at, cancelled_at) < ${wipedBefore}`);
  await tx.execute(sql`
    update bookings set customer_name = '', phone = '',
      anonymised_at = coalesce(cancelled_at, end_at) + ${RETENTION_DAYS} * interval '1 day'
    where shop_id = ${plan.shopId} and status <> 'confirmed'
      and coalesce(cancelled_at, end_at) < ${wipedBefore}`);
}

/**
 * Writes `days` days of a shop's past trade. Everything of the past has ended before the
 * start of today in the shop's time zone: no one waits or sits in a chair, no booking is
 * pending or confirmed, no slot is claimed, no refund request is open. So the live queue,
 * today's board and figures and the bookable slots are what they would be without it.
 * Returns how many walk-ins and bookings the shop then has.
 */
export async function seedHistory(
  db: Db,
  plan: HistoryPlan,
): Promise<{ walkIns: number; bookings: number }> {
  const frame = historyFrameOf(plan);
  return db.transaction(async (tx) => {
    await seedHistoryWalkIns(tx, frame);
    await seedHistoryBookings(tx, frame);
    await seedHistoryPayments(tx, frame);
    await seedAuditTrail(tx, plan);
    await wipeExpiredDetails(tx, plan);
    const { rows } = (await tx.execute(sql`
      select (select count(*)::int from queue_entries where shop_id = ${plan.shopId}) as walk_ins,
             (select count(*)::int from bookings where shop_id = ${plan.shopId}) as bookings`)) as unknown as {
      rows: { walk_ins: number; bookings: number }[];
    };
    return { walkIns: Number(rows[0]?.walk_ins ?? 0), bookings: Number(rows[0]?.bookings ?? 0) };
  });
}
