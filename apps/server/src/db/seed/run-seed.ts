import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemoDataIfEmpty } from './seed-demo-data';

/** `npm run seed`: migrate and seed the configured database (DATABASE_URL or ./data). */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir },
);
try {
  const seeded = await seedDemoDataIfEmpty(database.db);
  console.log(
    seeded
      ? `Seeded ${seeded.shops} demo shops into the ${database.driver} database.`
      : 'The database already holds shops; nothing seeded.',
  );
} finally {
  await database.close();
}
