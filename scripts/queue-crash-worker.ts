/**
 * A process for the queue crash test (tests/services/queue-crash.test.ts), on the database
 * of DATA_DIR or DATABASE_URL like the server:
 *   seed COUNT   a network, a campaign with COUNT pending conversions, and a bulk job approving
 *                them all (accepted, not yet worked); prints {"jobId", ...} and exits
 *   work         starts the queue like the server, prints {"ready": pid}, then the job's
 *                progress every 50 ms ({"done", "total", "status"}) until it is complete, and exits
 *   seed-work COUNT   both in one process (one database start less)
 * The crash test kills the first worker with SIGKILL mid-job and starts a `work` process; the
 * failover test (tests/services/queue-failover.test.ts) runs two `work` processes and kills the
 * one working the job.
 */
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { startQueue, stopQueue } from '@/lib/queue';
import { createNetwork } from '@/lib/services/networks';
import { principalForUser } from '@/lib/services/users';
import { startBulkUpdate } from '@/lib/services/conversions';

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function seed(count: number) {
  const db = await getDb();
  const network = await createNetwork(db, {
    name: `Crash ${Date.now()}`,
    email: `crash-${Date.now()}@test.example`,
    password: 'correct horse battery',
  });
  const networkId = network.networkId;
  const [brand] = await db
    .insert(t.brands)
    .values({
      networkId,
      accountName: 'crash-brand',
      companyName: 'Crash Ltd',
      address1: '1 Road',
      postcode: 'AB1',
      country: 'GB',
      phone: '0',
      signupIp: '127.0.0.1',
    })
    .returning();
  const [campaign] = await db
    .insert(t.campaigns)
    .values({
      networkId,
      brandId: brand!.id,
      title: 'Crash campaign',
      destinationUrl: 'https://shop.example',
      defaultCommissionRate: '10.0000',
      defaultCurrency: 'GBP',
    })
    .returning();
  const [partner] = await db
    .insert(t.partners)
    .values({
      networkId,
      accountName: 'crash-partner',
      contactEmail: 'p@test.example',
      networkStatus: 'a',
      promotionalMethod: 1,
      vertical: 1,
      signupIp: '127.0.0.1',
    })
    .returning();
  await db.insert(t.participations).values({
    networkId,
    campaignId: campaign!.id,
    partnerId: partner!.id,
    status: 'a',
    approvedAt: new Date(),
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
      networkId,
      campaignId: campaign!.id,
      partnerId: partner!.id,
      conversionReference: `crash-${i + j + 1}`,
      currency: 'GBP',
      value: `${i + j + 1}.00`,
      commission: `${(i + j + 1) / 10}`,
      commissionCurrency: 'GBP',
      conversionTime: new Date(),
    }));
    ids.push(
      ...(await db.insert(t.conversions).values(rows).returning({ id: t.conversions.id })).map(
        (r) => r.id,
      ),
    );
  }
  const principal = await principalForUser(db, network.userId, 'system');
  const job = await startBulkUpdate(db, principal!, campaign!.id, {
    conversions: Object.fromEntries(ids.map((id) => [String(id), { status: 'approved' as const }])),
    job_reference: 'crash-test',
  });
  print({ jobId: job.id, campaignId: campaign!.id, networkId, count: ids.length });
}

async function work() {
  const db = await getDb();
  await startQueue({
    pollingIntervalSeconds: 0.5,
    chunkSize: Number(process.env.CRASH_CHUNK_SIZE ?? 250),
  });
  print({ ready: process.pid });
  for (;;) {
    const [job] = await db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.type, 'conversion_bulk_update'))
      .orderBy(t.jobs.id);
    if (job) {
      print({
        done: job.itemSuccessCount + job.itemErrorCount,
        total: job.itemTotalCount,
        status: job.status,
      });
      if (job.status === 'complete' || job.status === 'failed') break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stopQueue();
  await closeDb();
}

const [mode, arg] = process.argv.slice(2);
const runs: Record<string, () => Promise<void>> = {
  seed: () => seed(Number(arg ?? 10_000)).then(() => closeDb()),
  work,
  'seed-work': () => seed(Number(arg ?? 10_000)).then(work),
};
const run = runs[mode ?? '']
  ? runs[mode!]!()
  : Promise.reject(new Error('usage: seed COUNT | work | seed-work COUNT'));
run.then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
