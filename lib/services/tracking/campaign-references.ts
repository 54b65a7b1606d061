import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { requireActingPartnerId } from '../partners/partner-in-network';
import { participationOfPartner } from '../participations/acting-partner';
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
  await requireActingPartnerId(db, principal, partnerId, 'read campaign references');
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
      and(participationOfPartner(principal.networkId, partnerId), eq(participations.status, 'a')),
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
