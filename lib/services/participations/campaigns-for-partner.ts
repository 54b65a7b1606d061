import type { DbOrTx } from '@/lib/db/client';
import { campaignRecordsByIds, type CampaignRecord } from '../campaigns/read-campaigns';
import { withApplicableTerms } from '../terms/applicable-terms';

/** The network's campaigns of these ids as the partner sees them: with the terms that apply to it. */
export async function campaignsForPartner(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
  campaignIds: number[],
): Promise<CampaignRecord[]> {
  return withApplicableTerms(db, partnerId, await campaignRecordsByIds(db, networkId, campaignIds));
}
