import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { createNetwork } from '@/lib/services/networks';

export interface SeedScale {
  partners: number;
  brands: number;
  campaigns: number;
  participations: number;
  /** Clicks over the last 30 days, spread over the partners and campaigns (optional). */
  clicks?: number;
}

export const FULL: SeedScale = {
  partners: 100_000,
  brands: 1_000,
  campaigns: 10_000,
  participations: 200_000,
};
export const QUICK: SeedScale = {
  partners: 10_000,
  brands: 100,
  campaigns: 1_000,
  participations: 20_000,
};

/** `--only payments` (bench/payments.ts): the partners a payment run pays, little else. */
export const PAYMENTS: SeedScale = {
  partners: 100_000,
  brands: 10,
  campaigns: 10,
  participations: 0,
};

/** `--scale 1m`: the scale point beyond today's (issue 24). */
export const LARGE: SeedScale = {
  partners: 1_000_000,
  brands: 1_000,
  campaigns: 10_000,
  participations: 2_000_000,
  clicks: 1_000_000,
};

export interface Seeded {
  networkId: number;
  applicationKey: string;
  userApiKey: string;
  /** The network's staff user (password bench-password-not-used). */
  email: string;
  partnerIds: number[];
  seconds: number;
}

const BATCH = 2_000;

async function inBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => make(start + j)));
  }
}

/** A network of the given size, written with multi-row inserts. */
export async function seed(db: Db, scale: SeedScale): Promise<Seeded> {
  const started = performance.now();
  const email = `bench-${Date.now()}@bench.test`;
  const net = await createNetwork(db, {
    name: 'Bench Network',
    email,
    password: 'bench-password-not-used',
  });
  const networkId = net.networkId;
  const brandIds = await seedBrands(db, networkId, scale.brands);
  const campaignIds = await seedCampaigns(db, networkId, scale.campaigns, brandIds);
  const partnerIds = await seedPartners(db, networkId, scale.partners);
  await seedParticipations(db, networkId, scale, partnerIds, campaignIds);
  if (scale.clicks) await seedClicks(db, networkId, scale.clicks, partnerIds, campaignIds);
  return {
    networkId,
    applicationKey: net.applicationKey,
    userApiKey: net.userApiKey,
    email,
    partnerIds,
    seconds: (performance.now() - started) / 1000,
  };
}

async function seedBrands(db: Db, networkId: number, count: number): Promise<number[]> {
  const brandIds: number[] = [];
  await inBatches(
    count,
    (i) => ({
      networkId,
      accountName: `brand-${i}`,
      companyName: `Brand ${i} Ltd`,
      displayName: `Brand ${i}`,
      address1: `${i} High Street`,
      postcode: 'EC1A 1BB',
      country: 'GB',
      phone: '02079460000',
      signupIp: '203.0.113.1',
    }),
    async (rows) =>
      brandIds.push(
        ...(await db.insert(t.brands).values(rows).returning({ id: t.brands.id })).map((r) => r.id),
      ),
  );
  return brandIds;
}

async function seedCampaigns(
  db: Db,
  networkId: number,
  count: number,
  brandIds: number[],
): Promise<number[]> {
  const campaignIds: number[] = [];
  await inBatches(
    count,
    (i) => ({
      networkId,
      brandId: brandIds[i % brandIds.length]!,
      title: `Campaign ${i}`,
      destinationUrl: `https://brand${i % brandIds.length}.example/`,
      defaultCommissionRate: '5.00',
    }),
    async (rows) =>
      campaignIds.push(
        ...(await db.insert(t.campaigns).values(rows).returning({ id: t.campaigns.id })).map(
          (r) => r.id,
        ),
      ),
  );
  return campaignIds;
}

/** Partners in every network status (the first 2,000 approved), each with a primary website. */
async function seedPartners(db: Db, networkId: number, count: number): Promise<number[]> {
  const partnerIds: number[] = [];
  const statuses = ['a', 'a', 'a', 'p', 'r', 'n'] as const;
  await inBatches(
    count,
    (i) => ({
      networkId,
      accountName: `partner-${i}`,
      companyName: `Partner Company ${i}`,
      contactName: `Contact ${i}`,
      contactEmail: `partner${i}@bench.test`,
      networkStatus: i < 2_000 ? ('a' as const) : statuses[i % statuses.length]!,
      promotionalMethod: 1 + (i % 13),
      vertical: 1 + (i % 15),
      signupIp: '203.0.113.1',
    }),
    async (rows) => {
      const ids = (await db.insert(t.partners).values(rows).returning({ id: t.partners.id })).map(
        (r) => r.id,
      );
      partnerIds.push(...ids);
      await db.insert(t.partnerWebsites).values(
        ids.map((partnerId) => ({
          networkId,
          partnerId,
          websiteUrl: `https://p${partnerId}.example`,
          primary: true,
        })),
      );
    },
  );
  return partnerIds;
}

async function seedParticipations(
  db: Db,
  networkId: number,
  scale: SeedScale,
  partnerIds: number[],
  campaignIds: number[],
): Promise<void> {
  const perPartner = Math.max(1, Math.round(scale.participations / scale.partners));
  await inBatches(
    scale.participations,
    (i) => {
      const partner = Math.floor(i / perPartner) % partnerIds.length;
      return {
        networkId,
        partnerId: partnerIds[partner]!,
        campaignId: campaignIds[(partner * perPartner + (i % perPartner)) % campaignIds.length]!,
        status: (['a', 'p', 'r'] as const)[i % 3]!,
      };
    },
    (rows) => db.insert(t.participations).values(rows).onConflictDoNothing(),
  );
}

/** Clicks written by the database itself (ids of a fresh database are consecutive). */
async function seedClicks(
  db: Db,
  networkId: number,
  count: number,
  partnerIds: number[],
  campaignIds: number[],
): Promise<void> {
  const [p0, c0] = [partnerIds[0]!, campaignIds[0]!];
  for (let start = 0; start < count; start += 100_000) {
    const end = Math.min(count, start + 100_000) - 1;
    await db.execute(sql`
      insert into clicks (clicked_at, clickref, network_id, campaign_id, partner_id,
                          destination_url, creditable)
      select now() - (g % 43200) * interval '1 minute', 'bench' || g, ${networkId},
             ${c0}::bigint + g % ${campaignIds.length}, ${p0}::bigint + g % ${partnerIds.length},
             'https://shop.example/bench', true
        from generate_series(${start}::int, ${end}::int) g`);
  }
}
