import { and, asc, count, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import {
  campaigns,
  clickFloodCounts,
  clicks,
  conversionItems,
  conversions,
  networks,
  participations,
  partnerPaymentDetails,
} from '@/lib/db/schema';
import { unseal } from '../payment-details/seal';
import { raiseIncident, type Finding } from './raise-incident';
import { MIN_RATIO_SALES, rulesFor, type FraudRule } from './rules';

/**
 * The periodic scan (docs/fraud.md#detection), at least hourly from lib/queue/fraud.ts: per
 * campaign and partner, clicks, sales, the sales-per-click ratio and repeated baskets within
 * each rule's window ending at `now`; and, per network, partners paid to the same payee. An
 * incident per window slot: scanning the same window again updates it instead.
 */

const MINUTE = 60_000;

interface Window {
  from: Date;
  to: Date;
  slot: number;
}

const windowOf = (rule: FraudRule, now: Date): Window => ({
  from: new Date(now.getTime() - rule.windowMinutes * MINUTE),
  to: now,
  slot: Math.floor(now.getTime() / (rule.windowMinutes * MINUTE)),
});

function partnerFinding(
  campaign: { id: number; networkId: number },
  partnerId: number,
  rule: FraudRule,
  value: number,
  w: Window,
  evidence: Finding['evidence'],
): Finding {
  return {
    networkId: campaign.networkId,
    campaignId: campaign.id,
    type: 'partner',
    metric: rule.metric,
    partnerId,
    at: w.to,
    rule,
    value,
    evidence,
    dedupeKey: `${rule.metric}:${campaign.id}:p${partnerId}:${w.slot}`,
  };
}

async function clicksByPartner(db: Db, campaignId: number, w: Window) {
  const rows = await db
    .select({ partnerId: clicks.partnerId, n: count() })
    .from(clicks)
    .where(
      and(
        eq(clicks.campaignId, campaignId),
        gt(clicks.clickedAt, w.from),
        lte(clicks.clickedAt, w.to),
      ),
    )
    .groupBy(clicks.partnerId);
  return new Map(rows.map((r) => [r.partnerId, r.n]));
}

async function salesByPartner(db: Db, campaignId: number, w: Window) {
  const rows = await db
    .select({ partnerId: conversions.partnerId, id: conversions.id })
    .from(conversions)
    .where(
      and(
        eq(conversions.campaignId, campaignId),
        isNotNull(conversions.partnerId),
        gt(conversions.conversionTime, w.from),
        lte(conversions.conversionTime, w.to),
      ),
    )
    .orderBy(asc(conversions.id));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.partnerId!, [...(out.get(r.partnerId!) ?? []), r.id]);
  return out;
}

/** Sales of each partner by basket (its SKUs, sorted), within the window. */
async function basketsByPartner(db: Db, campaignId: number, w: Window) {
  const rows = await db
    .select({
      partnerId: conversions.partnerId,
      id: conversions.id,
      basket: sql<string>`string_agg(coalesce(${conversionItems.sku}, ''), ',' order by ${conversionItems.sku})`,
    })
    .from(conversions)
    .innerJoin(conversionItems, eq(conversionItems.conversionId, conversions.id))
    .where(
      and(
        eq(conversions.campaignId, campaignId),
        isNotNull(conversions.partnerId),
        gt(conversions.conversionTime, w.from),
        lte(conversions.conversionTime, w.to),
      ),
    )
    .groupBy(conversions.id);
  const out = new Map<string, { partnerId: number; ids: number[] }>();
  for (const r of rows) {
    const key = `${r.partnerId}|${r.basket}`;
    const entry = out.get(key) ?? { partnerId: r.partnerId!, ids: [] };
    entry.ids.push(r.id);
    out.set(key, entry);
  }
  return [...out.values()];
}

/**
 * Clicks per address and partner within the window: stored clicks plus those past the flood
 * limit, which are counted per slot instead (a slot overlapping the window's start counts whole).
 */
