import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaignTerms, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { TermsWithStatus } from './campaign-terms';
import { acknowledgedTermsIds } from './campaign-terms-acknowledgements';
import { getCampaign } from '../campaigns/read-campaigns';
import type { ParticipationRow } from '../participations/acting-partner';

export interface PartnerCustomTerms {
  partnerId: number;
  /** The partner's participation in the campaign, null when it has none. */
  participation: ParticipationRow | null;
  /** Whether the partner accepted the campaign's current custom terms (true when it has none). */
  agreedLatestTerms: boolean;
  /** Every version of the campaign's custom terms, oldest first, with whether the partner accepted it. */
  versions: (TermsWithStatus & { acknowledged: boolean })[];
}

/**
 * A campaign's custom terms versions seen for one partner of the network (staff, or
 * the brand user granted the campaign's brand). The partner need not be on the campaign.
 */
export async function getPartnerCustomTerms(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  partnerId: number,
): Promise<PartnerCustomTerms> {
  const record = await getCampaign(db, principal, campaignId);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, record.row.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  const versions = await db
    .select()
    .from(campaignTerms)
    .where(
      and(
        eq(campaignTerms.networkId, record.row.networkId),
        eq(campaignTerms.campaignId, campaignId),
      ),
    )
    .orderBy(asc(campaignTerms.version), asc(campaignTerms.id));
  const [participation] = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.networkId, record.row.networkId),
        eq(participations.campaignId, campaignId),
        eq(participations.partnerId, partnerId),
      ),
    );
  const acked = await acknowledgedTermsIds(
    db,
    partnerId,
    versions.map((v) => v.id),
  );
  const accepted = (id: number) => acked.has(id) || participation?.acceptedTermsId === id;
  const currentId = record.customTerms?.id ?? null;
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
