import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
import { processLogger } from './lib/log-output';
import { openConfiguredDatabase } from './open-configured-database';
import { startupModes } from './startup-modes';
import { startupState } from './startup-state';

/** Process entry: read config, open the database, build the app, listen, stop gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(
    config,
    processLogger(config.logFormat, config.logLevel),
  );
  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, new Date(), {
      progress: ({ done, total, shop, historyDays }) =>
        app.log.info(
          done === 0
            ? `Seeding demo data: ${total} shops with ${historyDays} days of trade each (a minute or two on a slow machine)`
            : `demo data: ${done} of ${total} shops (${shop})`,
        ),
    });
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
  for (const line of startupState(config, database)) app.log.info(line);
}

main().catch((error: unknown) => {
  // A clear line for the person at the terminal, not a stack trace for a config mistake.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Jono could not start: ${message}`);
  process.exit(1);
});
