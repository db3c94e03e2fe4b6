// Latency of the date picker's month overview, GET /api/pre-booking/availability/:id/month,
// for a shop with 6 bookable chairs and 500 bookings spread over the next 60 days, on the
// embedded database; GET /api/health measured in the same run is the baseline.
// Run: npx tsx bench/booking-month.ts [bookingCount]
import { addDays, bookingPaths, zonedInstant, zonedParts } from '@jono/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { bookingSlotClaims, bookings, shops } from '../apps/server/src/db/schema';
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

// Booking i falls on day i % 60 from tomorrow; the i-th round of a day goes to chair
// round % 6 at slot (2 * round + day) % 18, so no two bookings share a chair's slot.
// Every third booking is an hour long and occupies two slots.
const today = zonedParts(new Date(), TIMEZONE).date;
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
      startAt: bookings.startAt,
      minutes: bookings.totalDurationMinutes,
    });
  await db.insert(bookingSlotClaims).values(
    inserted.flatMap((b) =>
      Array.from({ length: b.minutes / 30 }, (_, k) => ({
        bookingId: b.id,
        shopId: shop.id,
        chair: b.chair,
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

const baseline = await measure('GET /api/health (baseline)', get('/api/health'));
const results = [
  await measure(`GET month ${thisMonth}, 30 min`, get(month(thisMonth, 30))),
  await measure(`GET month ${nextMonth}, 30 min`, get(month(nextMonth, 30))),
  await measure(`GET month ${nextMonth}, 90 min`, get(month(nextMonth, 90))),
  await measure(
    `GET one day ${addDays(today, 30)}, 30 min`,
    get(`${bookingPaths.availability(shop.id)}?date=${addDays(today, 30)}&duration=30`),
  ),
];
report(
  `${bookingCount} bookings on ${CHAIRS} chairs over ${DAYS} days, embedded database`,
  baseline,
  results,
);
await app.close();
await database.close();
