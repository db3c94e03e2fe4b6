import { configDefaults, defineConfig } from 'vitest/config';
import serverProject from './apps/server/vitest.config.ts';

/**
 * One run for every workspace. The server suite always runs on PGlite and, when
 * TEST_DATABASE_URL is set, a second time on PostgreSQL (each test file on its own database).
 * A `*.postgres.test.ts` file checks what only node-postgres does, so it runs there alone; a
 * `*.embedded.test.ts` file runs the embedded database on disk whatever the driver (its data
 * folder, backups, a server process), so a second pass would repeat it exactly.
 */
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-postgres',
          env: { TEST_DB_DRIVER: 'postgres' },
          exclude: [
            ...configDefaults.exclude,
            'src/**/*.embedded.test.ts',
            'src/**/*.postgres.test.ts',
          ],
        },
      },
      {
        // What only node-postgres does is checked in a process per file: a warning it gives
        // once per process must not have been spent by another file. The server's settings are
        // spread, not extended: `extends` would add this list to the server's whole suite.
        root: './apps/server',
        test: {
          ...serverProject.test,
          name: 'server-postgres-only',
          env: { TEST_DB_DRIVER: 'postgres' },
          include: ['src/**/*.postgres.test.ts'],
          isolate: true,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; a server test spends much of its
    // time waiting on PostgreSQL or on timers, so two side by side use the machine.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      { test: { name: 'tooling', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
      { test: { name: 'bench', environment: 'node', include: ['bench/**/*.test.ts'] } },
      'apps/web',
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-pglite',
          env: { TEST_DB_DRIVER: 'pglite' },
          exclude: [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
        },
      },
      ...serverOnPostgres,
    ],
  },
});
