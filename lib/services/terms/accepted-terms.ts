import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaignTermsAcknowledgements, participations } from '@/lib/db/schema';

/**
 * Which custom terms a partner accepted: by acknowledging them (campaign_terms_acknowledgements),
 * or by a participation that carries them (accepted_terms_id).
 */

/** Whether the partner has acknowledged this version of a campaign's terms. */
export async function hasAcknowledged(
  db: DbOrTx,
  partnerId: number,
  termsId: number,
): Promise<boolean> {
  return (await acknowledgedTermsIds(db, partnerId, [termsId])).has(termsId);
}

/** Which of these terms ids the partner has acknowledged. */
export async function acknowledgedTermsIds(
  db: DbOrTx,
  partnerId: number,
  termsIds: number[],
): Promise<Set<number>> {
  if (!termsIds.length) return new Set();
  const rows = await db
    .select({ termsId: campaignTermsAcknowledgements.termsId })
    .from(campaignTermsAcknowledgements)
    .where(
      and(
        eq(campaignTermsAcknowledgements.partnerId, partnerId),
        inArray(campaignTermsAcknowledgements.termsId, termsIds),
      ),
    );
  return new Set(rows.map((r) => r.termsId));
}

/** Which of these custom terms the partner accepted (acknowledged, or carried by its participation). */
export async function acceptedCustomTerms(
  db: DbOrTx,
  partnerId: number,
  termsIds: number[],
): Promise<Set<number>> {
  const acked = await acknowledgedTermsIds(db, partnerId, termsIds);
  if (!termsIds.length) return acked;
  const carried = await db
    .select({ termsId: participations.acceptedTermsId })
    .from(participations)
    .where(
      and(
        eq(participations.partnerId, partnerId),
        isNotNull(participations.acceptedTermsId),
        inArray(participations.acceptedTermsId, termsIds),
      ),
    );
  for (const c of carried) if (c.termsId !== null) acked.add(c.termsId);
  return acked;
}

/** Whether the partner accepted these terms (an acknowledgement, or a participation that carries them). */
export async function partnerAccepted(
  db: DbOrTx,
  partnerId: number,
  termsId: number,
): Promise<boolean> {
  return (await acceptedCustomTerms(db, partnerId, [termsId])).has(termsId);
}
