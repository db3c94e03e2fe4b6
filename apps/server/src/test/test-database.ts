import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/**
 * The database a test file runs on: in-memory PGlite by default; a fresh PostgreSQL
 * database (dropped at close) when the suite runs with TEST_DB_DRIVER=postgres.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ driver: 'pglite' });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `jono_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Test files run side by side against one server (100 connections by default), each with
  // a pool of its own; the fuzz's eight concurrent callers are the most any file needs.
  const database = await openDatabase({ driver: 'postgres', url: url.href, poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
