// Latency of the date picker's month overview, GET /api/pre-booking/availability/:id/month,
// of one day's free times and of the first free time with each barber, for a shop with 6
// bookable chairs and 6 barbers of different hours (full days, afternoons, a split shift) and
// time off, with 500 bookings each held by a barber, spread over the next 60 days, on the
// embedded database; GET /api/health measured in the same run is the baseline. It fails when
// a figure misses its target multiple. The app keeps a shop's calendar in memory until the shop
// changes or the minute turns, so the targets are what a shop's customers mostly see; the
// figures "after a change" (no target) are what the first reader after a booking waits.
// Run: npx tsx bench/booking-month.ts [bookingCount]
import { addDays, bookingPaths, zonedInstant, zonedParts } from '@jono/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import {
  barberTimeOff,
  bookingSlotClaims,
  bookings,
  shops,
  staffUsers,
} from '../apps/server/src/db/schema';
import { shopChanged } from '../apps/server/src/lib/shop-changes';
import { measure, report } from './measure';

const bookingCount = Number(process.argv[2] ?? 500);
const CHAIRS = 6;
const DAYS = 60;
const SLOTS_PER_DAY = 18; // 09:00-18:00 in 30-minute slots
const TIMEZONE = 'Europe/Helsinki';

const config = loadConfig({
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const database = await openDatabase({ driver: 'pglite' });
const { db } = database;

const [shop] = await db
  .insert(shops)
  .values({
    name: 'Parturi Kuusi Tuolia',
    city: 'Helsinki',
    address: 'Benchikatu 6',
    lat: 60.17,
    lng: 24.94,
    timezone: TIMEZONE,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens: '09:00',
      closes: '18:00',
    })),
    chairCount: CHAIRS,
    bookingFeeCents: 0,
    status: 'active',
    // Listed: customers' availability calls reach published shops only.
    publishedAt: new Date(),
  })
  .returning({ id: shops.id });
if (!shop) throw new Error('no shop');

const everyDay = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));
const weeks = [
  null,
  null,
  everyDay('09:00', '18:00'),
  everyDay('12:00', '18:00'),
  everyDay('12:00', '18:00'),
  [...everyDay('09:00', '13:00'), ...everyDay('14:00', '18:00')],
];
const team = await db
  .insert(staffUsers)
  .values(
    weeks.map((weeklyHours, i) => ({
      shopId: shop.id,
      role: i === 0 ? ('owner' as const) : ('barber' as const),
      name: `Parturi ${i + 1}`,
      email: `parturi${i + 1}@example.fi`,
      passwordHash: 'bench: signs in never',
      weeklyHours,
    })),
  )
  .returning({ id: staffUsers.id });

// Booking i falls on day i % 60 from tomorrow; the i-th round of a day goes to chair and
// barber round % 6 at slot (2 * round + day) % 18, so no two bookings share a chair's or a
// barber's slot. Every third booking is an hour long and occupies two slots.
const today = zonedParts(new Date(), TIMEZONE).date;
const barberOf = (round: number) => team[round % CHAIRS]?.id ?? null;
// Two barbers take time off: one a week from the 10th day, one a morning every 5th day.
await db.insert(barberTimeOff).values([
  {
    shopId: shop.id,
    userId: team[1]?.id ?? '',
    startsOn: addDays(today, 10),
    endsOn: addDays(today, 16),
    startsAt: zonedInstant(addDays(today, 10), 0, TIMEZONE),
    endsAt: zonedInstant(addDays(today, 17), 0, TIMEZONE),
  },
  ...Array.from({ length: DAYS / 5 }, (_, k) => ({
    shopId: shop.id,
    userId: team[2]?.id ?? '',
    startsOn: addDays(today, 5 * k + 1),
    endsOn: addDays(today, 5 * k + 1),
    fromTime: '09:00',
    untilTime: '12:00',
    startsAt: zonedInstant(addDays(today, 5 * k + 1), 9 * 60, TIMEZONE),
    endsAt: zonedInstant(addDays(today, 5 * k + 1), 12 * 60, TIMEZONE),
  })),
]);
const rows = Array.from({ length: bookingCount }, (_, i) => {
  const day = i % DAYS;
  const round = Math.floor(i / DAYS);
  const slot = (2 * round + day) % SLOTS_PER_DAY;
  const duration = i % 3 === 0 ? 60 : 30;
  const startAt = zonedInstant(addDays(today, day + 1), 9 * 60 + slot * 30, TIMEZONE);
  return {
    shopId: shop.id,
    customerName: `Asiakas ${i}`,
    phone: `+35840${String(1_000_000 + i)}`,
    email: `asiakas${i}@example.fi`,
    items: [],
    totalPriceCents: 3000,
    totalDurationMinutes: duration,
    startAt,
    endAt: new Date(startAt.getTime() + duration * 60_000),
    chair: round % CHAIRS,
    barberId: barberOf(round),
    status: 'confirmed' as const,
  };
});
for (let batch = 0; batch < rows.length; batch += 250) {
  const inserted = await db
    .insert(bookings)
    .values(rows.slice(batch, batch + 250))
    .returning({
      id: bookings.id,
      chair: bookings.chair,
      barberId: bookings.barberId,
      startAt: bookings.startAt,
      minutes: bookings.totalDurationMinutes,
    });
  await db.insert(bookingSlotClaims).values(
    inserted.flatMap((b) =>
      Array.from({ length: b.minutes / 30 }, (_, k) => ({
        bookingId: b.id,
        shopId: shop.id,
        chair: b.chair,
        barberId: b.barberId,
        slotStartAt: new Date(b.startAt.getTime() + k * 30 * 60_000),
      })),
    ),
  );
}

