// Past trade of a shop, generated inside the database in a few set-based statements: walk-ins
// and bookings with realistic statuses, barbers, ordered services and add-ons, waits,
// estimates, booking fees and refunds. The demo seed gives every demo shop a season of it,
// and bench/seed-history.ts a year of it for a busy benchmark shop.
import { parseClockTime, zonedInstant, zonedParts } from '@jono/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { OrderedService, WeekdayHours } from '../schema';
import { demoDraws } from './demo-draws';

/** One order a customer may place, priced and timed as the catalogue had it. */
export interface HistoryMenu {
  items: OrderedService[];
  price: number;
  duration: number;
}

type CatalogueItem = Pick<OrderedService, 'id' | 'name' | 'priceCents' | 'durationMinutes'>;

/** What an order freezes of a catalogue row (a service or an add-on). */
export const catalogueItem = ({ id, name, priceCents, durationMinutes }: CatalogueItem) => ({
  id,
  name,
  priceCents,
  durationMinutes,
});

export interface MenuService extends CatalogueItem {
  /** How often it is picked, relative to the other services. */
  popularity: number;
  /** The add-ons offered with it. */
  addons: CatalogueItem[];
}

/**
 * Orders customers pick, repeated by how often they are picked: each service alone, with one
 * of its add-ons, now and then two of a service (a parent and child) or two add-ons. Names
 * and prices are frozen into the order as the catalogue had them.
 */
export function menusOf(services: readonly MenuService[]): HistoryMenu[] {
  const menus: HistoryMenu[] = [];
  const add = (items: OrderedService[], times: number) => {
    let price = 0;
    let duration = 0;
    for (const s of items) {
      price += s.priceCents * s.quantity;
      duration += s.durationMinutes * s.quantity;
      for (const a of s.addons) {
        price += a.priceCents * a.quantity * s.quantity;
        duration += a.durationMinutes * a.quantity * s.quantity;
      }
    }
    for (let i = 0; i < times; i++) menus.push({ items, price, duration });
  };
  for (const { popularity, addons, ...service } of services) {
    const base = { ...service, quantity: 1, addons: [] };
    add([base], popularity * 3);
    addons.forEach((a, j) => {
      add([{ ...base, addons: [{ ...a, quantity: 1 }] }], Math.max(1, popularity - j * 2));
    });
    add([{ ...base, quantity: 2 }], 1);
    const [first, second] = addons;
    if (first && second) {
      add(
        [
          {
            ...base,
            addons: [
              { ...first, quantity: 1 },
              { ...second, quantity: 1 },
            ],
          },
        ],
        1,
      );
    }
  }
  return menus;
}

/** Local opening minute and open minutes of each ISO weekday (Monday first); 0 open minutes when closed. */
export function openingByWeekday(
  openingHours: readonly WeekdayHours[],
  weeklyOffs: readonly number[],
): { opens: number; openMinutes: number }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const hours = openingHours.find((h) => h.weekday === weekday);
    const opens = parseClockTime(hours?.opens ?? '') ?? 0;
    const closes = parseClockTime(hours?.closes ?? '') ?? 0;
    const isOpen = hours && !weeklyOffs.includes(weekday) && closes > opens;
    return { opens, openMinutes: isOpen ? closes - opens : 0 };
  });
}

export interface HistoryPlan {
  shopId: string;
  timezone: string;
  openingHours: readonly WeekdayHours[];
  weeklyOffs: readonly number[];
  /** Owners and barbers who served the walk-ins. */
  barberIds: readonly string[];
  /** Who decided the refund requests. */
  ownerId: string;
  menus: readonly HistoryMenu[];
  /** Days of history, ending with the day before `now` in the shop's time zone. */
  days: number;
  now: Date;
  /** Arrivals a day by ISO weekday, Monday first; a closed day has none whatever it says. */
  walkInsPerWeekday: readonly number[];
  bookingsPerWeekday: readonly number[];
  bookableChairs: number;
  slotLengthMinutes: number;
  bookingFeeCents: number;
  refundWindowHours: number;
  /** Also the bookings of today and the next 14 days, all confirmed (the benchmark's). */
  includeUpcoming: boolean;
  /** The same plan with the same seed generates the same history. */
  seed: number;
}

/** Days the demo shops keep customer details: the shops' default. */
const RETENTION_DAYS = 30;

/** A PostgreSQL array literal of numbers or ids. */
const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

