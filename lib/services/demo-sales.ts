import type { Tx } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { ClickInvalidReason, ConversionSource, ConversionStatus } from '@/lib/schemas/enums';
import { fromUnits, percentOf } from '@/lib/money/amount';

/**
 * The demo's sales over its clicks (lib/services/demo-traffic.ts), as attribution would have
 * recorded them: a few percent of creditable clicks convert within the cookie period, each
 * naming its click (clickref, click id, click time) and credited to the click's partner at the
 * campaign's rate; voucher codes held by partners bring sales without a click; and some sales
 * arrive with nothing to attribute them to (unattributed, no commission). Older sales are mostly
 * approved, recent ones pending.
 */

export interface DemoCampaign {
  id: number;
  destinationUrl: string;
  rate: string;
  currency: string;
}

export interface DemoClick {
  id: number;
  clickref: string;
  clickedAt: Date;
  campaignId: number;
  partnerId: number;
  creditable: boolean;
  invalidReason: ClickInvalidReason | null;
}

interface SalesSeed {
  tx: Tx;
  networkId: number;
  userId: number;
  partners: { id: number }[];
  campaigns: Map<number, DemoCampaign>;
  /** The demo campaigns in demo.ts's order (the voucher codes name them by index). */
  campaignOrder: { id: number }[];
  clicks: DemoClick[];
  now: number;
  random: () => number;
}

type Sale = typeof t.conversions.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 1_000;

/** Codes partners hold (partner and campaign by index in the demo) and the sales a day they bring. */
const VOUCHERS = [
  { code: 'SPRING10', partner: 1, campaign: 0, daily: 1.1 },
  { code: 'READMORE', partner: 3, campaign: 2, daily: 0.5 },
];
/** Sales a day nobody can be credited with, per campaign index. */
const UNATTRIBUTED = [
  { campaign: 0, daily: 0.6 },
  { campaign: 2, daily: 0.3 },
  { campaign: 4, daily: 0.2 },
];

/** Commission at a percentage rate, exact to the 4 decimal places the column keeps. */
const commissionOf = (valueCents: number, rate: string): string =>
  fromUnits(percentOf(BigInt(valueCents) * 100n, rate));

function statusFor(random: () => number, ageDays: number): ConversionStatus {
  const r = random();
  if (ageDays > 30) return r < 0.86 ? 'approved' : r < 0.97 ? 'rejected' : 'fraudulent';
  if (ageDays > 7) return r < 0.5 ? 'approved' : r < 0.95 ? 'pending' : 'rejected';
  return r < 0.95 ? 'pending' : 'rejected';
}

function baseSale(seed: SalesSeed, campaign: DemoCampaign, at: Date, n: number) {
  const { random } = seed;
  const valueCents = 1500 + Math.floor(random() * random() * 25_000);
  const status = statusFor(random, (seed.now - at.getTime()) / DAY);
  return {
    valueCents,
    row: {
      networkId: seed.networkId,
      campaignId: campaign.id,
      conversionReference: `DEMO-S${100_000 + n}`,
      customerType: random() < 0.35 ? ('new' as const) : ('existing' as const),
      status,
      reason:
        status === 'rejected' ? 'Order returned' : status === 'fraudulent' ? 'Chargeback' : null,
      currency: campaign.currency,
      value: (valueCents / 100).toFixed(2),
      commissionCurrency: campaign.currency,
      conversionTime: at,
      createdBy: seed.userId,
    },
  };
}

function sourceOf(random: () => number): ConversionSource {
  const r = random();
  return r < 0.55 ? 'postback' : r < 0.9 ? 'pixel' : 'api';
}

