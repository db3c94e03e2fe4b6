import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules instead of importing the app again each (a third
    // of a server file's time). They can: the app keeps its state in what buildApp makes, and
    // the test kit's module-level counters only ever count up. A file that needs a process of
    // its own is a `*.postgres.test.ts` file, run isolated (see the root config).
    isolate: false,
  },
});
