import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { type Database, openDatabase } from './client';
import { knownMigrations, type MigrationEntry, schemaState } from './migrate';

const FORMAT = 'jono-backup-1';
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const UPLOADS_FOLDER = 'uploads';
const SECRETS_FOLDER = 'secrets';
/** What lives in the data folder but is not state: the running server's lock and socket. */
const NOT_STATE = new Set(['jono.lock', 'backup.sock']);
/** Only the server's own scheduled backups are pruned; one taken by hand is the operator's. */
const SCHEDULED_BACKUP_NAME = /^jono-backup-scheduled-.*\.tar\.gz$/;
const ANY_BACKUP_NAME = /^jono-backup-.*\.tar\.gz$/;

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  /** How many migrations the database had, and the last one's name. */
  schema: { migrations: number; latest: string };
  database: { bytes: number };
  uploads: { files: number; bytes: number };
  /** The keys the server made itself (sessions, push, payments): without them logins and push subscriptions end. */
  secrets: string[];
}

export class BackupError extends Error {}

/** The schema version of a database: its applied migrations, matched to the journal. */
async function schemaVersion(database: Database) {
  const { applied, latest } = await schemaState(database.db);
  if (!latest) throw new BackupError('The database records a migration this code does not know');
  return { migrations: applied, latest: latest.tag };
}

function folderFiles(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** The files the server keeps beside its database: secrets it generated on first start. */
const secretFiles = (dataDir: string) =>
  readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_STATE.has(entry.name))
    .map((entry) => entry.name)
    .sort();

/**
 * Taken by hand, on the server's schedule (the only kind pruned), or by a start that found
 * migrations to apply, of the data as the previous version left it.
 */
export type BackupKind = 'by-hand' | 'scheduled' | 'before-upgrade';

/** A name that sorts by time within its kind and is safe on every file system. */
const backupName = (at: Date, kind: BackupKind) =>
  `jono-backup-${kind === 'by-hand' ? '' : `${kind}-`}${at
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}.tar.gz`;

/**
 * A folder as a .tar.gz, written as a stream: files are read and compressed in the background
 * (zlib works on libuv's threads), so a server packing a backup keeps answering requests.
 * Plain tar entries with paths relative to the folder, which PGlite's loader reads too.
 */
async function packFolder(folder: string, file: string, level: number): Promise<void> {
  const entries = (await readdir(folder)).sort();
  await pipeline(
    tar.c({ cwd: folder, portable: true, noPax: true }, entries),
    createGzip({ level }),
    createWriteStream(file, { mode: 0o600 }),
  );
}

/**
 * One archive with the manifest, a copy of the database's folder (made by the process that
 * has the database open, holding its queries only while it copies the files that changed
 * during a first pass, so it is what a crash at that instant would leave and PostgreSQL's
 * recovery makes whole) and the uploaded pictures.
 */
