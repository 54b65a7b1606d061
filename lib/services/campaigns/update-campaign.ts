import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { PatchCampaignIn, UpdateCampaignIn } from '@/lib/schemas/campaign';
import { storeImage, type StoredImage } from '../images';
import { applyCustomTerms } from '../terms/campaign-terms';
import { recordCampaignUpdate } from './campaign-audit';
import { campaignIconChange, columnsOf, extraOf, mergeCommission } from './campaign-fields';
import { reloadCampaign, requireManageable, type CampaignRecord } from './read-campaigns';

/** The campaign row, locked for the rest of the transaction. */
async function lockCampaign(tx: Tx, campaignId: number) {
  const [locked] = await tx
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!locked) throw AppError.notFound('Campaign');
  return locked;
}

function requirePathCampaignId(input: { campaign_id: number }, campaignId: number): void {
  if (input.campaign_id !== campaignId)
    throw AppError.field(
      ['campaign_id'],
      'invalid_value',
      'campaign_id must be the campaign_id of the URL',
    );
}

interface UpdateCampaignOptions {
  /** Whether a campaign_icon URL is the icon as we serve it (clients send back what they read). */
  isCurrentIconUrl?: (url: string, icon: StoredImage) => boolean;
}

/** PUT /campaign/{id}: partial update; campaign_id in the body must be the one in the path. */
export async function updateCampaign(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: UpdateCampaignIn,
  options: UpdateCampaignOptions = {},
): Promise<CampaignRecord> {
  const current = await requireManageable(db, principal, campaignId, 'update campaigns');
  requirePathCampaignId(input, campaignId);
  const commission = mergeCommission(
    { rate: current.row.defaultCommissionRate, value: current.row.defaultCommissionValue },
    input,
  );
  const currentIcon = current.icon;
  const icon = await campaignIconChange(
    input,
    (url) => currentIcon !== null && (options.isCurrentIconUrl?.(url, currentIcon) ?? false),
  );
  const { networkId } = principal;
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    let iconImageId = locked.iconImageId;
    if (icon.kind === 'set') iconImageId = (await storeImage(tx, networkId, icon.image)).id;
    if (icon.kind === 'remove') iconImageId = null;
    const customTermsId =
      input.custom_terms === undefined
        ? locked.customTermsId
        : await applyCustomTerms(tx, principal, locked, input.custom_terms);
    await tx
      .update(campaigns)
      .set({
        ...columnsOf(input),
        defaultCommissionRate: commission.rate,
        defaultCommissionValue: commission.value,
        iconImageId,
        customTermsId,
        extra: { ...locked.extra, ...extraOf(input) },
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaignId));
    const record = await reloadCampaign(tx, networkId, campaignId);
    await recordCampaignUpdate(tx, principal, locked, record.row);
    return record;
  });
}

/** Retire (status r) with a reason (v1 POST /campaign/{id}, action delete); participations stay as they are. */
export async function retireCampaign(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: { campaign_id: number; retire_reason: string },
): Promise<CampaignRecord> {
  await requireManageable(db, principal, campaignId, 'retire campaigns');
  requirePathCampaignId(input, campaignId);
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    await tx
      .update(campaigns)
      .set({
        status: 'r',
        extra: { ...locked.extra, retire_reason: input.retire_reason },
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaignId));
    const record = await reloadCampaign(tx, principal.networkId, campaignId);
    await recordCampaignUpdate(tx, principal, locked, record.row, 'retired');
    return record;
  });
}

/** The sale limits guard the network's partners and fees: staff set them, brands read them. */
function requireStaffForSaleLimits(principal: Principal, input: PatchCampaignIn): void {
  if (principal.role === 'network') return;
  if (input.max_sale_value !== undefined || input.sale_window_days !== undefined)
    throw new AppError('forbidden', "Only the network's staff may change a campaign's sale limits");
}

/** The sale-limit columns a PATCH sets (null: back to the deployment's default). */
const saleLimitColumns = (input: PatchCampaignIn) => ({
  ...(input.max_sale_value !== undefined ? { maxSaleValue: input.max_sale_value } : {}),
  ...(input.sale_window_days !== undefined ? { saleWindowDays: input.sale_window_days } : {}),
});

/** The v3 PATCH: sets or (null) removes extra_info keys; sets the lock period and sale limits. */
export async function patchCampaignExtraInfo(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: PatchCampaignIn,
): Promise<void> {
  await requireManageable(db, principal, campaignId, 'update campaigns');
  requireStaffForSaleLimits(principal, input);
  await db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    const next: Record<string, string> = { ...locked.extraInfo };
    for (const [key, value] of Object.entries(input.extra_info ?? {})) {
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    const [updated] = await tx
      .update(campaigns)
      .set({
        extraInfo: next,
        ...(input.lock_period_days !== undefined ? { lockPeriodDays: input.lock_period_days } : {}),
        ...saleLimitColumns(input),
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaignId))
      .returning();
    await recordCampaignUpdate(tx, principal, locked, updated!);
  });
}