async function clicksByAddress(db: Db, campaignId: number, w: Window) {
  const stored = await db
    .select({ ip: clicks.ipDigest, partnerId: clicks.partnerId, n: count() })
    .from(clicks)
    .where(
      and(
        eq(clicks.campaignId, campaignId),
        isNotNull(clicks.ipDigest),
        gt(clicks.clickedAt, w.from),
        lte(clicks.clickedAt, w.to),
      ),
    )
    .groupBy(clicks.ipDigest, clicks.partnerId);
  const flooded = await db
    .select({
      ip: clickFloodCounts.ipDigest,
      partnerId: clickFloodCounts.partnerId,
      n: sql<number>`sum(${clickFloodCounts.clicks})::int`,
    })
    .from(clickFloodCounts)
    .where(
      and(
        eq(clickFloodCounts.campaignId, campaignId),
        gt(clickFloodCounts.lastClickedAt, w.from),
        lte(clickFloodCounts.windowStart, w.to),
      ),
    )
    .groupBy(clickFloodCounts.ipDigest, clickFloodCounts.partnerId);
  const out = new Map<string, { ip: string; partnerId: number; stored: number; flooded: number }>();
  for (const r of stored) {
    const key = `${r.ip}|${r.partnerId}`;
    out.set(key, { ip: r.ip!, partnerId: r.partnerId, stored: r.n, flooded: 0 });
  }
  for (const r of flooded) {
    const key = `${r.ip}|${r.partnerId}`;
    const entry = out.get(key) ?? { ip: r.ip, partnerId: r.partnerId, stored: 0, flooded: 0 };
    entry.flooded += Number(r.n);
    out.set(key, entry);
  }
  return [...out.values()];
}

async function scanCampaign(db: Db, campaign: { id: number; networkId: number }, now: Date) {
  const rules = await rulesFor(db, campaign.networkId, campaign.id);
  const found: Finding[] = [];
  const vc = rules.get('volume_clicks')!;
  const vs = rules.get('volume_conversions')!;
  const ratio = rules.get('conversion_ratio')!;
  const basket = rules.get('basket_variability_sku')!;
  const perIp = rules.get('clicks_per_ip')!;
  if (vc.enabled) {
    const w = windowOf(vc, now);
    for (const [partnerId, n] of await clicksByPartner(db, campaign.id, w))
      if (n > vc.threshold)
        found.push(partnerFinding(campaign, partnerId, vc, n, w, { clicks: n }));
  }
  if (vs.enabled) {
    const w = windowOf(vs, now);
    for (const [partnerId, ids] of await salesByPartner(db, campaign.id, w))
      if (ids.length > vs.threshold)
        found.push(partnerFinding(campaign, partnerId, vs, ids.length, w, { conversionIds: ids }));
  }
  if (ratio.enabled) {
    const w = windowOf(ratio, now);
    const clicksOf = await clicksByPartner(db, campaign.id, w);
    for (const [partnerId, ids] of await salesByPartner(db, campaign.id, w)) {
      const n = clicksOf.get(partnerId) ?? 0;
      if (ids.length < MIN_RATIO_SALES || n === 0) continue;
      const value = Math.round((ids.length / n) * 10000) / 100;
      if (value > ratio.threshold)
        found.push(
          partnerFinding(campaign, partnerId, ratio, value, w, {
            clicks: n,
            conversions: ids.length,
            conversionIds: ids,
          }),
        );
    }
  }
  if (basket.enabled) {
    const w = windowOf(basket, now);
    for (const { partnerId, ids } of await basketsByPartner(db, campaign.id, w))
      if (ids.length >= basket.threshold)
        found.push(
          partnerFinding(campaign, partnerId, basket, ids.length, w, { conversionIds: ids }),
        );
  }
  if (perIp.enabled) {
    const w = windowOf(perIp, now);
    for (const a of await clicksByAddress(db, campaign.id, w)) {
      const n = a.stored + a.flooded;
      if (n < perIp.threshold) continue;
      found.push({
        ...partnerFinding(campaign, a.partnerId, perIp, n, w, {
          clicks: n,
          note: `${a.flooded} of them past the click-flood limit (counted, not stored)`,
        }),
        type: 'ip_address',
        ipDigest: a.ip,
        dedupeKey: `clicks_per_ip:${campaign.id}:${a.ip}:p${a.partnerId}:${w.slot}`,
      });
    }
  }
  for (const f of found) await raiseIncident(db, f);
  return found.length;
}

