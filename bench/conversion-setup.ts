/**
 * The world bench/conversion-intake.ts records into: a new campaign of the seeded network with
 * PARTNERS approved participations, a partner group (every other partner) and commission rules
 * for every kind the resolver weighs (a campaign commission with campaign, group and partner
 * rates; a promotion for a tenth of the partners; a revenue tier for everybody counting pending
 * sales; a voucher commission on codes of another tenth), and one click per conversion, written
 * as the click redirect stores it (a clickref carrying its second), within the cookie period.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { ensureClickMonths, newClickref } from '@/lib/services/tracking';

export const PARTNERS = 200;
const BATCH = 2_000;

export interface IntakeWorld {
  principal: Principal;
  campaignId: number;
  partnerIds: number[];
  /** Partners the promotion pays, and partners with a voucher code (code by partner). */
  promoted: Set<number>;
  vouchers: Map<number, string>;
  groupMembers: Set<number>;
  /** The partner paid by its own fixed rate. */
  ratedPartner: number;
  /** clickrefs[i]: the click of conversion i (its partner: partnerIds[i % PARTNERS]). */
  clickrefs: string[];
}

/** The network's staff user, as the API would resolve it. */
export async function staffPrincipal(db: Db, networkId: number): Promise<Principal> {
  const [user] = await db
    .select({ id: t.users.id, userName: t.users.userName })
    .from(t.users)
    .where(and(eq(t.users.networkId, networkId), eq(t.users.role, 'network')))
    .limit(1);
  if (!user) throw new Error('the seeded network has no staff user');
  return {
    userId: user.id,
    networkId,
    role: 'network',
    userName: user.userName,
    partnerId: null,
    brandIds: [],
    via: 'basic',
  };
}

async function createCampaign(db: Db, networkId: number, partnerIds: number[]): Promise<number> {
  const [brand] = await db
    .select({ id: t.brands.id })
    .from(t.brands)
    .where(eq(t.brands.networkId, networkId))
    .limit(1);
  const [campaign] = await db
    .insert(t.campaigns)
    .values({
      networkId,
      brandId: brand!.id,
      title: 'Conversion intake bench',
      destinationUrl: 'https://shop.example/',
      defaultCommissionRate: '5.00',
    })
    .returning({ id: t.campaigns.id });
  await db.insert(t.participations).values(
    partnerIds.map((partnerId) => ({
      networkId,
      partnerId,
      campaignId: campaign!.id,
      status: 'a' as const,
    })),
  );
  return campaign!.id;
}

async function createRules(
  db: Db,
  world: Omit<IntakeWorld, 'clickrefs'>,
  networkId: number,
  count: number,
) {
  const { campaignId, principal } = world;
  const perPartner = count / world.partnerIds.length;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [group] = await db
    .insert(t.partnerGroups)
    .values({ networkId, campaignId, name: 'Top partners', createdBy: principal.userId })
    .returning({ id: t.partnerGroups.id });
  await db
    .insert(t.partnerGroupMembers)
    .values([...world.groupMembers].map((partnerId) => ({ groupId: group!.id, partnerId })));
  const codes = await db
    .insert(t.voucherCodes)
    .values(
      [...world.vouchers].map(([partnerId, code]) => ({ networkId, campaignId, code, partnerId })),
    )
    .returning({ id: t.voucherCodes.id });
  const common = { networkId, campaignId, startAt: new Date(hourAgo.getTime() - 86_400_000) };
  const rate = (type: 'campaign' | 'group' | 'publisher', id: number, value: string) => ({
    type,
    id,
    performanceModel: type === 'publisher' ? ('fixed_cpa' as const) : ('percentage_cpa' as const),
    performanceValue: value,
    cookiePeriod: null,
  });
  await db.insert(t.commissionRules).values([
    {
      ...common,
      kind: 'campaign',
      description: 'Standard rates',
      rates: [
        rate('campaign', campaignId, '6'),
        rate('group', group!.id, '8'),
        rate('publisher', world.ratedPartner, '2.5'),
      ],
    },
    {
      ...common,
      kind: 'promotion',
      description: 'Launch week',
      endAt: new Date(Date.now() + 86_400_000),
      performanceModel: 'percentage_cpa',
      performanceValue: '12',
      partnerIds: [...world.promoted],
    },
    {
      ...common,
      kind: 'tier',
      description: 'Volume tier',
      performanceModel: 'percentage_cpa',
      performanceMeasurement: 'total_revenue',
      rewardPending: 'y',
      // Reached at a fifth and at three fifths of a partner's sales (values average 60).
      levels: [
        { threshold: String(Math.round(perPartner * 12)), bonusValue: '9' },
        { threshold: String(Math.round(perPartner * 36)), bonusValue: '10' },
      ],
    },
    {
      ...common,
      kind: 'voucher',
      description: 'Voucher sites',
      performanceModel: 'fixed_cpa',
      performanceValue: '4',
      voucherCodeIds: codes.map((c) => c.id),
    },
  ]);
}

/** One click per conversion, spread over the last hour, in multi-row inserts. */
async function writeClicks(db: Db, networkId: number, world: IntakeWorld, count: number) {
  const now = Date.now();
  const from = new Date(now - 3_600_000);
  await ensureClickMonths(db, from, new Date(now));
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const i = start + j;
      const clickedAt = new Date(
        from.getTime() + Math.floor(((now - 60_000 - from.getTime()) * i) / count),
      );
      const clickref = newClickref(clickedAt);
      world.clickrefs[i] = clickref;
      return {
        clickedAt,
        clickref,
        networkId,
        campaignId: world.campaignId,
        partnerId: world.partnerIds[i % world.partnerIds.length]!,
        destinationUrl: 'https://shop.example/',
        creditable: true,
        device: 'desktop' as const,
      };
    });
    await db.insert(t.clicks).values(rows);
  }
}

/**
 * Sets the world up on the seeded network: partners from the approved ones (the first two are
 * left to the other scenarios: reads and earnings).
 */
export async function setUpIntake(
  db: Db,
  networkId: number,
  seededPartners: number[],
  count: number,
): Promise<IntakeWorld> {
  const partnerIds = seededPartners.slice(2, 2 + PARTNERS);
  const campaignId = await createCampaign(db, networkId, partnerIds);
  const world: IntakeWorld = {
    principal: await staffPrincipal(db, networkId),
    campaignId,
    partnerIds,
    promoted: new Set(partnerIds.filter((_, i) => i % 10 === 3)),
    vouchers: new Map(
      partnerIds.filter((_, i) => i % 10 === 7).map((id) => [id, `SAVE-${id}`] as const),
    ),
    groupMembers: new Set(partnerIds.filter((_, i) => i % 2 === 0)),
    ratedPartner: partnerIds[1]!,
    clickrefs: [],
  };
  await createRules(db, world, networkId, count);
  await writeClicks(db, networkId, world, count);
  return world;
}
