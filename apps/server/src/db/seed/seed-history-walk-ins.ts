import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { demoDraws } from './demo-draws';
import { dayRowNumbering, drawnMenu, drawnName, type HistoryFrame, pgArray } from './history-plan';

/**
 * Walk-ins: arrivals spread over the day's opening hours with a peak in the middle; 88%
 * served by one of the barbers after a wait, 7% cancelled while waiting, 5% no-shows.
 * One in ten joined without an estimate; the others were told a start up to 12 minutes
 * off. A visit that would end after the start of today is left out.
 */
export async function seedHistoryWalkIns(tx: Db, frame: HistoryFrame): Promise<void> {
  const { plan, today, historyEnd, opens, openMinutes } = frame;
  const tz = plan.timezone;
  const walkIns = pgArray(frame.walkInsADay);
  const barberIds = pgArray(plan.barberIds);
  const numbering = dayRowNumbering(frame.walkInsADay, 1, plan.days);
  const walkInRow = numbering.row;
  const walkInDraws = demoDraws(plan.seed, numbering.rows, 13);
  const walkInDraw = (k: number) => walkInDraws.draw(sql`draw_row`, k);
  await tx.execute(sql`
    with numbered as (
      select day, weekday, ${walkInRow} as draw_row
      from generate_series(1, ${plan.days}) as day,
        lateral (select extract(isodow from ${today}::date - day)::int as weekday) as local_day,
        generate_series(1, (${walkIns}::int[])[weekday]) as n
    ), arrivals as (
      select draw_row,
        ((${today}::date - day)
          + ((${opens}::int[])[weekday] + (${walkInDraw(1)} + ${walkInDraw(2)}) / 2 * (${openMinutes}::int[])[weekday])
            * interval '1 minute') at time zone ${tz} as joined_at,
        ${walkInDraw(3)} as fate,
        round(${walkInDraw(4)} * ${walkInDraw(5)} * 90) as wait,
        (${walkInDraw(6)} - 0.5) * 24 as error,
        ${walkInDraw(7)} < 0.1 as untold,
        0.8 + ${walkInDraw(8)} * 0.5 as pace,
        (${barberIds}::uuid[])[1 + floor(${walkInDraw(9)} * ${plan.barberIds.length})::int] as barber_id,
        ${drawnMenu(frame, walkInDraw(10))} as menu
      from numbered, ${walkInDraws.from}
    ), fated as (
      select *,
        case when fate < 0.07 then 'cancelled' when fate < 0.12 then 'no_show' else 'served' end as status,
        joined_at + wait * interval '1 minute' as started_at,
        (menu->>'duration')::int as duration
      from arrivals
    ), ended as (
      select *,
        case status
          when 'served' then started_at + duration * pace * interval '1 minute'
          when 'cancelled' then joined_at + wait / 2 * interval '1 minute'
          else started_at end as ended_at
      from fated
    )
    insert into queue_entries (shop_id, customer_name, phone, items, total_price_cents,
      total_duration_minutes, status, sort_key, joined_at, estimated_start_at,
      estimated_earliest_at, estimated_latest_at, barber_id, started_at, finished_at,
      cancelled_at, cancel_reason, created_at)
    select ${plan.shopId},
      ${drawnName(walkInDraw(11), walkInDraw(12))},
      '+35840' || lpad(floor(${walkInDraw(13)} * 10000000)::text, 7, '0'),
      menu->'items', (menu->>'price')::int, duration, status, joined_at, joined_at,
      case when not untold then started_at + error * interval '1 minute' end,
      -- The range shown around that estimate: wider the longer the wait, as a play-out's is.
      case when not untold
        then started_at + (error - 3 - wait * 0.15) * interval '1 minute' end,
      case when not untold
        then started_at + (error + 4 + wait * 0.2) * interval '1 minute' end,
      case when status = 'served' then barber_id end,
      case when status = 'served' then started_at end,
      case when status = 'served' then ended_at end,
      case when status <> 'served' then ended_at end,
      case when status = 'cancelled' then 'customer left' when status = 'no_show' then 'no-show' end,
      joined_at
    from ended, ${walkInDraws.from}
    where ended_at < ${historyEnd}::timestamptz`);
}
