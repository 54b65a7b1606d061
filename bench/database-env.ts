import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The database a benchmark run uses: a temporary PGlite data directory by default; with
 * DATABASE_URL set, a fresh PostgreSQL database created beside the one named and dropped by
 * cleanup.
 */
export async function databaseEnv(): Promise<{
  env: Record<string, string>;
  label: string;
  cleanup: () => Promise<void>;
}> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-bench-'));
    return {
      env: { DATABASE_URL: '', DATA_DIR: dir },
      label: 'PGlite (embedded)',
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `anet_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const serverVersion = await (async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const v = (await c.query('show server_version')).rows[0].server_version as string;
    await c.end();
    return v;
  })();
  return {
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL ${serverVersion}`,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
