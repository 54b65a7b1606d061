import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { ensureClickMonths } from './tracking/partitions';
import { clickSecret, ipDigest } from './tracking/ip-digest';
import { floodCountRows } from './tracking/flood-counts';
import { trackingSettings } from './tracking/settings';
import { seedDemoImpressions } from './demo-impressions';
import { seedDemoSales, type DemoCampaign, type DemoClick } from './demo-sales';
import { DEMO_DAYS, EXTRA_APPROVED, demoRandom, draftClicks, type Draft } from './demo-clicks';

/**
 * 90 days of demo clicks, impressions and sales for the demo network (lib/services/demo.ts), so
 * every chart and report has a shape: weekday/weekend and time-of-day variation, a growth trend,
 * invalid clicks with the verdicts the redirect gives (bots, self clicks, partners not approved),
 * floods counted past the flood limit instead of stored (click_flood_counts), the impressions
 * that led to the clicks (demo-impressions.ts), and conversions by clickref, by voucher code and
 * unattributed (demo-sales.ts).
 * Rows are built as the services build them (clickrefs carry their second, addresses are stored
 * as CLICK_IP_MODE says, devices come from the user agent, countries from the address) and
 * inserted set-based. A fixed seed gives every install the same shape; a network that already
 * has clicks is left alone.
 */

const DAY = 86_400_000;

export interface DemoTrafficSeed {
  tx: Tx;
  networkId: number;
  userId: number;
  partners: { id: number }[];
  campaigns: { id: number }[];
  now?: Date;
}

export interface DemoTrafficTotals {
  clicks: number;
  invalid: number;
  flooded: number;
  impressions: number;
  conversions: number;
}

/** The participations the streams need, approved (with their history rows) where missing. */
async function approveStreams(seed: DemoTrafficSeed, approvedAt: Date): Promise<void> {
  const { tx, networkId, userId } = seed;
  const rows = await tx
    .insert(t.participations)
    .values(
      EXTRA_APPROVED.map(([p, c]) => ({
        networkId,
        partnerId: seed.partners[p]!.id,
        campaignId: seed.campaigns[c]!.id,
        status: 'a' as const,
        approvedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.participations.id });
  if (!rows.length) return;
  await tx.insert(t.participationHistory).values(
    rows.map((r) => ({
      networkId,
      participationId: r.id,
      fromStatus: null,
      toStatus: 'a' as const,
      actorUserId: userId,
      reason: 'demo data',
    })),
  );
}

const INSERT_CHUNK = 5_000;

/** Inserts the clicks set-based (a JSON array per chunk) and returns them with their ids. */
async function insertClicks(tx: Tx, drafts: Draft[]): Promise<DemoClick[]> {
  const out: DemoClick[] = [];
  for (let i = 0; i < drafts.length; i += INSERT_CHUNK) {
    const chunk = drafts.slice(i, i + INSERT_CHUNK);
    const result = await tx.execute<{ id: string | number; clickref: string }>(sql`
      insert into clicks (clicked_at, clickref, network_id, campaign_id, partner_id, pubref,
        referer, destination_url, user_agent, device, country, ip_digest, creditable,
        invalid_reason)
      select "clickedAt", clickref, "networkId", "campaignId", "partnerId", pubref, referer,
        "destinationUrl", "userAgent", device, country, "ipDigest", creditable, "invalidReason"
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("clickedAt" timestamptz,
        clickref text, "networkId" bigint, "campaignId" bigint, "partnerId" bigint, pubref text,
        referer text, "destinationUrl" text, "userAgent" text, device text, country text,
        "ipDigest" text, creditable boolean, "invalidReason" text)
      returning id, clickref`);
    const ids = new Map(
      (result as unknown as { rows: { id: string | number; clickref: string }[] }).rows.map((r) => [
        r.clickref,
        Number(r.id),
      ]),
    );
    for (const d of chunk)
      out.push({
        id: ids.get(d.clickref)!,
        clickref: d.clickref,
        clickedAt: d.clickedAt,
        campaignId: d.campaignId,
        partnerId: d.partnerId,
        creditable: d.creditable,
        invalidReason: d.invalidReason,
      });
    // Let other work of the process run between chunks (PGlite runs in this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

/** Seeds the demo network's clicks and sales (inside demo.ts's transaction); skipped when it has clicks. */
export async function seedDemoTraffic(seed: DemoTrafficSeed): Promise<DemoTrafficTotals> {
  const { tx, networkId } = seed;
  const started = performance.now();
  const now = (seed.now ?? new Date()).getTime();
  const [existing] = await tx
    .select({ id: t.clicks.id })
    .from(t.clicks)
    .where(eq(t.clicks.networkId, networkId))
    .limit(1);
  if (existing) return { clicks: 0, invalid: 0, flooded: 0, impressions: 0, conversions: 0 };
  await approveStreams(seed, new Date(now - (DEMO_DAYS + 1) * DAY));
  await ensureClickMonths(tx, new Date(now - DEMO_DAYS * DAY), new Date(now));
  const campaignRows = await tx
    .select({
      id: t.campaigns.id,
      destinationUrl: t.campaigns.destinationUrl,
      rate: t.campaigns.defaultCommissionRate,
      currency: t.campaigns.defaultCurrency,
    })
    .from(t.campaigns)
    .where(
      inArray(
        t.campaigns.id,
        seed.campaigns.map((c) => c.id),
      ),
    );
  const campaigns = new Map(campaignRows.map((c) => [c.id, c as DemoCampaign]));
  const settings = trackingSettings();
  const secret = settings.ipMode === 'hash' ? await clickSecret(tx, settings.ipSecret) : '';
  const address = (visitor: string) => ipDigest(visitor, settings.ipMode, secret);
  const drafts = draftClicks(seed, campaigns, address, now);
  // Past the flood limit the redirect counts a click instead of storing it (docs/tracking.md).
  const flooded = drafts.filter((d) => d.invalidReason === 'flood');
  const stored = await insertClicks(
    tx,
    drafts.filter((d) => d.invalidReason !== 'flood'),
  );
  const floodRows = floodCountRows(
    flooded.map((d) => ({
      networkId: d.networkId,
      campaignId: d.campaignId,
      partnerId: d.partnerId,
      ipDigest: d.ipDigest!,
      clickedAt: d.clickedAt,
    })),
    settings.floodWindowSeconds,
  );
  if (floodRows.length) await tx.insert(t.clickFloodCounts).values(floodRows);
  const impressions = await seedDemoImpressions(tx, networkId);
  const conversions = await seedDemoSales(
    {
      ...seed,
      now,
      campaigns,
      campaignOrder: seed.campaigns,
      clicks: stored,
      random: demoRandom(21),
    },
    DEMO_DAYS,
  );
  const totals = {
    clicks: stored.length,
    invalid: stored.filter((c) => !c.creditable).length,
    flooded: flooded.length,
    impressions,
    conversions,
  };
  logger.info({ ...totals, ms: Math.round(performance.now() - started) }, 'demo traffic seeded');
  return totals;
}
