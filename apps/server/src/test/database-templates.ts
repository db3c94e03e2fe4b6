import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteDatabase, migratePostgresDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, fully migrated embedded database, for every test file to copy. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database no one connects to, for `create database ... template`. */
    postgresTemplateName: string;
  }
}

/**
 * Builds the migrated database every test file starts from, once per run: creating an empty
 * PGlite cluster and migrating it costs seconds of WebAssembly per file, and a copy of a
 * migrated one costs about one. Each file still gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB_DRIVER === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'jono-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  const client = await PGlite.create();
  try {
    await migratePgliteDatabase(client);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `jono_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any file copies it: PostgreSQL copies a template only while no one is in it.
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  try {
    await migratePostgresDatabase(pool);
  } finally {
    await pool.end();
  }
  project.provide('postgresTemplateName', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
