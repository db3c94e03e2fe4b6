import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { demoDraws } from './demo-draws';
import { bookingNumbering, drawnMenu, drawnName, type HistoryFrame, pgArray } from './history-plan';

/**
 * Bookings on the slots of the bookable chairs, inside the day's opening hours and ending
 * by closing, booked an hour to two weeks ahead. A chair's bookings of a day follow one
 * another with random gaps when they fit in its slots; only more than fit (a benchmark's
 * busy day) overlap. Of the past ones 3% are holds that expired unpaid, 7% were
 * cancelled, 4% no-shows, the rest completed; upcoming ones are confirmed.
 */
export async function seedHistoryBookings(tx: Db, frame: HistoryFrame): Promise<void> {
  const { plan, today, now, opens, openMinutes, firstBookingDay } = frame;
  const tz = plan.timezone;
  const bookings = pgArray(frame.bookingsADay);
  const numbering = bookingNumbering(frame);
  const bookingRow = numbering.row;
  const bookingDraws = demoDraws(plan.seed + 1, numbering.rows, 10);
  const bookingDraw = (k: number) => bookingDraws.draw(sql`draw_row`, k);
  const slot = sql`${plan.slotLengthMinutes}::int`;
  await tx.execute(sql`
    with numbered as (
      select day, weekday, n, ${bookingRow} as draw_row
      from generate_series(${firstBookingDay}::int, ${plan.days}::int) as day,
        lateral (select extract(isodow from ${today}::date - day)::int as weekday) as local_day,
        generate_series(1, (${bookings}::int[])[weekday]) as n
    ), picks as (
      select day, draw_row,
        ${today}::date - day as local_date,
        (${opens}::int[])[weekday] as opens,
        floor((${openMinutes}::int[])[weekday] / ${slot}) as day_slots,
        ${bookingDraw(1)} as fate,
        (1 + ${bookingDraw(2)} * 335) / 24 as ahead_days,
        ${bookingDraw(3)} as cancel_point,
        ${bookingDraw(4)} as place_order,
        ${bookingDraw(5)} as gap_weight,
        ${bookingDraw(6)} as slot_pick,
        1 + n % ${plan.bookableChairs}::int as chair,
        ${drawnMenu(frame, bookingDraw(7))} as menu
      from numbered, ${bookingDraws.from}
    ), timed as (
      select *, (menu->>'duration')::int as duration,
        ceil((menu->>'duration')::int / ${slot}::numeric) as needed
      from picks
    ), queued as (
      select *,
        sum(needed) over chair_day as chair_needed,
        sum(gap_weight) over chair_day as chair_weight,
        coalesce(sum(needed) over earlier, 0) as needed_before,
        sum(gap_weight) over through as weight_through
      from timed
      window chair_day as (partition by day, chair),
        earlier as (partition by day, chair order by place_order
          rows between unbounded preceding and 1 preceding),
        through as (partition by day, chair order by place_order
          rows between unbounded preceding and current row)
    ), placed as (
      select *,
        (local_date + (opens + ${slot} * case
          when chair_needed <= day_slots then needed_before
            + floor((day_slots - chair_needed) * weight_through / (chair_weight + 0.5))
          else floor(slot_pick * greatest(1, day_slots - needed + 1)) end)
          * interval '1 minute') at time zone ${tz} as start_at
      from queued
    ), fated as (
      select *, least(start_at, ${now}::timestamptz) - ahead_days * interval '1 day' as created_at,
        case when day <= 0 then 'confirmed'
             when fate < 0.03 then 'expired'
             when fate < 0.10 then 'cancelled'
             when fate < 0.14 then 'no_show'
             else 'completed' end as fate_status
      from placed
    )
    insert into bookings (shop_id, customer_name, phone, items, total_price_cents,
      total_duration_minutes, start_at, end_at, chair, status, booking_fee_cents,
      cancelled_at, cancel_reason, created_at)
    select ${plan.shopId},
      ${drawnName(bookingDraw(8), bookingDraw(9))},
      '+35850' || lpad(floor(${bookingDraw(10)} * 10000000)::text, 7, '0'),
      menu->'items', (menu->>'price')::int, duration, start_at,
      start_at + duration * interval '1 minute', chair,
      case when fate_status = 'expired' then 'cancelled' else fate_status end,
      ${plan.bookingFeeCents},
      case when fate_status = 'expired' then created_at + interval '15 minutes'
           when fate_status = 'cancelled' then created_at + (start_at - created_at) * cancel_point end,
      case when fate_status = 'expired' then 'payment_expired'
           when fate_status = 'cancelled' then 'customer cancelled' end,
      created_at
    from fated, ${bookingDraws.from}`);
}
