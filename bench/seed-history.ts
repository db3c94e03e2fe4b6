// A year of history for one busy shop, generated inside the database in a few set-based
// statements: about 40,000 walk-ins and 10,000 bookings with realistic statuses, barbers,
// ordered services and add-ons, waits, estimates, booking fees and refunds.
import { zonedParts } from '@jono/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import {
  addons,
  type OrderedService,
  serviceCategories,
  services,
  shops,
  staffUsers,
} from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';

export const HISTORY_PASSWORD = 'Historia-salasana-2026';
const TIMEZONE = 'Europe/Helsinki';

/** Walk-ins a day by ISO weekday (Monday first): about 108 a day, 39,500 a year. */
const WALK_INS_PER_WEEKDAY = [90, 95, 100, 110, 140, 160, 60];
/** Bookings a day by ISO weekday: about 27 a day, 9,900 a year. */
const BOOKINGS_PER_WEEKDAY = [22, 24, 26, 28, 34, 40, 16];
const BOOKING_FEE_CENTS = 200;

const staffSpecs = [
  { role: 'owner', name: 'Omistaja' },
  { role: 'receptionist', name: 'Vastaanotto' },
  { role: 'barber', name: 'Aino' },
  { role: 'barber', name: 'Eero' },
  { role: 'barber', name: 'Lumi' },
  { role: 'barber', name: 'Onni' },
  { role: 'barber', name: 'Sanni' },
] as const;

/** A PostgreSQL array literal of numbers or ids. */
const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

const serviceSpecs = [
  { name: 'Hiustenleikkaus', priceCents: 3200, durationMinutes: 30, weight: 10 },
  { name: 'Parran siistiminen', priceCents: 2000, durationMinutes: 20, weight: 4 },
  { name: 'Leikkaus ja parta', priceCents: 4800, durationMinutes: 50, weight: 5 },
  { name: 'Koneajo', priceCents: 2200, durationMinutes: 20, weight: 3 },
  { name: 'Lasten leikkaus', priceCents: 2400, durationMinutes: 25, weight: 3 },
  { name: 'Kuumapyyhe-ajo', priceCents: 3500, durationMinutes: 35, weight: 2 },
];
const addonSpecs = [
  { name: 'Hiustenpesu', priceCents: 500, durationMinutes: 10 },
  { name: 'Kuuma pyyhe', priceCents: 600, durationMinutes: 5 },
  { name: 'Muotoilu', priceCents: 800, durationMinutes: 10 },
  { name: 'Kulmien siistiminen', priceCents: 700, durationMinutes: 5 },
];

interface Menu {
  items: OrderedService[];
  price: number;
  duration: number;
}

/**
 * Orders customers pick, repeated by how often they are picked: each service alone, with one
 * add-on, now and then two of a service (a parent and child) or two add-ons.
 */
function menusOf(
  serviceRows: { id: string; name: string; priceCents: number; durationMinutes: number }[],
  addonRows: { id: string; name: string; priceCents: number; durationMinutes: number }[],
): Menu[] {
  const menus: Menu[] = [];
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
  serviceRows.forEach((s, i) => {
    const weight = serviceSpecs[i]?.weight ?? 1;
    const base = { ...s, quantity: 1, addons: [] };
    add([base], weight * 3);
    addonRows.forEach((a, j) => {
      add([{ ...base, addons: [{ ...a, quantity: 1 }] }], Math.max(1, weight - j * 2));
    });
    add([{ ...base, quantity: 2 }], 1);
    const [first, second] = addonRows;
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
  });
  return menus;
}

export interface History {
  shopId: string;
  timezone: string;
  ownerEmail: string;
  barberEmail: string;
  walkIns: number;
  bookings: number;
}

