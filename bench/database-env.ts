import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface DatabaseEnv {
  env: Record<string, string>;
  label: string;
  cleanup: () => Promise<void>;
  /**
   * With `--keep NAME`: the data a previous run seeded and saved (see `save`), on a fresh copy
   * of its database; undefined when there was none (then seed, and call `save`).
   */
  reused?: unknown;
  /** With `--keep NAME`: saves the seeded database as the template later runs start from. */
  save?: (data: unknown) => Promise<void>;
}

async function admin<T>(base: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * The database a benchmark run uses: a temporary PGlite data directory by default; with
 * DATABASE_URL set, a fresh PostgreSQL database created beside the one named and dropped by
 * cleanup. With DATABASE_URL and `keep` (`--keep NAME`), the database NAME, kept afterwards:
 * once a run has seeded it and saved it (NAME_seeded, a template), later runs start from a copy
 * of that template instead of seeding again (the full payments world takes ~20 minutes to seed).
 */
export async function databaseEnv(keep?: string): Promise<DatabaseEnv> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    if (keep) throw new Error('--keep needs PostgreSQL: set DATABASE_URL');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-bench-'));
    return {
      env: { DATABASE_URL: '', DATA_DIR: dir },
      label: 'PGlite (embedded)',
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep))
    throw new Error(`--keep ${keep}: a database name of lower-case letters, digits and _`);
  const name = keep ?? `anet_bench_${Date.now()}`;
  const template = `${name}_seeded`;
  const serverVersion = await admin(base, async (c) => {
    if (keep) {
      await c.query(`drop database if exists ${name} with (force)`);
      const saved = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (saved.rowCount)
        await c.query(`create database ${name} template ${template} strategy = file_copy`);
      else await c.query(`create database ${name}`);
    } else await c.query(`create database ${name}`);
    return (await c.query('show server_version')).rows[0].server_version as string;
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  let reused: unknown;
  if (keep) {
    reused = await admin(env.DATABASE_URL, async (c) => {
      const has = await c.query(`select to_regclass('bench_saved') as t`);
      if (!has.rows[0].t) return undefined;
      return (await c.query('select data from bench_saved')).rows[0]?.data;
    });
  }
  return {
    env,
    label: `PostgreSQL ${serverVersion}`,
    reused,
    save: keep
      ? async (data) => {
          await admin(env.DATABASE_URL, async (c) => {
            await c.query('create table if not exists bench_saved (data jsonb not null)');
            await c.query('delete from bench_saved');
            await c.query('insert into bench_saved (data) values ($1)', [JSON.stringify(data)]);
          });
          await admin(base, async (c) => {
            await c.query(`drop database if exists ${template}`);
            await c.query(`create database ${template} template ${name} strategy = file_copy`);
          });
          process.stdout.write(`saved the seeded database as ${template}\n`);
        }
      : undefined,
    cleanup: keep
      ? async () => undefined
      : async () => {
          await admin(base, (c) => c.query(`drop database if exists ${name} with (force)`));
        },
  };
}
