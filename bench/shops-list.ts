// Median latency of GET /api/shops with 2,000 shops on the embedded database, against
// GET /api/health measured in the same run as the baseline.
// Run: npx tsx bench/shops-list.ts [shopCount]
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { queueEntries, serviceCategories, services, shops } from '../apps/server/src/db/schema';
import { measure, report } from './measure';

const shopCount = Number(process.argv[2] ?? 2000);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const database = await openDatabase({ driver: 'pglite' });
const { db } = database;

const cities = ['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Kuopio'];
for (let batch = 0; batch < shopCount; batch += 500) {
  const rows = await db
    .insert(shops)
    .values(
      Array.from({ length: Math.min(500, shopCount - batch) }, (_, i) => {
        const n = batch + i;
        return {
          name: `Parturi ${n}`,
          city: cities[n % cities.length] ?? 'Helsinki',
          address: `Katu ${n}`,
          lat: 60 + (n % 500) / 100,
          lng: 22 + (n % 700) / 100,
          openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            opens: '00:00',
            closes: '24:00',
          })),
          chairCount: 1 + (n % 6),
          status: 'active' as const,
          // Listed, as the customers' list shows published shops only.
          publishedAt: new Date(),
        };
      }),
    )
    .returning({ id: shops.id });
  for (const shop of rows) {
    const [category] = await db
      .insert(serviceCategories)
      .values({ shopId: shop.id, name: 'Hiustenleikkaus' })
      .returning({ id: serviceCategories.id });
    await db.insert(services).values({
      shopId: shop.id,
      categoryId: category?.id ?? '',
      name: 'Leikkaus',
      priceCents: 3000,
      durationMinutes: 30,
    });
  }
  await db.insert(queueEntries).values(
    rows.slice(0, 200).map((shop, i) => ({
      shopId: shop.id,
      customerName: 'Asiakas',
      phone: `+35840${String(1_000_000 + batch + i)}`,
      items: [],
      totalPriceCents: 3000,
      totalDurationMinutes: 30,
    })),
  );
}

const app = await buildApp({ config, database, logger: false });
await app.ready();
const get = (url: string) => async () => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
};

const baseline = await measure('GET /api/health (baseline)', get('/api/health'));
const results = [
  await measure('GET /api/shops', get('/api/shops')),
  await measure('GET /api/shops?q=tampere', get('/api/shops?q=tampere')),
  await measure('GET /api/shops?lat=60.17&lng=24.94', get('/api/shops?lat=60.17&lng=24.94')),
];
report(`${shopCount} shops, embedded database`, baseline, results);
await app.close();
await database.close();
