import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaignTerms } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { TermsWithStatus } from './campaign-terms';
import { acknowledgedTermsIds } from './accepted-terms';
import { applicableCustomTerms, associatedTermsOf } from './applicable-terms';
import { getCampaign } from '../campaigns/read-campaigns';
import type { ParticipationRow } from '../participations/acting-partner';
import { findParticipation } from '../participations/find-participation';
import { requirePartnerInNetwork } from '../partners/partner-in-network';

export interface PartnerCustomTerms {
  partnerId: number;
  /** The partner's participation in the campaign, null when it has none. */
  participation: ParticipationRow | null;
  /** Whether the partner accepted the custom terms that apply to it (true when none do). */
  agreedLatestTerms: boolean;
  /**
   * The campaign's general terms (every version not deleted), the partner terms associated with
   * the partner, and any terms it accepted (deleted or not), oldest first, with whether the
   * partner accepted each; `active` marks the terms that apply to the partner now.
   */
  versions: (TermsWithStatus & { acknowledged: boolean })[];
}

/**
 * A campaign's custom terms seen for one partner of the network (staff, or the brand user
 * granted the campaign's brand). The partner need not be on the campaign.
 */
export async function getPartnerCustomTerms(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  partnerId: number,
): Promise<PartnerCustomTerms> {
  const record = await getCampaign(db, principal, campaignId);
  await requirePartnerInNetwork(db, record.row.networkId, partnerId);
  const all = await db
    .select()
    .from(campaignTerms)
    .where(
      and(
        eq(campaignTerms.networkId, record.row.networkId),
        eq(campaignTerms.campaignId, campaignId),
      ),
    )
    .orderBy(asc(campaignTerms.version), asc(campaignTerms.id));
  const participation = await findParticipation(db, record.row.networkId, campaignId, partnerId);
  const acked = await acknowledgedTermsIds(
    db,
    partnerId,
    all.map((v) => v.id),
  );
  const accepted = (id: number) => acked.has(id) || participation?.acceptedTermsId === id;
  const own = (await associatedTermsOf(db, partnerId, [campaignId])).get(campaignId);
  const versions = all.filter(
    (t) => accepted(t.id) || (t.deletedAt === null && (!t.partnerSpecific || t.id === own?.id)),
  );
  const currentId =
    (await applicableCustomTerms(db, partnerId, [campaignId])).get(campaignId)?.id ?? null;
  return {
    partnerId,
    participation: participation ?? null,
    agreedLatestTerms: currentId === null || accepted(currentId),
    versions: versions.map((terms) => ({
      terms,
      active: terms.id === currentId,
      acknowledged: accepted(terms.id),
    })),
  };
}
