import pg from 'pg';

/**
 * On PostgreSQL (DATABASE_URL set) every run gets a fresh database, dropped afterwards,
 * so runs never see each other's rows. On PGlite each worker opens an in-memory database.
 */
export default async function setup() {
  // Runs may share one Redis: keep each run's rate-limit counters apart.
  process.env.RATE_LIMIT_PREFIX = `anet-rl-test-${process.pid}-${Date.now()}`;
  const base = process.env.DATABASE_URL;
  if (!base) {
    process.env.DATA_DIR = 'memory://';
    return;
  }
  const name = `anet_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    const { closeDb } = await import('@/lib/db/client');
    await closeDb();
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
