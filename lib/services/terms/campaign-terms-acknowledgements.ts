import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { campaignTermsAcknowledgements, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { isStaff, requireRole } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { applicableCustomTerms, partnerMayRead } from './applicable-terms';
import { findTerms, requireActingPartner, type CampaignTermsRow } from './campaign-terms';

/** Partners' acknowledgements of campaign custom terms, kept per version. */

export type CampaignTermsAckRow = typeof campaignTermsAcknowledgements.$inferSelect;

/**
 * Records a partner's acknowledgement of current terms (idempotent: a second one returns the
 * first, and is not audited again). An existing participation of the partner on the campaign
 * now carries these terms. The audit row goes into `set`, which the caller commits.
 */
export async function recordTermsAcknowledgement(
  tx: Tx,
  set: ChangeSet,
  principal: Principal,
  partnerId: number,
  terms: CampaignTermsRow,
): Promise<CampaignTermsAckRow> {
  const [inserted] = await tx
    .insert(campaignTermsAcknowledgements)
    .values({
      networkId: terms.networkId,
      partnerId,
      campaignId: terms.campaignId,
      termsId: terms.id,
      createdBy: principal.userId,
    })
    .onConflictDoNothing()
    .returning();
  await tx
    .update(participations)
    .set({ acceptedTermsId: terms.id, updatedAt: new Date() })
    .where(
      and(eq(participations.partnerId, partnerId), eq(participations.campaignId, terms.campaignId)),
    );
  if (inserted) {
    set.change({
      entityType: 'campaign_terms_acknowledgement',
      entityId: inserted.id,
      action: 'acknowledged',
      after: {
        publisher_id: String(partnerId),
        campaign_id: String(terms.campaignId),
        campaign_terms_and_conditions_id: String(terms.id),
        version: terms.version,
      },
    });
    return inserted;
  }
  const [existing] = await tx
    .select()
    .from(campaignTermsAcknowledgements)
    .where(
      and(
        eq(campaignTermsAcknowledgements.partnerId, partnerId),
        eq(campaignTermsAcknowledgements.termsId, terms.id),
      ),
    );
  return existing!;
}

/** v3 POST acknowledgement: the partner acknowledges the custom terms that apply to it on a campaign (docs/campaigns.md#custom-terms). */
export async function acknowledgeCampaignTerms(
  db: Db,
  principal: Principal,
  partnerId: number,
  termsId: number,
): Promise<CampaignTermsAckRow> {
  await requireActingPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const terms = await findTerms(tx, principal.networkId, termsId);
    const path: FieldError['path'] = ['campaign_terms_and_conditions_id'];
    // Another partner's partner terms read as unknown: their existence is not revealed.
    if (!terms || !(await partnerMayRead(tx, partnerId, terms)))
      throw AppError.field(
        path,
        'invalid_value',
        'campaign_terms_and_conditions_id is not campaign terms of this network',
      );
    const applicable = (await applicableCustomTerms(tx, partnerId, [terms.campaignId])).get(
      terms.campaignId,
    );
    if (applicable?.id !== terms.id) {
      throw AppError.field(
        path,
        'invalid_value',
        `campaign_terms_and_conditions_id ${terms.id} has been replaced; acknowledge the campaign's current terms${applicable ? ` (${applicable.id})` : ''}`,
      );
    }
    const set = new ChangeSet(actorOf(principal));
    const ack = await recordTermsAcknowledgement(tx, set, principal, partnerId, terms);
    await set.commit(tx);
    return ack;
  });
}

function ackConditions(principal: Principal) {
  const conditions = [eq(campaignTermsAcknowledgements.networkId, principal.networkId)];
  if (!isStaff(principal))
    conditions.push(eq(campaignTermsAcknowledgements.partnerId, principal.partnerId ?? 0));
  return conditions;
}

/** v3 acknowledgements: those of the caller's partner (staff: any partner of the network). */
export async function listCampaignTermsAcknowledgements(
  db: DbOrTx,
  principal: Principal,
  filter: { partnerId?: number; termsId?: number },
): Promise<CampaignTermsAckRow[]> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms acknowledgements');
  const conditions = ackConditions(principal);
  if (filter.partnerId !== undefined)
    conditions.push(eq(campaignTermsAcknowledgements.partnerId, filter.partnerId));
  if (filter.termsId !== undefined)
    conditions.push(eq(campaignTermsAcknowledgements.termsId, filter.termsId));
  return db
    .select()
    .from(campaignTermsAcknowledgements)
    .where(and(...conditions))
    .orderBy(desc(campaignTermsAcknowledgements.id));
}

/** One acknowledgement by id: another partner's acknowledgement reads as not found. */
export async function getCampaignTermsAcknowledgement(
  db: DbOrTx,
  principal: Principal,
  ackId: number,
): Promise<CampaignTermsAckRow> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms acknowledgements');
  const [hit] = await db
    .select()
    .from(campaignTermsAcknowledgements)
    .where(and(...ackConditions(principal), eq(campaignTermsAcknowledgements.id, ackId)))
    .limit(1);
  if (!hit) throw AppError.notFound('Acknowledgement');
  return hit;
}