/** Sales by clickref: the click's partner, the click named, within a week of the click. */
function clickSales(seed: SalesSeed, sales: Sale[]): void {
  const { random } = seed;
  for (const click of seed.clicks) {
    if (!click.creditable) continue;
    const campaign = seed.campaigns.get(click.campaignId)!;
    if (random() >= 0.045) continue;
    const r = random();
    const delay = (r < 0.6 ? HOUR : r < 0.9 ? DAY : 7 * DAY) * random();
    const at = new Date(click.clickedAt.getTime() + Math.max(60_000, delay));
    if (at.getTime() > seed.now) continue;
    const { valueCents, row } = baseSale(seed, campaign, at, sales.length);
    sales.push({
      ...row,
      partnerId: click.partnerId,
      commission: commissionOf(valueCents, campaign.rate),
      attribution: 'click',
      source: sourceOf(random),
      clickId: click.id,
      clickref: click.clickref,
      clickedAt: click.clickedAt,
    });
  }
}

/** Some number of events a day around `daily` (each day's times spread over it). */
function timesOfDays(seed: SalesSeed, daily: number, days: number): Date[] {
  const out: Date[] = [];
  const firstDay = Math.floor(seed.now / DAY) * DAY - (days - 1) * DAY;
  for (let d = 0; d < days; d += 1) {
    const n = Math.floor(daily * (0.5 + seed.random()) * (1 + (0.6 * d) / days) + seed.random());
    for (let i = 0; i < n; i += 1) {
      const at = firstDay + d * DAY + Math.floor(seed.random() * DAY);
      if (at <= seed.now) out.push(new Date(at));
    }
  }
  return out;
}

async function voucherSales(seed: SalesSeed, sales: Sale[], days: number): Promise<void> {
  const codes = await seed.tx
    .insert(t.voucherCodes)
    .values(
      VOUCHERS.map((v) => ({
        networkId: seed.networkId,
        campaignId: seed.campaignOrder[v.campaign]!.id,
        code: v.code,
        partnerId: seed.partners[v.partner]!.id,
        description: 'Demo code',
        createdBy: seed.userId,
      })),
    )
    .returning({ id: t.voucherCodes.id });
  VOUCHERS.forEach((v, i) => {
    const campaign = seed.campaigns.get(seed.campaignOrder[v.campaign]!.id)!;
    for (const at of timesOfDays(seed, v.daily, days)) {
      const { valueCents, row } = baseSale(seed, campaign, at, sales.length);
      sales.push({
        ...row,
        partnerId: seed.partners[v.partner]!.id,
        commission: commissionOf(valueCents, campaign.rate),
        attribution: 'voucher',
        source: 'api',
        voucherCode: seed.random() < 0.5 ? v.code : v.code.toLowerCase(),
        voucherCodeId: codes[i]!.id,
      });
    }
  });
}

function unattributedSales(seed: SalesSeed, sales: Sale[], days: number): void {
  for (const u of UNATTRIBUTED) {
    const campaign = seed.campaigns.get(seed.campaignOrder[u.campaign]!.id)!;
    for (const at of timesOfDays(seed, u.daily, days)) {
      const { row } = baseSale(seed, campaign, at, sales.length);
      sales.push({
        ...row,
        status: 'pending',
        reason: null,
        partnerId: null,
        commission: '0.0000',
        attribution: 'unattributed',
        source: sourceOf(seed.random),
      });
    }
  }
}

/** Inserts the demo's sales with their history rows; returns how many. */
export async function seedDemoSales(seed: SalesSeed, days: number): Promise<number> {
  const sales: Sale[] = [];
  clickSales(seed, sales);
  await voucherSales(seed, sales, days);
  unattributedSales(seed, sales, days);
  for (let i = 0; i < sales.length; i += CHUNK) {
    const rows = await seed.tx
      .insert(t.conversions)
      .values(sales.slice(i, i + CHUNK))
      .returning({ id: t.conversions.id });
    await seed.tx.insert(t.conversionHistory).values(
      rows.map((r) => ({
        networkId: seed.networkId,
        conversionId: r.id,
        action: 'recorded' as const,
        actorUserId: seed.userId,
      })),
    );
  }
  return sales.length;
}
