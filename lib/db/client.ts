import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config, configFrom, type Config, type Env } from '@/lib/config';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import * as schema from './schema';
import { noteDatabaseError, setDatabaseProbe } from './health';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { giveEventLoopTurns } from './pglite-turns';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs: a directory, memory, or the server's host/database. */
  location: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
// Any constant works; it only has to be the same in every instance that migrates.
const MIGRATION_LOCK_KEY = 727_001;

async function openPostgres(url: string, poolSize: number): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
  });
  // An idle connection the server drops (a restart, an outage) is reported here; without a
  // listener it would be an uncaught exception. The pool opens a new one for the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    logger.warn({ error: error.name, code: error.code }, 'idle database connection lost');
    noteDatabaseError(error);
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Several instances may start at once; the advisory lock serialises their migrations.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
  const u = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `${u.hostname}:${u.port || 5432}${u.pathname}`,
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let lock: DataDirLock | undefined;
  if (!inMemory) lock = await lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(inMemory ? undefined : dataDir);
    giveEventLoopTurns(client);
    const pgliteDb = drizzle(client, { schema });
    await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      location: inMemory ? 'memory' : path.resolve(dataDir),
      async close() {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/**
 * Opens the configured database and applies pending migrations; scripts, bench and tests may
 * pass another environment (DATABASE_URL, DATA_DIR, DATABASE_POOL_SIZE) to open another one.
 */
export function openDatabase(env?: Env): Promise<DbHandle> {
  const settings: Config['database'] = env ? configFrom(env).database : config().database;
  if (settings.url) return openPostgres(settings.url, settings.poolSize);
  return openPglite(settings.dataDir);
}

const holder = processSingleton('database', () => ({
  handle: undefined as Promise<DbHandle> | undefined,
}));

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.handle) {
    holder.handle = openDatabase();
    holder.handle.catch(() => {
      holder.handle = undefined;
    });
  }
  return holder.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

setDatabaseProbe(async () => (await getDb()).execute(sql`select 1`));

export async function closeDb(): Promise<void> {
  const pending = holder.handle;
  holder.handle = undefined;
  if (pending) await (await pending).close();
}