/** The payee a set of payment details pays: its account or PayPal address, normalised. */
function payeeOf(values: Record<string, string>): string | null {
  const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, '').toUpperCase();
  if (values.iban) return `iban:${clean(values.iban)}`;
  if (values.account_number)
    return `acct:${clean(values.sort_code ?? values.routing_number)}:${clean(values.account_number)}`;
  if (values.paypal_email) return `paypal:${values.paypal_email.trim().toLowerCase()}`;
  return null;
}

/** Partners paid to the same payee: an incident for each, on each campaign it is approved on. */
async function scanPayees(db: Db, networkId: number, now: Date): Promise<number> {
  const sets = await db
    .select({
      partnerId: partnerPaymentDetails.partnerId,
      sealed: partnerPaymentDetails.sealedValues,
    })
    .from(partnerPaymentDetails)
    .where(eq(partnerPaymentDetails.networkId, networkId));
  const partnersOf = new Map<string, Set<number>>();
  for (const s of sets) {
    const payee = payeeOf(await unseal(db, s.sealed));
    if (!payee) continue;
    partnersOf.set(payee, (partnersOf.get(payee) ?? new Set()).add(s.partnerId));
  }
  let raised = 0;
  for (const [payee, partnerSet] of partnersOf) {
    const ids = [...partnerSet].sort((a, b) => a - b);
    const joined = await db
      .select({ campaignId: participations.campaignId, partnerId: participations.partnerId })
      .from(participations)
      .where(
        and(
          eq(participations.networkId, networkId),
          eq(participations.status, 'a'),
          inArray(participations.partnerId, ids),
        ),
      );
    const payeeKey = createHash('sha256').update(payee).digest('hex').slice(0, 16);
    for (const { campaignId, partnerId } of joined) {
      const rule = (await rulesFor(db, networkId, campaignId)).get('shared_payee')!;
      if (!rule.enabled || ids.length < rule.threshold) continue;
      const incident = await raiseIncident(db, {
        networkId,
        campaignId,
        type: 'partner',
        metric: 'shared_payee',
        partnerId,
        at: now,
        rule,
        value: ids.length,
        evidence: { partnerIds: ids },
        dedupeKey: `shared_payee:${campaignId}:p${partnerId}:${payeeKey}`,
      });
      if (incident) raised += 1;
    }
  }
  return raised;
}

/** Scans one network's campaigns with traffic in the last week, and its payees. */
export async function scanNetwork(db: Db, networkId: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 7 * 1440 * MINUTE);
  const active = await db
    .selectDistinct({ id: campaigns.id, networkId: campaigns.networkId })
    .from(campaigns)
    .innerJoin(conversions, eq(conversions.campaignId, campaigns.id))
    .where(and(eq(campaigns.networkId, networkId), gte(conversions.conversionTime, since)));
  const withClicks = await db
    .selectDistinct({ id: clicks.campaignId, networkId: clicks.networkId })
    .from(clicks)
    .where(and(eq(clicks.networkId, networkId), gte(clicks.clickedAt, since)));
  const all = new Map([...active, ...withClicks].map((c) => [c.id, c]));
  let raised = 0;
  for (const campaign of all.values()) raised += await scanCampaign(db, campaign, now);
  return raised + (await scanPayees(db, networkId, now));
}

/** The hourly scan of every network. */
export async function scanAllNetworks(db: Db, now = new Date()): Promise<number> {
  const rows = await db.select({ id: networks.id }).from(networks);
  let raised = 0;
  for (const { id } of rows) raised += await scanNetwork(db, id, now);
  return raised;
}
