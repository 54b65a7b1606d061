import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from '../access';
import { camrefOf } from '../participations/read-campaign-partners';

/**
 * GET /reference/publisher/camref/{publisher_id}: the campaign references of a partner, one per
 * campaign it is approved on (the reference's CSV: Advertiser, Campaign, camref), by campaign id.
 * Staff of the network and the partner's own users; brand users 403.
 */
export interface CampaignReference {
  brandId: number;
  brandName: string;
  campaignId: number;
  campaignTitle: string;
  partnerId: number;
  camref: string;
}

export async function listCampaignReferences(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<CampaignReference[]> {
  requireRole(principal, ['network', 'partner'], 'read campaign references');
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  const rows = await db
    .select({
      brandId: brands.id,
      displayName: brands.displayName,
      companyName: brands.companyName,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
    })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(
      and(
        eq(participations.networkId, principal.networkId),
        eq(participations.partnerId, partnerId),
        eq(participations.status, 'a'),
      ),
    )
    .orderBy(asc(campaigns.id));
  return rows.map((r) => ({
    brandId: r.brandId,
    brandName: r.displayName || r.companyName,
    campaignId: r.campaignId,
    campaignTitle: r.campaignTitle,
    partnerId,
    camref: camrefOf(r.campaignId, partnerId),
  }));
}
