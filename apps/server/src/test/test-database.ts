import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { adminQuery } from './database-templates';

/**
 * The database a test file runs on: an in-memory PGlite by default; a fresh PostgreSQL
 * database (dropped at close) when the suite runs with TEST_DB_DRIVER=postgres. Both start as
 * a copy of the run's migrated template (see database-templates.ts), then migrate as the app
 * does at start, which finds nothing left to apply. A PostgreSQL one says its URL, for tools
 * run beside the app.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  // The benches use these databases too, outside the test runner: with no template made for
  // the run, theirs are created and migrated from nothing.
  const inTestRunner = process.env.VITEST !== undefined;
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    if (!inTestRunner) return openDatabase({ driver: 'pglite' });
    const template = await readFile(inject('pgliteTemplateFile'));
    return openDatabase({ driver: 'pglite', startFrom: new Blob([template]) });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `jono_test_${randomBytes(6).toString('hex')}`;
  const template = inTestRunner ? ` template ${inject('postgresTemplateName')}` : '';
  await adminQuery(adminUrl, `create database ${name}${template}`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Test files run side by side against one server (100 connections by default), each with
  // a pool of its own; the fuzz's eight concurrent callers are the most any file needs.
  const database = await openDatabase({ driver: 'postgres', url: url.href, poolSize: 10 });
  return {
    ...database,
    url: url.href,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
