import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * kill -9 under load: every redirect the server answered has its click row. A child process
 * serves the tracking paths as `npm start` does (tests/services/fixtures/tracking-click-server.ts),
 * on its own database; CONCURRENCY clients follow links until ANSWERED redirects came back, then
 * the child gets SIGKILL while more are in flight. Each answered clickref must be stored.
 */

const SCRIPT = path.join(
  process.cwd(),
  'tests',
  'services',
  'fixtures',
  'tracking-click-server.ts',
);
const ANSWERED = 400;
const CONCURRENCY = 16;

function get(port: number, target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
  });
}

describe('click durability', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('every redirect answered before kill -9 is a stored click', async () => {
    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase('anet_click_crash');
      env = { DATABASE_URL: scratch.url, DATA_DIR: '' };
      cleanups.push(scratch.drop);
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-click-crash-'));
      env = { DATA_DIR: dir, DATABASE_URL: '' };
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }

    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent', CLICK_FLOOD_LIMIT: '1000000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const ready = await new Promise<{ port: number; camref: string }>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += String(d);
        const match = /READY (\{.*\})/.exec(out);
        if (match) resolve(JSON.parse(match[1]!));
      });
      child.on('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
    });

    const answered: string[] = [];
    let killed = false;
    let failedAfterKill = 0;
    const client = async (n: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const res = await get(ready.port, `/click/camref:${ready.camref}/pubref:c${n}-${i}`);
          if (res.status !== 302) throw new Error(`answered ${res.status}`);
          answered.push(new URL(res.location!).searchParams.get('clickref')!);
          if (answered.length >= ANSWERED && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
          failedAfterKill += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => client(n)));
    await exited;
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED);

    let handle: DbHandle | undefined;
    try {
      handle = await openDatabase({ ...process.env, ...env });
      const stored = new Set<string>();
      for (let i = 0; i < answered.length; i += 500) {
        const rows = await handle.db
          .select({ clickref: clicks.clickref })
          .from(clicks)
          .where(inArray(clicks.clickref, answered.slice(i, i + 500)));
        for (const r of rows) stored.add(r.clickref);
      }
      const missing = answered.filter((ref) => !stored.has(ref));
      process.stdout.write(
        `click crash test: ${JSON.stringify({ answered: answered.length, failedAfterKill, missing: missing.length })}\n`,
      );
      expect(missing).toEqual([]);
    } finally {
      await handle?.close();
    }
  }, 180_000);
});
