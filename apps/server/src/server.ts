import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
import { startupModes } from './startup-modes';

/** Process entry: read config, open the database, build the app, listen, stop gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) app.log.info(`Seeded ${seeded.shops} demo shops with their staff.`);
  }

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, closing`);
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(forceExit);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  for (const line of startupModes(config, database.driver)) app.log.info(line);
}

main().catch((error: unknown) => {
  // A clear line for the person at the terminal, not a stack trace for a config mistake.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Jono could not start: ${message}`);
  process.exit(1);
});