const firstNames = [
  'Mikko',
  'Juha',
  'Antti',
  'Ville',
  'Matti',
  'Jukka',
  'Sami',
  'Teemu',
  'Aleksi',
  'Eetu',
  'Lauri',
  'Oskari',
  'Elias',
  'Leo',
  'Noah',
  'Aino',
  'Emma',
  'Liisa',
  'Ahmed',
  'Daniel',
];

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
  const opening = openingByWeekday(plan.openingHours, plan.weeklyOffs);
  const onOpenDays = (counts: readonly number[]) =>
    opening.map((o, i) => (o.openMinutes > 0 ? Math.round(counts[i] ?? 0) : 0));
  const walkInsADay = onOpenDays(plan.walkInsPerWeekday);
  const bookingsADay = onOpenDays(plan.bookingsPerWeekday);
  const walkIns = pgArray(walkInsADay);
  const bookings = pgArray(bookingsADay);
  const opens = pgArray(opening.map((o) => o.opens));
  const openMinutes = pgArray(opening.map((o) => o.openMinutes));
  const barberIds = pgArray(plan.barberIds);
  const menus = JSON.stringify(plan.menus);
  const names = pgArray(firstNames);
  const tz = plan.timezone;
  const today = zonedParts(plan.now, tz).date;
  const historyEnd = zonedInstant(today, 0, tz).toISOString();
  const now = plan.now.toISOString();
  const firstBookingDay = plan.includeUpcoming ? -14 : 1;
  // A row's draws are numbered by its day and its number in the day, as if every day were
  // the busiest: the same seed gives every row the same numbers.
  const mostWalkIns = Math.max(0, ...walkInsADay);
  const walkInRow = sql`((day - 1) * ${sql.raw(String(mostWalkIns))} + n)`;
  const walkInDraws = demoDraws(plan.seed, plan.days * mostWalkIns, 13);
  const walkInDraw = (k: number) => walkInDraws.draw(sql`draw_row`, k);
  const mostBookings = Math.max(0, ...bookingsADay);
  const bookingDays = plan.days - firstBookingDay + 1;
  const bookingRow = sql`((day - ${sql.raw(String(firstBookingDay))}) * ${sql.raw(String(mostBookings))} + n)`;
  const bookingDraws = demoDraws(plan.seed + 1, bookingDays * mostBookings, 10);
  const bookingDraw = (k: number) => bookingDraws.draw(sql`draw_row`, k);
  const refundDraws = demoDraws(plan.seed + 2, bookingDays * mostBookings, 1);

  return db.transaction(async (tx) => {
    // Walk-ins: arrivals spread over the day's opening hours with a peak in the middle; 88%
    // served by one of the barbers after a wait, 7% cancelled while waiting, 5% no-shows.
    // One in ten joined without an estimate; the others were told a start up to 12 minutes
    // off. A visit that would end after the start of today is left out.
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
          ${menus}::jsonb -> floor(${walkInDraw(10)} * jsonb_array_length(${menus}::jsonb))::int as menu
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
        total_duration_minutes, status, sort_key, joined_at, estimated_start_at, barber_id,
        started_at, finished_at, cancelled_at, cancel_reason, created_at)
      select ${plan.shopId},
        (${names}::text[])[1 + floor(${walkInDraw(11)} * ${firstNames.length})::int] || ' ' || chr(65 + floor(${walkInDraw(12)} * 26)::int) || '.',
        '+35840' || lpad(floor(${walkInDraw(13)} * 10000000)::text, 7, '0'),
        menu->'items', (menu->>'price')::int, duration, status, joined_at, joined_at,
        case when not untold then started_at + error * interval '1 minute' end,
        case when status = 'served' then barber_id end,
        case when status = 'served' then started_at end,
        case when status = 'served' then ended_at end,
        case when status <> 'served' then ended_at end,
        case when status = 'cancelled' then 'customer left' when status = 'no_show' then 'no-show' end,
        joined_at
      from ended, ${walkInDraws.from}
      where ended_at < ${historyEnd}::timestamptz`);

    // Bookings on the slots of the bookable chairs, inside the day's opening hours and ending
    // by closing, booked an hour to two weeks ahead. A chair's bookings of a day follow one
    // another with random gaps when they fit in its slots; only more than fit (a benchmark's
    // busy day) overlap. Of the past ones 3% are holds that expired unpaid, 7% were
    // cancelled, 4% no-shows, the rest completed; upcoming ones are confirmed.
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
          ${menus}::jsonb -> floor(${bookingDraw(7)} * jsonb_array_length(${menus}::jsonb))::int as menu
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
        (${names}::text[])[1 + floor(${bookingDraw(8)} * ${firstNames.length})::int] || ' ' || chr(65 + floor(${bookingDraw(9)} * 26)::int) || '.',
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

    // Every booking but an expired hold paid its fee two minutes after booking.
    await tx.execute(sql`
      insert into payments (shop_id, booking_id, provider, amount_cents, status,
        idempotency_key, created_at, paid_at)
      select shop_id, id, 'test', booking_fee_cents, 'paid', 'history-' || id, created_at,
        created_at + interval '2 minutes'
      from bookings
      where shop_id = ${plan.shopId} and cancel_reason is distinct from 'payment_expired'`);
    // Cancelled before the refund window closed: refunded at once. Later: asked for, and the
    // owner refunds half of those the next day (at the latest by the end of the history) and
    // rejects the rest.
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

    // The owner's record of that past, as the staff would have left it: every no-show marked
    // by the owner, every refund decided by its handler, under the order's code.
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

    // The history as a running shop keeps it: the retention job has wiped the name and phone
    // of every visit and booking over for longer than the shops' default 30 days, on the day
    // it could. Figures do not read them, so they stay as they were.
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

    const { rows } = (await tx.execute(sql`
      select (select count(*)::int from queue_entries where shop_id = ${plan.shopId}) as walk_ins,
             (select count(*)::int from bookings where shop_id = ${plan.shopId}) as bookings`)) as unknown as {
      rows: { walk_ins: number; bookings: number }[];
    };
    return { walkIns: Number(rows[0]?.walk_ins ?? 0), bookings: Number(rows[0]?.bookings ?? 0) };
  });
}