export async function writeBackup(
  database: Database,
  uploadDir: string,
  backupDir: string,
  { at = new Date(), kind = 'by-hand' }: { at?: Date; kind?: BackupKind } = {},
): Promise<{ file: string; manifest: BackupManifest }> {
  const embedded = database.embedded;
  if (!embedded) {
    throw new BackupError(
      'Only the embedded database is backed up here; use pg_dump for PostgreSQL',
    );
  }
  const schema = await schemaVersion(database);
  const staging = mkdtempSync(join(tmpdir(), 'jono-backup-'));
  try {
    const copy = join(staging, 'pgdata');
    await embedded.copyTo(copy);
    await packFolder(copy, join(staging, DATABASE_FILE), 6);
    await rm(copy, { recursive: true });
    const databaseBytes = statSync(join(staging, DATABASE_FILE)).size;
    const uploads = folderFiles(uploadDir);
    if (uploads.files > 0) await cp(uploadDir, join(staging, UPLOADS_FOLDER), { recursive: true });
    const secrets = secretFiles(embedded.dataDir);
    mkdirSync(join(staging, SECRETS_FOLDER), { mode: 0o700 });
    for (const name of secrets) {
      cpSync(join(embedded.dataDir, name), join(staging, SECRETS_FOLDER, name));
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: at.toISOString(),
      schema,
      database: { bytes: databaseBytes },
      uploads,
      secrets,
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Archives hold the server's secrets: the folder and every file in it are the server
    // account's only, from the first byte written.
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    const file = join(backupDir, backupName(at, kind));
    // Written under another name first, so a half-written archive never looks like a backup.
    const partial = `${file}.partial`;
    // The database inside is compressed already: the outer layer only needs to be gzip.
    await packFolder(staging, partial, 1);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * A backup taken with no server running: this process opens the database itself (the data
 * folder's lock keeps a server out meanwhile) at the schema it has. It never migrates, so the
 * archive can be restored by the version that wrote the data, as an upgrade's way back needs.
 */
export async function backupStoppedDatabase(
  dataDir: string,
  uploadDir: string,
  backupDir: string,
): Promise<{ file: string; manifest: BackupManifest }> {
  // Opening a folder with no database would make an empty one and back that up.
  if (!existsSync(join(dataDir, 'pglite'))) {
    throw new BackupError(`There is no database in ${dataDir}: check DATA_DIR`);
  }
  const database = await openDatabase({ driver: 'pglite', dataDir, migrate: false });
  try {
    return await writeBackup(database, uploadDir, backupDir);
  } finally {
    await database.close();
  }
}

/** Deletes all but the newest `keep` scheduled backups in the folder; returns what it deleted. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const names = readdirSync(backupDir)
    .filter((name) => SCHEDULED_BACKUP_NAME.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) rmSync(join(backupDir, name));
  return old;
}

/** The newest complete archive in a folder, of any kind; undefined when there is none. */
export function newestBackup(
  backupDir: string,
): { file: string; at: Date; bytes: number } | undefined {
  if (!existsSync(backupDir)) return undefined;
  const archives = readdirSync(backupDir)
    .filter((name) => ANY_BACKUP_NAME.test(name))
    .map((name) => {
      const file = join(backupDir, name);
      const { mtime, size } = statSync(file);
      return { file, at: mtime, bytes: size };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return archives.at(-1);
}

const isEmptyOrMissing = (folder: string) =>
  !existsSync(folder) || readdirSync(folder).length === 0;

function readManifest(folder: string): BackupManifest {
  const path = join(folder, MANIFEST_FILE);
  if (!existsSync(path)) throw new BackupError('This archive has no manifest: not a Jono backup');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT) {
    throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  }
  return manifest;
}

/** A backup from newer code would meet a schema this code cannot run against. */
function checkSchema(manifest: BackupManifest, known: MigrationEntry[]) {
  const { migrations, latest } = manifest.schema;
  if (migrations > known.length) {
    throw new BackupError(
      `The backup's schema (${migrations} migrations, up to ${latest}) is newer than this code knows (${known.length}); restore it with the newer version of Jono`,
    );
  }
  if (known[migrations - 1]?.tag !== latest) {
    throw new BackupError(
      `The backup's schema ends with ${latest}, which this code does not have at that place`,
    );
  }
}

/**
 * Restores an archive into an empty data folder (and upload folder). It refuses a folder
 * with anything in it, so a restore never mixes with or overwrites a database.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  uploadDir: string,
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`No backup at ${archive}`);
  for (const folder of [dataDir, uploadDir]) {
    if (!isEmptyOrMissing(folder)) {
      throw new BackupError(
        `${folder} is not empty; restore into an empty folder (move the old one aside first)`,
      );
    }
  }
  const unpacked = mkdtempSync(join(tmpdir(), 'jono-restore-'));
  try {
    // An archive is data, not instructions: only plain files and folders come out of it (a
    // link could point a served upload at a secret), and a secret's name is a bare file name.
    await tar.x({
      file: archive,
      cwd: unpacked,
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
    const manifest = readManifest(unpacked);
    for (const name of manifest.secrets) {
      const source = join(unpacked, SECRETS_FOLDER, name);
      if (basename(name) !== name || !existsSync(source) || !lstatSync(source).isFile()) {
        throw new BackupError(`The archive's secret ${JSON.stringify(name)} is not a plain file`);
      }
    }
    checkSchema(manifest, knownMigrations());
    mkdirSync(dataDir, { recursive: true });
    const dump = new Blob([readFileSync(join(unpacked, DATABASE_FILE))], {
      type: 'application/x-gzip',
    });
    const client = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: dump });
    await client.close();
    for (const name of manifest.secrets) {
      cpSync(join(unpacked, SECRETS_FOLDER, name), join(dataDir, name));
      chmodSync(join(dataDir, name), 0o600);
    }
    const uploads = join(unpacked, UPLOADS_FOLDER);
    if (existsSync(uploads)) cpSync(uploads, uploadDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
