import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, openDatabase, type Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

/**
 * kill -9 in the middle of a bulk status update (1,000s of partners, each with its
 * participations rejected too) leaves either all of it or none of it.
 */

// Large enough that the set-based update (about 0.3 s per 1,000 on PostgreSQL) is still running at the kill.
const PARTNERS = 5000;

function runChild(
  env: NodeJS.ProcessEnv,
  killAfterMs: number,
): Promise<{ networkId: number; finished: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'fixtures', 'bulk-status-child.ts')],
      {
        env: { ...env, PARTNERS: String(PARTNERS), LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let networkId = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready && !networkId) {
        networkId = Number(ready[1]);
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', () =>
      networkId
        ? resolve({ networkId, finished: out.includes('DONE') })
        : reject(new Error(`child failed: ${err}`)),
    );
  });
}

async function counts(db: Db, networkId: number) {
  const [rejected] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.partners)
    .where(and(eq(t.partners.networkId, networkId), eq(t.partners.networkStatus, 'r')));
  const [rejectedParticipations] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.participations)
    .where(and(eq(t.participations.networkId, networkId), eq(t.participations.status, 'r')));
  const [changes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.partnerStatusChanges)
    .where(
      and(
        eq(t.partnerStatusChanges.networkId, networkId),
        eq(t.partnerStatusChanges.toStatus, 'r'),
      ),
    );
  return { partners: rejected!.n, participations: rejectedParticipations!.n, changes: changes!.n };
}

describe('durability', () => {
  it('kill -9 during a bulk status update applies all of it or none of it', async () => {
    const usePostgres = Boolean(process.env.DATABASE_URL);
    const dataDir = usePostgres ? '' : mkdtempSync(path.join(tmpdir(), 'anet-durability-'));
    try {
      const env = usePostgres
        ? { ...process.env }
        : { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
      const { networkId, finished } = await runChild(env, 300);
      const handle = usePostgres
        ? null
        : await openDatabase({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir });
      const db = handle ? handle.db : await getDb();
      const after = await counts(db, networkId);
      await handle?.close();
      console.log(
        `durability: killed ${finished ? 'after' : 'during'} the update; rejected partners ${after.partners}/${PARTNERS}, participations ${after.participations}, history rows ${after.changes}`,
      );
      expect(finished, 'the update finished before the kill; make it bigger').toBe(false);
      expect([0, PARTNERS]).toContain(after.partners);
      expect(after.participations).toBe(after.partners * 5);
      expect(after.changes).toBe(after.partners);
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
