import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { createQueueOnce } from '@/lib/queue/create-queue';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { conversionHistory, jobs } from '@/lib/db/schema';
import { createScratchDatabase } from '../support/scratch-database';
import { spawnQueueWorker } from '../support/queue-worker-process';

/**
 * Two instances work one queue; the one working a 10,000-item bulk update is killed with
 * SIGKILL. The other resumes the job within a minute (its heartbeat stops; without one the
 * dead worker's queue message would hold the job until it expires, 15 minutes by default),
 * finishes it, and no item is applied twice. Default settings; its own PostgreSQL database, so
 * no other test file's queue takes part. PostgreSQL only: the embedded database allows one
 * process.
 */

const ITEMS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('queue failover between instances', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it.runIf(process.env.DATABASE_URL)(
    'instances starting at once on a fresh database all create their queues',
    async () => {
      // pg-boss 10 alone: one of two deadlocked in 4 of 5 fresh databases.
      for (let round = 0; round < 4; round += 1) {
        const scratch = await createScratchDatabase('anet_queue_start');
        const bosses = [0, 1, 2].map(
          () =>
            new PgBoss({
              connectionString: scratch.url,
              schedule: false,
              supervise: false,
              max: 2,
            }),
        );
        try {
          const started = await Promise.allSettled(
            bosses.map(async (boss) => {
              await boss.start();
              await createQueueOnce(boss, 'anet-jobs');
              await createQueueOnce(boss, 'anet-webhooks', {
                name: 'anet-webhooks',
                policy: 'short',
              });
            }),
          );
          expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
            'ok',
            'ok',
            'ok',
          ]);
        } finally {
          await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
          await scratch.drop();
        }
      }
    },
    60_000,
  );

  it.runIf(process.env.DATABASE_URL)(
    "another instance resumes a killed instance's job within a minute, each item applied once",
    async () => {
      const scratch = await createScratchDatabase('anet_failover');
      cleanups.push(scratch.drop);
      const env = { DATABASE_URL: scratch.url, DATA_DIR: '' };

      // Both instances run before the job exists, so neither takes it at start.
      const instances = [spawnQueueWorker(['work'], env), spawnQueueWorker(['work'], env)];
      cleanups.push(async () => instances.forEach((i) => i.child.kill('SIGKILL')));
      await Promise.all(
        instances.map(async (i) => {
          for await (const line of i.lines) if ('ready' in JSON.parse(line)) return;
          throw new Error(`instance did not start: ${i.stderr()}`);
        }),
      );
      const seeder = spawnQueueWorker(['seed', String(ITEMS)], env);
      let jobId = 0;
      for await (const line of seeder.lines) jobId = (JSON.parse(line) as { jobId: number }).jobId;
      expect(await seeder.exited, seeder.stderr()).toBe(0);

      let handle: DbHandle | undefined;
      try {
        handle = await openDatabase({ ...process.env, ...env });
        const db = handle.db;
        const read = async () => {
          const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
          return { ...job!, done: job!.itemSuccessCount + job!.itemErrorCount };
        };
        const pidOf = (worker: string | null) => Number(worker?.split(':').pop());

        // Kill the instance working the job once it is under way (the sweep sends the job
        // within QUEUE_HEARTBEAT_SECONDS).
        let job = await read();
        for (let i = 0; i < 600 && !(job.done >= 1_000 && job.worker); i += 1) {
          await sleep(50);
          job = await read();
        }
        const victim = instances.find((i) => i.child.pid === pidOf(job.worker));
        expect(victim, `job worked by ${job.worker}, not by either instance`).toBeDefined();
        victim!.child.kill('SIGKILL');
        await victim!.exited;
        const killedAt = Date.now();
        const atKill = (await read()).done;
        expect(atKill, 'the job finished before the kill; make it bigger').toBeLessThan(ITEMS);
        const survivor = instances.find((i) => i !== victim)!;

        // The survivor resumes the job: progress moves on, in its name.
        let resumedAt = 0;
        for (;;) {
          job = await read();
          if (!resumedAt && job.done > atKill) resumedAt = Date.now();
          if (job.status === 'complete' || Date.now() - killedAt > 90_000) break;
          await sleep(100);
        }
        const resumeSeconds = resumedAt ? (resumedAt - killedAt) / 1000 : Infinity;
        console.log(
          `queue failover: killed at ${atKill}/${ITEMS} items; the other instance resumed after ${resumeSeconds} s and finished ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
        );
        expect(resumeSeconds).toBeLessThan(60);
        expect(pidOf(job.worker)).toBe(survivor.child.pid);
        expect(job).toMatchObject({
          status: 'complete',
          itemTotalCount: ITEMS,
          itemSuccessCount: ITEMS,
          itemErrorCount: 0,
        });
        // Exactly once: one history row per conversion, from this job's tasks.
        const [history] = await db
          .select({
            rows: sql<number>`count(*)::int`,
            conversions: sql<number>`count(distinct ${conversionHistory.conversionId})::int`,
          })
          .from(conversionHistory)
          .where(sql`${conversionHistory.taskId} is not null`);
        expect(history).toEqual({ rows: ITEMS, conversions: ITEMS });
      } finally {
        instances.forEach((i) => i.child.kill('SIGKILL'));
        await Promise.all(instances.map((i) => i.exited));
        await handle?.close();
      }
    },
    180_000,
  );
});
