import { afterAll, beforeAll } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import * as recordRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/route';
import * as bulkRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/bulk/route';
import * as jobRoute from '@/app/(api)/v3/jobs/[jobID]/route';
import * as reportRoute from '@/app/(api)/reporting/report_publisher/publisher/[publisher_id]/conversion/route';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { conversionHistory, conversions, jobTasks } from '@/lib/db/schema';
import { startQueue, stopQueue } from '@/lib/queue';
import { call, type TestNetwork } from './harness';
import { approvedPartner, brandWithCampaign, requestOne, uid } from './campaigns';

/**
 * For files that record sales on fixed dates (2024, for their report ranges): the widest sale
 * window, so those dates stay inside it (docs/jobs-and-conversions.md#sale-limits).
 */
export function allowDatedSales() {
  beforeAll(() => overrideConfigForTests({ CONVERSION_MAX_AGE_DAYS: '36500' }));
  afterAll(() => resetConfigForTests('CONVERSION_MAX_AGE_DAYS'));
}

/** Starts the job queue (fast polling) and lifts the rate limit for the file; undoes both after it. */
export function useQueue() {
  beforeAll(async () => {
    configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
    await startQueue({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 2_000 });
  });
  afterAll(async () => {
    await stopQueue();
    configureRateLimit({ points: 600, windowSeconds: 60 });
  });
}

/**
 * A brand (with a granted brand user), its campaign (auto-approving, 7.5% by default) and a
 * partner user approved on it.
 */
export async function conversionSetup(
  net: TestNetwork,
  campaignOverrides: Record<string, unknown> = {},
) {
  const { brand, brandUser, campaign } = await brandWithCampaign(net, {
    auto_approve_publisher: 'y',
    ...campaignOverrides,
  });
  const partner = await approvedPartner(net);
  const res = await requestOne(partner.auth, partner.partnerId, campaign);
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${res.text}`);
  return {
    brand,
    brandUser,
    campaign,
    partner,
    campaignId: campaign.campaign_id,
    publisherId: partner.partnerId,
  };
}

export const record = (auth: string, campaignId: string, body: unknown) =>
  call(recordRoute, `/v3/brand/campaigns/${campaignId}/conversions`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

export const bulk = (auth: string, campaignId: string, body: unknown) =>
  call(bulkRoute, `/v3/brand/campaigns/${campaignId}/conversions/bulk`, {
    method: 'POST',
    auth,
    body,
    params: { campaignId },
  });

export const readJob = (auth: string, jobId: string) =>
  call(jobRoute, `/v3/jobs/${jobId}`, { auth, params: { jobID: jobId } });

/** Polls the job until it is complete or failed; returns its last v3 body. */
export async function waitForJob(auth: string, jobId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await readJob(auth, jobId);
    if (res.status !== 200) throw new Error(`job read failed: ${res.status} ${res.text}`);
    if (res.json.data.status === 'complete' || res.json.data.status === 'failed') return res.json;
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} did not finish: ${JSON.stringify(res.json.data)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const report = (auth: string, publisherId: string, query: string, suffix = '') =>
  call(
    reportRoute,
    `/reporting/report_publisher/publisher/${publisherId}/conversion${suffix}?${query}`,
    { auth, params: { publisher_id: publisherId } },
  );

/** Inserts conversions straight into the table (fast test data); value i+0.25 at 7.5% unless told. */
export async function seedConversions(
  net: TestNetwork,
  campaignId: string,
  publisherId: string,
  count: number,
  options: { rate?: string; currency?: string; time?: Date; prefix?: string } = {},
) {
  const db = await getDb();
  const prefix = options.prefix ?? `seed-${uid()}`;
  const rate = options.rate ?? '7.5';
  const rows = Array.from({ length: count }, (_, i) => {
    const value = `${i + 1}.25`;
    return {
      networkId: net.networkId,
      campaignId: Number(campaignId),
      partnerId: Number(publisherId),
      conversionReference: `${prefix}-${i + 1}`,
      currency: options.currency ?? 'GBP',
      value,
      commission: sql`round(${value}::numeric * ${rate}::numeric / 100, 4)`,
      commissionCurrency: options.currency ?? 'GBP',
      conversionTime: options.time ?? new Date(Date.UTC(2024, 0, 1, 12)),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(conversions)
      .values(rows.slice(i, i + 1000))
      .returning({ id: conversions.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return { ids, prefix };
}

/** History rows written by a job's tasks, per conversion id. */
export async function historyCountsOfJob(jobId: string): Promise<Map<number, number>> {
  const db = await getDb();
  const tasks = db
    .select({ id: jobTasks.id })
    .from(jobTasks)
    .where(eq(jobTasks.jobId, Number(jobId)));
  const rows = await db
    .select({ conversionId: conversionHistory.conversionId, n: sql<number>`count(*)::int` })
    .from(conversionHistory)
    .where(inArray(conversionHistory.taskId, tasks))
    .groupBy(conversionHistory.conversionId);
  return new Map(rows.map((r) => [r.conversionId, r.n]));
}

/** value x rate / 100 rounded half up to 4 decimals, summed, as text (exact, with BigInt). */
export function expectedCommissionTotal(values: string[], rate: string): string {
  const units = (v: string) => {
    const [w, f = ''] = v.split('.');
    return BigInt(w!) * 10_000n + BigInt((f + '0000').slice(0, 4));
  };
  const total = values.reduce(
    (sum, v) => sum + (units(v) * units(rate) + 500_000n) / 1_000_000n,
    0n,
  );
  return `${total / 10_000n}.${(total % 10_000n).toString().padStart(4, '0')}`;
}
