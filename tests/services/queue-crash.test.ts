import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { conversionHistory, conversions, jobs, jobTasks } from '@/lib/db/schema';
import { createScratchDatabase } from '../support/scratch-database';
import { spawnQueueWorker } from '../support/queue-worker-process';

/**
 * kill -9 while a 10,000-item bulk update runs: after a restart the job completes, every
 * conversion is updated exactly once, and the job's counts are right. The processes run
 * scripts/queue-crash-worker.ts on their own database: a PGlite data directory, or (when
 * DATABASE_URL is set) a PostgreSQL database made for this test, so no other test's queue
 * workers can take part.
 */

const ITEMS = 10_000;

interface Progress {
  done: number;
  total: number;
  status: string;
}

describe('queue crash: kill -9 mid-job, restart, exactly once', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it(`completes a ${ITEMS}-item bulk update killed with SIGKILL midway, each item applied once`, async () => {
    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase('anet_crash');
      env = { DATABASE_URL: scratch.url, DATA_DIR: '' };
      cleanups.push(scratch.drop);
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-crash-'));
      env = { DATA_DIR: dir, DATABASE_URL: '' };
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }

    // First process: seeds the job, starts the queue, and is killed between 20% and 80% of the items.
    const t0 = Date.now();
    const first = spawnQueueWorker(['seed-work', String(ITEMS)], env);
    let jobId: number | undefined;
    let seeded = t0;
    let atKill: Progress | undefined;
    for await (const line of first.lines) {
      const p = JSON.parse(line) as Progress & { jobId?: number };
      if (p.jobId !== undefined) {
        jobId = p.jobId;
        seeded = Date.now();
        continue;
      }
      if (p.done >= ITEMS * 0.2) {
        first.child.kill('SIGKILL');
        atKill = p;
        break;
      }
    }
    await first.exited;
    const killed = Date.now();
    expect(atKill, first.stderr()).toBeDefined();
    expect(atKill!.done).toBeLessThan(ITEMS * 0.8);

    // Second worker: resumes the job after the restart and finishes it.
    const second = spawnQueueWorker(['work'], env);
    let last: Progress | undefined;
    for await (const line of second.lines) last = JSON.parse(line) as Progress;
    expect(await second.exited, second.stderr()).toBe(0);
    const finished = Date.now();
    expect(last).toMatchObject({ status: 'complete', done: ITEMS, total: ITEMS });

    // Check the effects from the database itself.
    let handle: DbHandle | undefined;
    try {
      handle = await openDatabase({ ...process.env, ...env });
      const db = handle.db;
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId!));
      expect(job).toMatchObject({
        status: 'complete',
        itemTotalCount: ITEMS,
        itemSuccessCount: ITEMS,
        itemErrorCount: 0,
      });
      const [tasks] = await db
        .select({
          complete: sql<number>`count(*) filter (where ${jobTasks.status} = 'complete')::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(jobTasks)
        .where(eq(jobTasks.jobId, jobId!));
      expect(tasks).toEqual({ complete: ITEMS, all: ITEMS });
      const [approved] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversions)
        .where(eq(conversions.status, 'approved'));
      expect(approved!.n).toBe(ITEMS);
      // Exactly once: one history row per conversion from this job's tasks, one per task.
      const perConversion = await db
        .select({
          times: sql<number>`count(*)::int`,
          conversions: sql<number>`count(distinct ${conversionHistory.conversionId})::int`,
        })
        .from(conversionHistory)
        .where(sql`${conversionHistory.taskId} is not null`);
      expect(perConversion[0]).toEqual({ times: ITEMS, conversions: ITEMS });
      const [duplicates] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(
          sql`(select conversion_id from conversion_history where task_id is not null group by conversion_id having count(*) > 1) d`,
        );
      expect(duplicates!.n).toBe(0);
    } finally {
      await handle?.close();
    }
    const timings = {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      items: ITEMS,
      seedSeconds: (seeded - t0) / 1000,
      doneAtKill: atKill!.done,
      secondsToKill: (killed - seeded) / 1000,
      secondsToFinishAfterRestart: (finished - killed) / 1000,
      totalSeconds: (finished - t0) / 1000,
      duplicates: 0,
    };
    process.stdout.write(`crash test: ${JSON.stringify(timings)}\n`);
  }, 180_000);
});
