/**
 * `npm run admin -- backup FILE` and `restore FILE [--force]` (scripts/admin.ts; how to use
 * them: docs/backups.md). PostgreSQL: pg_dump's custom format and pg_restore, which must be
 * installed (the client's major version at least the server's). PGlite: a gzipped tarball of
 * the data directory (PGlite's dumpDataDir, loaded back with its loadDataDir option), taken
 * while the server is stopped (the data directory lock enforces it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '@/lib/config';
import { lockDataDir } from '@/lib/db/data-dir-lock';

/** A refusal the operator can act on (exit code 2): nothing was written. */
export class BackupRefusal extends Error {}

type DatabaseSettings = Config['database'];

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
/** What --force replaces on PostgreSQL: the schemas the app's migrations and pg-boss create. */
const DROP_APP_SCHEMAS =
  'drop schema if exists drizzle, pgboss cascade; drop schema if exists public cascade; create schema public;';
/** Files our data directory lock keeps beside PGlite's own (lib/db/data-dir-lock.ts). */
const LOCK_FILES = new Set(['instance', 'instance.lock', 'instance.holder.json']);

export interface BackupResult {
  database: 'postgres' | 'pglite';
  file: string;
  bytes: number;
}

export interface RestoreResult {
  database: 'postgres' | 'pglite';
  file: string;
  /** PGlite with --force: where the data directory that was there before now is. */
  previous_data_dir?: string;
}

/** The URL without its password, and the password for PGPASSWORD (never on a command line). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} not found: install the PostgreSQL client tools`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes through a temporary file, so that a failed backup never replaces a good one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    // A backup holds everything the database does: readable by its owner only.
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
  return (await fs.stat(file)).size;
}

async function readMagic(file: string): Promise<Buffer> {
  let handle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    throw new BackupRefusal(`No backup file at ${file}`);
  }
  try {
    const buffer = Buffer.alloc(5);
    const { bytesRead } = await handle.read(buffer, 0, 5, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function expectKind(file: string, kind: 'postgres' | 'pglite'): Promise<void> {
  const magic = await readMagic(file);
  const isPostgres = magic.toString('latin1') === PG_DUMP_MAGIC;
  const isPglite = magic.subarray(0, 2).equals(GZIP_MAGIC);
  if (kind === 'postgres' && isPostgres) return;
  if (kind === 'pglite' && isPglite) return;
  const what = isPostgres
    ? 'a PostgreSQL backup (pg_dump)'
    : isPglite
      ? 'an embedded database (PGlite) backup'
      : 'not a backup this command made';
  throw new BackupRefusal(
    `${file} is ${what}; the configured database is ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded one (DATA_DIR)'}`,
  );
}

async function backupPostgres(url: string, file: string): Promise<number> {
  const { dbname, env } = connection(url);
  return writeAtomically(file, (partial) =>
    run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env),
  );
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function countRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  await expectKind(file, 'postgres');
  const existing = await countRelations(url);
  if (existing > 0 && !force) {
    const u = new URL(url);
    throw new BackupRefusal(
      `The database ${u.hostname}:${u.port || 5432}${u.pathname} is not empty (${existing} tables, views or sequences). ` +
        'Restore into an empty database (createdb), or pass --force to replace its schemas public, drizzle and pgboss.',
    );
  }
  // pg_restore turns the backup into SQL (all of it, before anything changes), which psql runs
  // in one transaction: with --force the app's schemas are dropped first (pg_restore --clean
  // cannot drop partitions' constraints), and a failure anywhere leaves the database as it was.
  const { dbname, env } = connection(url);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'anet-restore-'));
  try {
    const script = path.join(scratch, 'restore.sql');
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], env);
    await run(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        ...(force ? [`--command=${DROP_APP_SCHEMAS}`] : []),
        `--file=${script}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function dataDirEntries(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => !LOCK_FILES.has(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function backupPglite(dataDir: string, file: string): Promise<number> {
  const dir = path.resolve(dataDir);
  if (!(await dataDirEntries(dir)).includes('PG_VERSION'))
    throw new BackupRefusal(`No embedded database in ${dir} (DATA_DIR)`);
  const lock = await lockDataDir(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dir);
    try {
      const tarball = await client.dumpDataDir('gzip');
      return await writeAtomically(file, async (partial) =>
        fs.writeFile(partial, Buffer.from(await tarball.arrayBuffer())),
      );
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<string | undefined> {
  await expectKind(file, 'pglite');
  const dir = path.resolve(dataDir);
  let previous: string | undefined;
  if ((await dataDirEntries(dir)).length) {
    if (!force)
      throw new BackupRefusal(
        `The data directory ${dir} (DATA_DIR) is not empty. Restore into a new directory, or pass --force ` +
          'to move the current one aside and restore in its place.',
      );
    // Refuses while the server (or anything else) has the directory open.
    await (await lockDataDir(dir)).release();
    previous = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(dir, previous);
  }
  const lock = await lockDataDir(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const tarball = new Blob([await fs.readFile(file)]);
    const client = await PGlite.create(dir, { loadDataDir: tarball });
    await client.close();
  } finally {
    await lock.release();
  }
  return previous;
}

export async function backupDatabase(db: DatabaseSettings, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (db.url)
    return { database: 'postgres', file: target, bytes: await backupPostgres(db.url, target) };
  if (db.dataDir.startsWith('memory://'))
    throw new BackupRefusal('DATA_DIR is memory://: there is nothing on disk to back up');
  return { database: 'pglite', file: target, bytes: await backupPglite(db.dataDir, target) };
}

export async function restoreDatabase(
  db: DatabaseSettings,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (db.url) {
    await restorePostgres(db.url, source, options.force);
    return { database: 'postgres', file: source };
  }
  if (db.dataDir.startsWith('memory://'))
    throw new BackupRefusal('DATA_DIR is memory://: restore into a data directory on disk');
  const previous = await restorePglite(db.dataDir, source, options.force);
  return {
    database: 'pglite',
    file: source,
    ...(previous ? { previous_data_dir: previous } : {}),
  };
}
