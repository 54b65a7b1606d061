import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, campaigns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { CreateCampaignIn } from '@/lib/schemas/campaign';
import { canManageBrand, requireRole } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { storeImage } from '../images';
import { applyCustomTerms } from '../terms/campaign-terms';
import { campaignEvent, campaignSnapshot } from './campaign-audit';
import { campaignIconChange, columnsOf, extraOf, mergeCommission } from './campaign-fields';
import { BRAND_SIDE, reloadCampaign, type CampaignRecord } from './read-campaigns';

/** POST /campaign: staff, or a brand user for a brand granted to it. */
export async function createCampaign(
  db: Db,
  principal: Principal,
  input: CreateCampaignIn,
): Promise<CampaignRecord> {
  requireRole(principal, BRAND_SIDE, 'create campaigns');
  const { networkId } = principal;
  const [brand] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.networkId, networkId), eq(brands.id, input.advertiser_id)))
    .limit(1);
  if (!brand)
    throw AppError.field(
      ['advertiser_id'],
      'invalid_value',
      'advertiser_id is not a brand on this network',
    );
  if (!canManageBrand(principal, brand.id))
    throw new AppError('forbidden', 'You may not create campaigns for a brand not granted to you');
  const commission = mergeCommission({ rate: null, value: null }, input);
  const icon = await campaignIconChange(input, () => false);
  return db.transaction(async (tx) => {
    const stored = icon.kind === 'set' ? await storeImage(tx, networkId, icon.image) : null;
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...columnsOf(input),
        networkId,
        brandId: brand.id,
        title: input.title,
        destinationUrl: input.destination_url,
        defaultCurrency: input.default_currency ?? brand.defaultCurrency,
        defaultCommissionRate: commission.rate,
        defaultCommissionValue: commission.value,
        iconImageId: stored?.id ?? null,
        extra: extraOf(input),
        createdBy: principal.userId,
      })
      .returning();
    if (input.custom_terms) {
      const customTermsId = await applyCustomTerms(tx, principal, row!, input.custom_terms);
      await tx.update(campaigns).set({ customTermsId }).where(eq(campaigns.id, row!.id));
    }
    const record = await reloadCampaign(tx, networkId, row!.id);
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'campaign',
        entityId: row!.id,
        action: 'created',
        after: campaignSnapshot(record.row),
      })
      .event({ type: 'campaign.created', data: campaignEvent(record.row) })
      .commit(tx);
    return record;
  });
}
