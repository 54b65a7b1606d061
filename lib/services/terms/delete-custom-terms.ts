import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, campaignTerms, campaignTermsPartners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { actorOf, ChangeSet } from '../audit/change-set';
import { campaignEvent, recordCampaignUpdate } from '../campaigns/campaign-audit';
import { requireManageable } from '../campaigns/read-campaigns';
import { campaignTermsById, lockCampaign, termsSnapshot } from './custom-terms';

/**
 * DELETE /campaign/{campaign_id}/custom_terms/{custom_terms_id} (docs/campaigns.md#custom-terms):
 * the terms stop applying, but nothing a partner accepted is lost. The row stays, stamped
 * deleted_at, so acknowledgements and participations that carry it keep pointing at the text
 * the partner accepted (and that partner can still read it). Partners associated with them
 * fall back to the campaign's general terms; deleting the general terms' current version leaves
 * the campaign without general terms (no older version comes back). Returns the number removed.
 */
export async function deleteCustomTerms(
  db: Db,
  principal: Principal,
  campaignId: number,
  termsId: number,
): Promise<number> {
  await requireManageable(db, principal, campaignId, 'delete custom terms');
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    const terms = await campaignTermsById(tx, locked, termsId);
    await tx
      .update(campaignTerms)
      .set({ deletedAt: new Date(), deletedBy: principal.userId })
      .where(and(eq(campaignTerms.id, termsId), eq(campaignTerms.campaignId, campaignId)));
    const released = await tx
      .delete(campaignTermsPartners)
      .where(eq(campaignTermsPartners.termsId, termsId))
      .returning({ partnerId: campaignTermsPartners.partnerId });
    const set = new ChangeSet(actorOf(principal)).change({
      entityType: 'campaign_terms',
      entityId: termsId,
      action: 'deleted',
      before: {
        ...termsSnapshot(terms),
        publisher_ids: released.map((r) => String(r.partnerId)).sort(),
      },
    });
    if (locked.customTermsId === termsId) {
      const [updated] = await tx
        .update(campaigns)
        .set({ customTermsId: null, updatedAt: new Date() })
        .where(eq(campaigns.id, campaignId))
        .returning();
      await recordCampaignUpdate(tx, principal, locked, updated!);
    } else {
      set.event({
        type: 'campaign.updated',
        data: { ...campaignEvent(locked), changed: ['custom_terms'] },
      });
    }
    await set.commit(tx);
    return 1;
  });
}
