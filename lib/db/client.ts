import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
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

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
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

/** Opens the configured database and applies pending migrations. */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DbHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR || './.data');
}

// One handle per process, kept on globalThis because Next.js may load this module
// once per route bundle.
const holder = globalThis as typeof globalThis & { __anetDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__anetDb) {
    holder.__anetDb = openDatabase();
    holder.__anetDb.catch(() => {
      holder.__anetDb = undefined;
    });
  }
  return holder.__anetDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__anetDb;
  holder.__anetDb = undefined;
  if (pending) await (await pending).close();
}