/** Creates the shop, its staff and catalogue, and `days` days of history ending yesterday. */
export async function seedShopHistory(db: Db, now: Date, days = 365): Promise<History> {
  const [shop] = await db
    .insert(shops)
    .values({
      name: 'Parturi Kiire',
      city: 'Helsinki',
      address: 'Kiirekatu 1',
      lat: 60.17,
      lng: 24.94,
      timezone: TIMEZONE,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opens: '09:00',
        closes: '20:00',
      })),
      chairCount: 5,
      bookableChairs: 2,
      bookingFeeCents: BOOKING_FEE_CENTS,
      status: 'active',
    })
    .returning({ id: shops.id });
  if (!shop) throw new Error('the shop was not created');
  const passwordHash = await hashPassword(HISTORY_PASSWORD);
  const staff = await db
    .insert(staffUsers)
    .values(
      staffSpecs.map(({ role, name }) => ({
        shopId: shop.id,
        role,
        name,
        email: `history-${name.toLowerCase()}-${shop.id.slice(0, 8)}@example.fi`,
        passwordHash,
        isVerified: true,
        liveStatus: role === 'receptionist' ? null : ('available' as const),
      })),
    )
    .returning({ id: staffUsers.id, role: staffUsers.role, email: staffUsers.email });
  // The owner cuts hair too: everyone but the receptionist serves walk-ins.
  const chairStaff = staff.filter((s) => s.role !== 'receptionist');
  const [category] = await db
    .insert(serviceCategories)
    .values({ shopId: shop.id, name: 'Parturi' })
    .returning({ id: serviceCategories.id });
  const serviceRows = await db
    .insert(services)
    .values(
      serviceSpecs.map(({ weight: _weight, ...s }, position) => ({
        ...s,
        shopId: shop.id,
        categoryId: category?.id ?? '',
        position,
      })),
    )
    .returning();
  const addonRows = await db
    .insert(addons)
    .values(addonSpecs.map((a) => ({ ...a, shopId: shop.id })))
    .returning();
  const frozen = ({ id, name, priceCents, durationMinutes }: (typeof addonRows)[number]) => ({
    id,
    name,
    priceCents,
    durationMinutes,
  });
  const menus = JSON.stringify(menusOf(serviceRows.map(frozen), addonRows.map(frozen)));
  const barberIds = pgArray(chairStaff.map((b) => b.id));
  const today = zonedParts(now, TIMEZONE).date;

  await db.execute(sql`select setseed(0.2026)`);
  // Walk-ins: arrivals spread over opening hours with a mid-afternoon peak; 88% served by
  // one of the barbers after a wait, 7% cancelled while waiting, 5% no-shows. One in ten
  // joined without an estimate; the others were told a start up to 12 minutes off.
  await db.execute(sql`
    with arrivals as (
      select
        ((${today}::date - day) + time '09:00'
          + ((random() + random()) / 2 * 600) * interval '1 minute') at time zone ${TIMEZONE} as joined_at,
        random() as fate,
        round(random() * random() * 90) as wait,
        (random() - 0.5) * 24 as error,
        random() < 0.1 as untold,
        0.8 + random() * 0.5 as pace,
        (${barberIds}::uuid[])[1 + floor(random() * ${chairStaff.length})::int] as barber_id,
        ${menus}::jsonb -> floor(random() * jsonb_array_length(${menus}::jsonb))::int as menu
      from generate_series(1, ${days}) as day,
        generate_series(1, (${pgArray(WALK_INS_PER_WEEKDAY)}::int[])[extract(isodow from ${today}::date - day)::int])
    ), fated as (
      select *,
        case when fate < 0.07 then 'cancelled' when fate < 0.12 then 'no_show' else 'served' end as status,
        joined_at + wait * interval '1 minute' as started_at,
        (menu->>'duration')::int as duration
      from arrivals
    )
    insert into queue_entries (shop_id, customer_name, phone, items, total_price_cents,
      total_duration_minutes, status, sort_key, joined_at, estimated_start_at, barber_id,
      started_at, finished_at, cancelled_at, cancel_reason, created_at)
    select ${shop.id}, 'Asiakas', '+35840' || lpad(floor(random() * 10000000)::text, 7, '0'),
      menu->'items', (menu->>'price')::int, duration, status, joined_at, joined_at,
      case when not untold then started_at + error * interval '1 minute' end,
      case when status = 'served' then barber_id end,
      case when status = 'served' then started_at end,
      case when status = 'served' then started_at + duration * pace * interval '1 minute' end,
      case when status = 'cancelled' then joined_at + wait / 2 * interval '1 minute'
           when status = 'no_show' then started_at end,
      case when status = 'cancelled' then 'customer left' when status = 'no_show' then 'no-show' end,
      joined_at
    from fated`);

  // Bookings on the half-hour slots of two bookable chairs, booked up to two weeks ahead,
  // including the next two weeks (still confirmed). Of the past ones 3% are holds that
  // expired unpaid, 7% were cancelled, 4% no-shows, the rest completed.
  await db.execute(sql`
    with slots as (
      select
        ((${today}::date - day) + time '09:00' + floor(random() * 22) * interval '30 minutes')
          at time zone ${TIMEZONE} as start_at,
        random() as fate,
        random() * 14 as ahead_days,
        random() as cancel_point,
        1 + floor(random() * 2)::int as chair,
        ${menus}::jsonb -> floor(random() * jsonb_array_length(${menus}::jsonb))::int as menu
      from generate_series(-14, ${days}) as day,
        generate_series(1, (${pgArray(BOOKINGS_PER_WEEKDAY)}::int[])[extract(isodow from ${today}::date - day)::int])
    ), fated as (
      select *, start_at - ahead_days * interval '1 day' as created_at,
        case when start_at > ${now.toISOString()}::timestamptz then 'confirmed'
             when fate < 0.03 then 'expired'
             when fate < 0.10 then 'cancelled'
             when fate < 0.14 then 'no_show'
             else 'completed' end as fate_status
      from slots
    )
    insert into bookings (shop_id, customer_name, phone, items, total_price_cents,
      total_duration_minutes, start_at, end_at, chair, status, booking_fee_cents,
      cancelled_at, cancel_reason, created_at)
    select ${shop.id}, 'Varaaja', '+35850' || lpad(floor(random() * 10000000)::text, 7, '0'),
      menu->'items', (menu->>'price')::int, (menu->>'duration')::int, start_at,
      start_at + (menu->>'duration')::int * interval '1 minute', chair,
      case when fate_status = 'expired' then 'cancelled' else fate_status end,
      ${BOOKING_FEE_CENTS},
      case when fate_status = 'expired' then created_at + interval '15 minutes'
           when fate_status = 'cancelled' then created_at + (start_at - created_at) * cancel_point end,
      case when fate_status = 'expired' then 'payment_expired'
           when fate_status = 'cancelled' then 'customer cancelled' end,
      created_at
    from fated`);

  // Every booking but an expired hold paid its fee two minutes after booking.
  await db.execute(sql`
    insert into payments (shop_id, booking_id, provider, amount_cents, status,
      idempotency_key, created_at, paid_at)
    select shop_id, id, 'test', booking_fee_cents, 'paid', 'history-' || id, created_at,
      created_at + interval '2 minutes'
    from bookings where shop_id = ${shop.id} and cancel_reason is distinct from 'payment_expired'`);
  // Cancelled a day or more ahead: refunded at once. Later: asked for, and staff refund
  // half of those the next day and reject the rest.
  await db.execute(sql`
    insert into refund_requests (shop_id, booking_id, payment_id, reason, status,
      amount_cents, handled_at, created_at)
    select shop_id, booking_id, payment_id, cancel_reason,
      case when in_time or random() < 0.5 then 'refunded' else 'rejected' end, amount_cents,
      case when in_time then cancelled_at else cancelled_at + interval '1 day' end, cancelled_at
    from (
      select b.shop_id, b.id as booking_id, p.id as payment_id, b.cancel_reason, p.amount_cents,
        b.cancelled_at, b.cancelled_at <= b.start_at - interval '24 hours' as in_time
      from bookings b join payments p on p.booking_id = b.id
      where b.shop_id = ${shop.id} and b.status = 'cancelled'
    ) as cancelled`);
  await db.execute(sql`
    update payments set status = 'refunded', refunded_cents = payments.amount_cents
    from refund_requests r
    where r.payment_id = payments.id and r.status = 'refunded' and payments.shop_id = ${shop.id}`);
  await db.execute(sql`analyze`);

  const [counts] = (
    (await db.execute(sql`
      select (select count(*)::int from queue_entries where shop_id = ${shop.id}) as walk_ins,
             (select count(*)::int from bookings where shop_id = ${shop.id}) as bookings`)) as unknown as {
      rows: { walk_ins: number; bookings: number }[];
    }
  ).rows;
  const owner = staff.find((s) => s.role === 'owner');
  const barber = staff.find((s) => s.role === 'barber');
  if (!owner || !barber) throw new Error('the staff was not created');
  return {
    shopId: shop.id,
    timezone: TIMEZONE,
    ownerEmail: owner.email,
    barberEmail: barber.email,
    walkIns: Number(counts?.walk_ins ?? 0),
    bookings: Number(counts?.bookings ?? 0),
  };
}
