import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, voucherCodes } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand, isStaff } from '../access';
import { requireManageable } from '../campaigns/read-campaigns';
import { requirePartnerInNetwork } from '../partners/partner-in-network';
import { countVouchersWhere, voucherRecordsWhere, type VoucherCodeRecord } from './voucher-records';

/** GET /campaign/{id}/voucher_code: staff, or a brand user granted the campaign's brand; paged. */
export async function listCampaignVouchers(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  options: { offset: number; limit: number; partnerId?: number },
): Promise<{ rows: VoucherCodeRecord[]; total: number }> {
  await requireManageable(db, principal, campaignId, 'read voucher codes');
  const where = and(
    eq(voucherCodes.campaignId, campaignId),
    options.partnerId === undefined ? undefined : eq(voucherCodes.partnerId, options.partnerId),
  );
  const [rows, total] = await Promise.all([
    voucherRecordsWhere(db, principal.networkId, where, options),
    countVouchersWhere(db, principal.networkId, where),
  ]);
  return { rows, total };
}

/** One code of a campaign; a code of another campaign (or network) is not found. */
export async function getCampaignVoucher(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  voucherCodeId: number,
): Promise<VoucherCodeRecord> {
  await requireManageable(db, principal, campaignId, 'read voucher codes');
  const [record] = await voucherRecordsWhere(
    db,
    principal.networkId,
    and(eq(voucherCodes.campaignId, campaignId), eq(voucherCodes.id, voucherCodeId)),
  );
  if (!record) throw AppError.notFound('Voucher code');
  return record;
}

/**
 * GET /user/publisher/{publisher_id}/campaign/{campaign_id}/voucher: the campaign's codes that
 * credit the partner. Staff, the partner's own user, or a brand user granted the campaign's
 * brand; another partner 403; an unknown partner or campaign of the network 404.
 */
export async function listPartnerVouchers(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  campaignId: number,
): Promise<VoucherCodeRecord[]> {
  const { networkId } = principal;
  await requirePartnerInNetwork(db, networkId, partnerId);
  const [campaign] = await db
    .select({ brandId: campaigns.brandId })
    .from(campaigns)
    .where(and(eq(campaigns.networkId, networkId), eq(campaigns.id, campaignId)))
    .limit(1);
  if (!campaign) throw AppError.notFound('Campaign');
  const own = principal.role === 'partner' && principal.partnerId === partnerId;
  if (!isStaff(principal) && !own && !canManageBrand(principal, campaign.brandId))
    throw new AppError(
      principal.role === 'partner' ? 'forbidden_view' : 'forbidden',
      principal.role === 'partner'
        ? 'You may only read your own voucher codes'
        : 'You may not read the voucher codes of this campaign: its brand is not granted to you',
    );
  return voucherRecordsWhere(
    db,
    networkId,
    and(eq(voucherCodes.campaignId, campaignId), eq(voucherCodes.partnerId, partnerId)),
  );
}
