import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { demoDraws } from './demo-draws';
import { bookingNumbering, type HistoryFrame } from './history-plan';

/**
 * Every booking but an expired hold paid its fee two minutes after booking. Cancelled before
 * the refund window closed: refunded at once. Later: asked for, and the owner refunds half of
 * those the next day (at the latest by the end of the history) and rejects the rest.
 */
export async function seedHistoryPayments(tx: Db, frame: HistoryFrame): Promise<void> {
  const { plan, historyEnd } = frame;
  const refundDraws = demoDraws(plan.seed + 2, bookingNumbering(frame).rows, 1);
  await tx.execute(sql`
    insert into payments (shop_id, booking_id, provider, amount_cents, status,
      idempotency_key, created_at, paid_at)
    select shop_id, id, 'test', booking_fee_cents, 'paid', 'history-' || id, created_at,
      created_at + interval '2 minutes'
    from bookings
    where shop_id = ${plan.shopId} and cancel_reason is distinct from 'payment_expired'`);
  await tx.execute(sql`
    with cancelled as (
      select b.shop_id, b.id as booking_id, p.id as payment_id, b.cancel_reason,
        p.amount_cents, b.cancelled_at,
        b.cancelled_at <= b.start_at - ${plan.refundWindowHours} * interval '1 hour' as in_time,
        row_number() over (order by b.start_at, b.chair, b.created_at) as draw_row
      from bookings b join payments p on p.booking_id = b.id
      where b.shop_id = ${plan.shopId} and b.status = 'cancelled'
    ), decided as (
      select cancelled.*, ${refundDraws.draw(sql`draw_row`, 1)} < 0.5 as granted
      from cancelled, ${refundDraws.from}
    )
    insert into refund_requests (shop_id, booking_id, payment_id, reason, status,
      amount_cents, handled_by, handled_at, reject_reason, created_at)
    select shop_id, booking_id, payment_id, cancel_reason,
      case when in_time or granted then 'refunded' else 'rejected' end, amount_cents,
      case when not in_time then ${plan.ownerId}::uuid end,
      case when in_time then cancelled_at
           else least(cancelled_at + interval '1 day', ${historyEnd}::timestamptz - interval '1 minute') end,
      case when not (in_time or granted) then 'Myöhäinen peruutus' end,
      cancelled_at
    from decided`);
  await tx.execute(sql`
    update payments set status = 'refunded', refunded_cents = payments.amount_cents
    from refund_requests r
    where r.payment_id = payments.id and r.status = 'refunded' and payments.shop_id = ${plan.shopId}`);
}