const app = await buildApp({ config, database, logger: false });
await app.ready();
const get = (url: string) => async () => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
};

const thisMonth = today.slice(0, 7);
const nextMonth = addDays(`${thisMonth}-28`, 5).slice(0, 7);
const month = (value: string, duration: number) =>
  `${bookingPaths.month(shop.id)}?month=${value}&duration=${duration}`;

const named = team[3]?.id ?? '';
const day = addDays(today, 30);
const baseline = await measure('GET /api/health (baseline)', get('/api/health'));
/** Each figure with the most it may cost, as a multiple of the baseline's median. */
const targets: [result: Awaited<ReturnType<typeof measure>>, most: number][] = [
  [await measure(`GET month ${thisMonth}, 30 min, any barber`, get(month(thisMonth, 30))), 40],
  [await measure(`GET month ${nextMonth}, 30 min, any barber`, get(month(nextMonth, 30))), 40],
  [await measure(`GET month ${nextMonth}, 90 min, any barber`, get(month(nextMonth, 90))), 40],
  [
    await measure(
      `GET month ${nextMonth}, 30 min, one barber`,
      get(`${month(nextMonth, 30)}&barberId=${named}`),
    ),
    20,
  ],
  [
    await measure(
      `GET one day ${day}, 30 min, any barber`,
      get(`${bookingPaths.availability(shop.id)}?date=${day}&duration=30`),
    ),
    10,
  ],
  // The booking page's choice of barber: the first free time with anyone and with each of the
  // six, read from the coming week; held to the month's target, as it reads no more than one.
  [
    await measure(
      'GET first free times, 30 min, anyone and each barber',
      get(`${bookingPaths.firstFree(shop.id)}?duration=30`),
    ),
    40,
  ],
];
// The first read after each change: the calendar read from the database again.
const afterChange = (url: string) => {
  const read = get(url);
  return () => {
    shopChanged(app.io, shop.id);
    return read();
  };
};
const uncached = [
  await measure(
    `after a change: month ${nextMonth}, 30 min, any barber`,
    afterChange(month(nextMonth, 30)),
  ),
  await measure(
    `after a change: one day ${day}, 30 min, any barber`,
    afterChange(`${bookingPaths.availability(shop.id)}?date=${day}&duration=30`),
  ),
];
report(
  `${bookingCount} bookings on ${CHAIRS} chairs and ${team.length} barbers over ${DAYS} days, embedded database`,
  baseline,
  [...targets.map(([result]) => result), ...uncached],
);
const missed = targets.filter(([result, most]) => result.median > most * baseline.median);
for (const [result, most] of targets) {
  const multiple = result.median / baseline.median;
  console.log(
    `${multiple <= most ? 'ok  ' : 'MISS'} ${result.name}: ${multiple.toFixed(1)}x, target at most ${most}x`,
  );
}
if (missed.length > 0) process.exitCode = 1;
await app.close();
await database.close();
