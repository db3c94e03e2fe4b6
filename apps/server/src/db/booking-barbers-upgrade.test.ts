import { afterAll, expect, it } from 'vitest';
import { bareDatabase } from '../test/bare-database';
import { earlierMigrations } from '../test/migrations-up-to';
import { knownMigrations, migrationsFolder } from './migrate';

const earlier = earlierMigrations();
afterAll(() => earlier.remove());

const mondays = JSON.stringify([{ weekday: 1, opens: '12:00', closes: '17:00' }]);
const everyDay = JSON.stringify(
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
);

// Bookings made before bookings had a barber held a chair only. The upgrade gives each live
// one a barber who was free for it, earliest first, and keeps the rest "any barber"; nothing
// moves in time and nothing is lost.
it('the upgrade that brings barbers to bookings gives each live booking a free barber', async () => {
  const db = await bareDatabase();
  try {
    const before = knownMigrations().findIndex((m) => m.tag === '0027_booking_barbers');
    await db.migrateWith(earlier.upTo(before));
    const [shop] = await db.query(
      `insert into shops (name, city, address, opening_hours, chair_count, timezone, status)
       values ('Old Shop', 'Helsinki', 'Street 1', $1::jsonb, 3, 'Europe/Helsinki', 'active')
       returning id`,
      [everyDay],
    );
    const member = async (name: string, role: string, hours: string | null) => {
      const [row] = await db.query(
        `insert into staff_users (shop_id, role, name, email, weekly_hours)
         values ($1, $2, $3, $4, $5::jsonb) returning id`,
        [shop?.id, role, name, `${name}@example.fi`, hours],
      );
      return row?.id as string;
    };
    const aino = await member('Aino', 'owner', null);
    const ben = await member('Ben', 'barber', mondays);
    await member('Reception', 'receptionist', null);
    // Aino is off all Tuesday 23 March 2027.
    await db.query(
      `insert into barber_time_off (shop_id, user_id, starts_on, ends_on, starts_at, ends_at)
       values ($1, $2, '2027-03-23', '2027-03-23', '2027-03-22T22:00:00Z', '2027-03-23T22:00:00Z')`,
      [shop?.id, aino],
    );
    const booking = async (
      label: string,
      start: string,
      minutes: number,
      chair: number,
      extra: { status?: string; barberId?: string } = {},
    ) => {
      const startAt = new Date(start);
      const endAt = new Date(startAt.getTime() + minutes * 60_000);
      const [row] = await db.query(
        `insert into bookings (shop_id, customer_name, phone, items, total_price_cents,
           total_duration_minutes, start_at, end_at, chair, status, barber_id, started_at)
         values ($1, $2, '+358401234567', '[]'::jsonb, 3000, $3, $4, $5, $6, $7, $8, $9)
         returning id`,
        [
          shop?.id,
          label,
          minutes,
          startAt,
          endAt,
          chair,
          extra.status ?? 'confirmed',
          extra.barberId ?? null,
          extra.barberId ? startAt : null,
        ],
      );
      if (extra.status !== 'cancelled') {
        for (let at = startAt.getTime(); at < endAt.getTime(); at += 30 * 60_000) {
          await db.query(
            `insert into booking_slot_claims (booking_id, shop_id, chair, slot_start_at)
             values ($1, $2, $3, $4)`,
            [row?.id, shop?.id, chair, new Date(at)],
          );
        }
      }
      return row?.id as string;
    };
    // Monday 22 March 2027, Helsinki is UTC+2: 10:00 local is 08:00Z.
    await booking('Mon 10:00 first', '2027-03-22T08:00:00Z', 30, 0);
    await booking('Mon 10:00 second', '2027-03-22T08:00:00Z', 30, 1);
    await booking('Mon 13:00 short', '2027-03-22T11:00:00Z', 30, 0);
    await booking('Mon 13:30 long', '2027-03-22T11:30:00Z', 60, 1);
    await booking('Mon 15:00 in the chair', '2027-03-22T13:00:00Z', 30, 2, { barberId: ben });
    await booking('Tue 10:00', '2027-03-23T08:00:00Z', 30, 0);
    await booking('Cancelled', '2027-03-22T08:00:00Z', 30, 2, { status: 'cancelled' });
    const times = await db.query('select id, start_at, end_at from bookings order by id');

    await db.migrateWith(migrationsFolder);

    const rows = await db.query(
      `select b.customer_name as label, b.barber_id, b.barber_named,
         (select array_agg(distinct coalesce(c.barber_id::text, 'none')) from booking_slot_claims c
          where c.booking_id = b.id) as claims
       from bookings b order by b.start_at, b.customer_name`,
    );
    const who = (id: unknown) => (id === aino ? 'Aino' : id === ben ? 'Ben' : id);
    expect(
      rows.map((r) => ({
        label: r.label,
        barber: who(r.barber_id),
        claims: (r.claims as string[] | null)?.map(who) ?? null,
        named: r.barber_named,
      })),
    ).toEqual([
      // Ben starts at 12: the first at 10:00 goes to Aino, the second finds nobody free.
      { label: 'Cancelled', barber: null, claims: null, named: false },
      { label: 'Mon 10:00 first', barber: 'Aino', claims: ['Aino'], named: false },
      { label: 'Mon 10:00 second', barber: null, claims: ['none'], named: false },
      // At 13:00 each has one booking that day (Ben the one in his chair later): a tie, which
      // goes by name to Aino. At 13:30 Aino has two, so Ben.
      { label: 'Mon 13:00 short', barber: 'Aino', claims: ['Aino'], named: false },
      { label: 'Mon 13:30 long', barber: 'Ben', claims: ['Ben'], named: false },
      { label: 'Mon 15:00 in the chair', barber: 'Ben', claims: ['Ben'], named: false },
      // Aino is off on Tuesday and Ben works Mondays only.
      { label: 'Tue 10:00', barber: null, claims: ['none'], named: false },
    ]);
    expect(await db.query('select id, start_at, end_at from bookings order by id')).toEqual(times);
  } finally {
    await db.close();
  }
});
