import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { seedDemoNetwork } from '@/lib/services/demo';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * `npm run admin -- backup FILE` and `restore FILE` on the configured kind of database (PGlite
 * without DATABASE_URL, PostgreSQL with it): a database with the demo network, backed up and
 * restored into an empty one, has the same rows in every table (count and digest per table).
 * Restoring into a database that holds data is refused and changes nothing, unless --force.
 */

type Env = Record<string, string>;

const cli = (args: string[], env: Env) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/admin.ts', ...args],
      { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Rows and an md5 of every row per table, of every schema but PostgreSQL's own. */
async function digest(env: Env): Promise<Record<string, { rows: number; md5: string }>> {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rows<{ name: string }>(sql`
      select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`);
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      const [d] = await rows<{ rows: number; md5: string }>(
        sql.raw(`select count(*)::int as rows,
          md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`),
      );
      out[name] = d!;
    }
    return out;
  } finally {
    await handle.close();
  }
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** An empty database of the configured kind, as the CLI's environment. */
async function emptyDatabase(): Promise<Env> {
  if (onPostgres) {
    const scratch = await createScratchDatabase('anet_backup');
    cleanups.push(scratch.drop);
    return { DATABASE_URL: scratch.url, DATA_DIR: '' };
  }
  const parent = mkdtempSync(path.join(os.tmpdir(), 'anet-backup-'));
  cleanups.push(async () => rmSync(parent, { recursive: true, force: true }));
  return { DATABASE_URL: '', DATA_DIR: path.join(parent, 'data') };
}

describe('backup and restore (npm run admin)', () => {
  it('restores a backup of the demo network into an empty database with identical rows', async () => {
    const source = await emptyDatabase();
    const seeded = await openDatabase({ ...process.env, ...source });
    await seedDemoNetwork(seeded.db);
    await seeded.close();
    const before = await digest(source);
    const rowCount = Object.values(before).reduce((n, t) => n + t.rows, 0);
    expect(before['public.clicks']!.rows).toBeGreaterThan(1_000);
    expect(before['public.conversions']!.rows).toBeGreaterThan(100);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-backup-file-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, onPostgres ? 'anet.dump' : 'anet.tar.gz');
    const started = performance.now();
    const backup = await cli(['backup', file, '--json'], source);
    const backupMs = performance.now() - started;
    expect(backup.status, backup.stderr).toBe(0);
    expect(JSON.parse(backup.stdout)).toEqual({
      database: onPostgres ? 'postgres' : 'pglite',
      file,
      bytes: expect.any(Number),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Into the database it came from: refused, nothing changed.
    const refused = await cli(['restore', file], source);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/is not empty/);
    expect(await digest(source)).toEqual(before);

    const target = await emptyDatabase();
    const restoreStarted = performance.now();
    const restored = await cli(['restore', file, '--json'], target);
    const restoreMs = performance.now() - restoreStarted;
    expect(restored.status, restored.stderr).toBe(0);
    expect(await digest(target)).toEqual(before);

    // --force replaces what is there (PGlite keeps the replaced directory aside).
    const forced = await cli(['restore', file, '--force', '--json'], target);
    expect(forced.status, forced.stderr).toBe(0);
    if (!onPostgres) expect(existsSync(JSON.parse(forced.stdout).previous_data_dir)).toBe(true);
    expect(await digest(target)).toEqual(before);

    console.info(
      `backup: ${onPostgres ? 'postgres' : 'pglite'}, ${Object.keys(before).length} tables, ${rowCount} rows, ` +
        `${JSON.parse(backup.stdout).bytes} bytes; backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms (CLI start included)`,
    );
  }, 600_000); // the demo seed and five CLI processes: minutes on a busy 2-core machine
});
