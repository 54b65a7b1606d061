import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { getDb, getDbHandle } from '@/lib/db/client';
import { jobs, jobTasks } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { pgliteExecutor, QUEUE_NAME, startQueue, stopQueue } from '@/lib/queue';
import {
  beatJob,
  insertJob,
  runJob,
  setJobDispatcher,
  type ChunkHandler,
} from '@/lib/services/jobs';
import { runBulkUpdate } from '@/lib/services/conversions';
import { makeNetwork } from '../support/harness';
import {
  bulk,
  conversionSetup,
  historyCountsOfJob,
  seedConversions,
  waitForJob,
} from '../support/conversions';

describe('pg-boss on PGlite (db.executeSql adapter)', () => {
  it('installs its schema (multi-statement scripts via exec) and sends, works and completes a job', async () => {
    const client = await PGlite.create();
    const boss = new PgBoss({
      db: pgliteExecutor(client),
      schedule: false,
      supervise: true,
      migrate: true,
    });
    try {
      await boss.start();
      expect(await boss.isInstalled()).toBe(true);
      await boss.createQueue('probe');
      const seen: unknown[] = [];
      await boss.work('probe', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        seen.push(job!.data);
      });
      const id = await boss.send('probe', { hello: 'world' });
      for (let i = 0; i < 100 && !seen.length; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([{ hello: 'world' }]);
      for (let i = 0; i < 50; i++) {
        if ((await boss.getJobById('probe', id!))?.state === 'completed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await boss.getJobById('probe', id!))?.state).toBe('completed');
      await boss.maintain();
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await client.close();
    }
  });
});

describe('the job queue', () => {
  beforeAll(() => configureRateLimit({ points: 1_000_000, windowSeconds: 60 }));
  afterAll(async () => {
    await stopQueue();
    configureRateLimit({ points: 600, windowSeconds: 60 });
  });

  it('runs a job accepted while no queue was running once the queue starts (restart resume)', async () => {
    await stopQueue();
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 5);
    const accepted = await bulk(net.auth, s.campaignId, {
      conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
    });
    expect(accepted.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    const db = await getDb();
    const [pending] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(accepted.json.data.id)));
    // On PostgreSQL the test files share one database, and another file's queue workers may take
    // the job first (which is the multi-instance behaviour); on PGlite each file has its own.
    if (!process.env.DATABASE_URL) expect(pending!.status).toBe('created');
    await startQueue({ pollingIntervalSeconds: 0.5 });
    const done = await waitForJob(net.auth, accepted.json.data.id);
    expect(done.data).toMatchObject({ status: 'complete', item_success_count: 5 });
  });

  it('resends an unfinished job whose message was lost (the sweep)', async () => {
    await stopQueue();
    await startQueue({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 500 });
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 3);
    const accepted = await bulk(net.auth, s.campaignId, {
      conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'rejected' }])),
    });
    // Lose the message: delete it from pg-boss before a worker takes it (or after; both end the same).
    const boss = await startQueue();
    await boss
      .getDb()
      .executeSql(`delete from pgboss.job where name = $1 and data->>'jobId' = $2`, [
        QUEUE_NAME,
        accepted.json.data.id,
      ]);
    const done = await waitForJob(net.auth, accepted.json.data.id, 30_000);
    expect(done.data).toMatchObject({ status: 'complete', item_success_count: 3 });
    expect([...(await historyCountsOfJob(accepted.json.data.id)).values()]).toEqual([1, 1, 1]);
  });

  it('resumes a job whose worker died (its heartbeat stopped) long before its message expires', async () => {
    await stopQueue();
    const boss = await startQueue({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 500 });
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 3);
    const db = await getDb();
    // Instead of the queue: a worker takes the job's message and dies two minutes ago. Its
    // message stays active (pg-boss would redeliver it 15 minutes after it was taken) and the
    // job's heartbeat stops.
    let lost: string | null = null;
    setJobDispatcher(async (job) => {
      await beatJob(db, job.id, 'gone-host:1');
      lost = await boss.send(QUEUE_NAME, { jobId: job.id, type: job.type }, { startAfter: 3600 });
      await boss
        .getDb()
        .executeSql(
          `update pgboss.job set state = 'active', started_on = now() - interval '2 minutes' where name = $1 and id = $2`,
          [QUEUE_NAME, lost],
        );
      await db
        .update(jobs)
        .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
        .where(eq(jobs.id, job.id));
    });
    try {
      const accepted = await bulk(net.auth, s.campaignId, {
        conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
      });
      expect(accepted.status).toBe(202);
      const jobId = accepted.json.data.id;
      const done = await waitForJob(net.auth, jobId, 15_000);
      expect(done.data).toMatchObject({ status: 'complete', item_success_count: 3 });
      expect([...(await historyCountsOfJob(jobId)).values()]).toEqual([1, 1, 1]);
      // The dead worker's message is closed, not delivered again when it expires.
      expect((await boss.getJobById(QUEUE_NAME, lost!))?.state).toBe('completed');
    } finally {
      await stopQueue(); // and with it the stand-in dispatcher
    }
  });

  it('two workers on the same job apply each task once', async () => {
    await stopQueue();
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const { ids } = await seedConversions(net, s.campaignId, s.publisherId, 700);
    const accepted = await bulk(net.auth, s.campaignId, {
      conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' }])),
    });
    const jobId = Number(accepted.json.data.id);
    const db = await getDb();
    const results = await Promise.all([
      runBulkUpdate(db, jobId, { chunkSize: 50 }),
      runBulkUpdate(db, jobId, { chunkSize: 70 }),
      runBulkUpdate(db, jobId),
    ]);
    expect(results.reduce((n, r) => n + r.processed, 0)).toBe(700);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'complete', itemSuccessCount: 700, itemErrorCount: 0 });
    const counts = await historyCountsOfJob(String(jobId));
    expect(counts.size).toBe(700);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Running it again does nothing.
    expect(await runBulkUpdate(db, jobId)).toEqual({ finished: true, processed: 0 });
  });

  it('isolates a task whose transaction throws: it fails with an internal error, the others complete', async () => {
    const net = await makeNetwork();
    const db = await getDb();
    const job = await db.transaction((tx) =>
      insertJob(
        tx,
        {
          networkId: net.networkId,
          type: 'test_job',
          reference: null,
          createdBy: null,
          brandId: null,
          campaignId: null,
        },
        [{ n: 1 }, { n: 2, boom: true }, { n: 3 }],
      ),
    );
    const handler: ChunkHandler = async (_tx, _job, tasks) => {
      if (tasks.some((t) => (t.input as { boom?: boolean }).boom)) throw new Error('boom');
      return tasks.map((t) => ({
        status: 'complete',
        result: { n: (t.input as { n: number }).n },
      }));
    };
    const result = await runJob(db, job.id, handler);
    expect(result.finished).toBe(true);
    const tasks = await db
      .select()
      .from(jobTasks)
      .where(eq(jobTasks.jobId, job.id))
      .orderBy(jobTasks.id);
    expect(tasks.map((t) => t.status)).toEqual(['complete', 'failed', 'complete']);
    expect(tasks[1]!.error).toMatchObject({ kind: 'internal' });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'complete', itemSuccessCount: 2, itemErrorCount: 1 });
    // A job whose every task failed ends failed.
    const allBad = await db.transaction((tx) =>
      insertJob(
        tx,
        {
          networkId: net.networkId,
          type: 'test_job',
          reference: null,
          createdBy: null,
          brandId: null,
          campaignId: null,
        },
        [{ boom: true }],
      ),
    );
    await runJob(db, allBad.id, handler);
    const [failed] = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, allBad.id));
    expect(failed!.status).toBe('failed');
  });

  it('uses the server database: pg-boss keeps its tables in the pgboss schema beside ours', async () => {
    await startQueue({ pollingIntervalSeconds: 0.5 });
    const handle = await getDbHandle();
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from pgboss.queue where name = ${QUEUE_NAME}`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(1);
  });
});
