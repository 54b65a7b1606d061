import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  brands,
  campaigns,
  clickFloodCounts,
  clicks,
  conversions,
  partners,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { isStaff, requireOwnNetwork, requireRole } from '../access';

/**
 * Which clicks and conversions a traffic read covers: the network's (staff) or those of the
 * campaigns of the brands granted to the caller (brand users), narrowed by an optional brand,
 * campaign and partner. A brand, campaign or partner the caller may not view reads as not found.
 */

export interface TrafficFilterIn {
  brand_id?: number;
  campaign_id?: number;
  partner_id?: number;
}

export interface TrafficScope {
  clicks: SQL;
  conversions: SQL;
  /** The counts of clicks past the flood limit (click_flood_counts). */
  floodCounts: SQL;
}

async function checkFilter(db: DbOrTx, principal: Principal, f: TrafficFilterIn) {
  const networkId = principal.networkId;
  const mayView = (brandId: number) => isStaff(principal) || principal.brandIds.includes(brandId);
  if (f.brand_id !== undefined) {
    const [b] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.networkId, networkId), eq(brands.id, f.brand_id)))
      .limit(1);
    if (!b || !mayView(b.id)) throw AppError.notFound('Brand');
  }
  if (f.campaign_id !== undefined) {
    const [c] = await db
      .select({ brandId: campaigns.brandId })
      .from(campaigns)
      .where(and(eq(campaigns.networkId, networkId), eq(campaigns.id, f.campaign_id)))
      .limit(1);
    if (!c || !mayView(c.brandId)) throw AppError.notFound('Campaign');
  }
  if (f.partner_id !== undefined) {
    const [p] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.networkId, networkId), eq(partners.id, f.partner_id)))
      .limit(1);
    if (!p) throw AppError.notFound('Publisher');
  }
}

/** Checks the caller and the filter, and returns the conditions on clicks and conversions. */
export async function trafficScope(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  f: TrafficFilterIn,
): Promise<TrafficScope> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'read network traffic');
  await checkFilter(db, principal, f);
  const brandIds = isStaff(principal) ? null : principal.brandIds;
  if (brandIds !== null && brandIds.length === 0)
    return { clicks: sql`false`, conversions: sql`false`, floodCounts: sql`false` };
  const campaignConds = [
    eq(campaigns.networkId, networkId),
    brandIds ? inArray(campaigns.brandId, brandIds) : undefined,
    f.brand_id !== undefined ? eq(campaigns.brandId, f.brand_id) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const narrowed = brandIds !== null || f.brand_id !== undefined;
  const ofCampaigns = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(...campaignConds));
  const build = (t: typeof clicks | typeof conversions | typeof clickFloodCounts) =>
    and(
      eq(t.networkId, networkId),
      narrowed ? inArray(t.campaignId, ofCampaigns) : undefined,
      f.campaign_id !== undefined ? eq(t.campaignId, f.campaign_id) : undefined,
      f.partner_id !== undefined ? eq(t.partnerId, f.partner_id) : undefined,
    )!;
  return {
    clicks: build(clicks),
    conversions: build(conversions),
    floodCounts: build(clickFloodCounts),
  };
}
