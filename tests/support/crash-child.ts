import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getDb, openDatabase, type Db } from '@/lib/db/client';

/**
 * The harness of the kill -9 tests: a fixture script run as a child process (killed with
 * SIGKILL once `killWhen` says so, from what it printed), and the database the children and
 * the test share (the test's PostgreSQL, or an embedded one in a directory of its own).
 */
export function runFixture(
  fixture: string,
  env: NodeJS.ProcessEnv,
  killWhen: ((out: string) => boolean) | null,
): Promise<{ out: string; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...env, LOG_LEVEL: 'silent', QUEUE_WORKERS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (killWhen?.(out) && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 || killed ? resolve({ out, killed }) : reject(new Error(`child failed: ${err}`)),
    );
  });
}

export function crashDatabase(prefix: string) {
  const usePostgres = Boolean(process.env.DATABASE_URL);
  const dataDir = usePostgres ? '' : mkdtempSync(path.join(tmpdir(), prefix));
  const env: NodeJS.ProcessEnv = usePostgres
    ? { ...process.env }
    : { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
  const read = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    if (usePostgres) return fn(await getDb());
    const handle = await openDatabase({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      return await fn(handle.db);
    } finally {
      await handle.close();
    }
  };
  const cleanup = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, read, cleanup };
}

/**
 * Like crashDatabase, but on PostgreSQL a database of its own, created here and dropped by
 * cleanup: for the crash tests whose work goes through the job queue, which the other test
 * process's queue workers would otherwise take from the shared database (and do with their own
 * settings, such as no SMTP server).
 */
export async function isolatedCrashDatabase(prefix: string) {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const local = crashDatabase(prefix);
    return { ...local, cleanup: async () => local.cleanup() };
  }
  const name = `${prefix.replace(/[^a-z0-9]/gi, '_')}${process.pid}_${Date.now()}`.toLowerCase();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url.toString() };
  const read = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const handle = await openDatabase(env);
    try {
      return await fn(handle.db);
    } finally {
      await handle.close();
    }
  };
  const cleanup = () => admin(`drop database if exists "${name}" with (force)`);
  return { env, read, cleanup };
}
