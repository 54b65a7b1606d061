import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { campaignTermsPartners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { campaignEvent } from '../campaigns/campaign-audit';
import { requireManageable, type CampaignRow } from '../campaigns/read-campaigns';
import type { CampaignTermsRow } from './campaign-terms';
import {
  associatePartners,
  campaignTermsById,
  itemsOf,
  lockCampaign,
  requireNetworkPartners,
  type CustomTermsItem,
} from './custom-terms';

/**
 * Which partners partner terms apply to (docs/campaigns.md#custom-terms). A partner has at
 * most one partner terms per campaign: associating it with other terms moves it; removing the
 * association returns it to the campaign's general terms. What it accepted stays accepted.
 */

/** Partner terms of the campaign, locked with the campaign; general terms cannot be associated. */
async function partnerTermsOf(
  tx: Tx,
  campaignId: number,
  termsId: number,
): Promise<{ campaign: CampaignRow; terms: CampaignTermsRow }> {
  const campaign = await lockCampaign(tx, campaignId);
  const terms = await campaignTermsById(tx, campaign, termsId);
  if (!terms.partnerSpecific)
    throw AppError.field(
      ['custom_terms_id'],
      'invalid_value',
      `Terms ${termsId} are the campaign's general custom terms, which apply to every partner without terms of its own; associate partners with partner terms (create them with publisher_id)`,
    );
  return { campaign, terms };
}

const changeSetFor = (
  principal: Principal,
  campaign: CampaignRow,
  terms: CampaignTermsRow,
  action: 'associated' | 'dissociated',
  partnerIds: number[],
) =>
  new ChangeSet(actorOf(principal))
    .change({
      entityType: 'campaign_terms',
      entityId: terms.id,
      action,
      after: { campaign_id: String(campaign.id), publisher_ids: partnerIds.map(String) },
    })
    .event({
      type: 'campaign.updated',
      data: { ...campaignEvent(campaign), changed: ['custom_terms_association'] },
    });

/** POST .../{custom_terms_id}/association: the terms with every partner now associated with them. */
export async function associateCustomTerms(
  db: Db,
  principal: Principal,
  campaignId: number,
  termsId: number,
  partnerIds: number[],
): Promise<CustomTermsItem> {
  await requireManageable(db, principal, campaignId, 'associate custom terms with partners');
  return db.transaction(async (tx) => {
    const { campaign, terms } = await partnerTermsOf(tx, campaignId, termsId);
    await requireNetworkPartners(tx, campaign.networkId, partnerIds);
    const moved = await associatePartners(tx, principal, terms, partnerIds);
    if (moved.length) {
      const set = changeSetFor(
        principal,
        campaign,
        terms,
        'associated',
        moved.map((m) => m.partnerId),
      );
      await set.commit(tx);
    }
    const [item] = await itemsOf(tx, [terms], campaign.customTermsId);
    return item!;
  });
}

export interface DissociateOutcome {
  removed: number;
  /** One message per partner that was not associated with the terms. */
  errors: string[];
}

/** DELETE .../{custom_terms_id}/association: partners not associated with the terms are reported, not refused. */
export async function dissociateCustomTerms(
  db: Db,
  principal: Principal,
  campaignId: number,
  termsId: number,
  partnerIds: number[],
): Promise<DissociateOutcome> {
  await requireManageable(db, principal, campaignId, 'remove custom terms associations');
  return db.transaction(async (tx) => {
    const { campaign, terms } = await partnerTermsOf(tx, campaignId, termsId);
    const removed = await tx
      .delete(campaignTermsPartners)
      .where(
        and(
          eq(campaignTermsPartners.termsId, terms.id),
          inArray(campaignTermsPartners.partnerId, partnerIds),
        ),
      )
      .returning({ partnerId: campaignTermsPartners.partnerId });
    const gone = new Set(removed.map((r) => r.partnerId));
    if (gone.size) {
      const set = changeSetFor(
        principal,
        campaign,
        terms,
        'dissociated',
        [...gone].sort((a, b) => a - b),
      );
      await set.commit(tx);
    }
    return {
      removed: gone.size,
      errors: partnerIds
        .filter((id) => !gone.has(id))
        .map((id) => `Partner ${id} is not associated with terms ${termsId}`),
    };
  });
}
