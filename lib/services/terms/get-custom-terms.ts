import type { DbOrTx } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { BRAND_SIDE, findCampaign, requireManageable } from '../campaigns/read-campaigns';
import { partnerMayRead } from './applicable-terms';
import { termsInForce, type TermsWithStatus } from './campaign-terms';
import { campaignTermsById, termsNotFound } from './custom-terms';

/**
 * GET /campaign/{campaign_id}/custom_terms/{terms_id}: one custom terms of the campaign, deleted
 * ones included (active n), for staff and the granted brand user. A partner reads only terms it
 * may read (docs/campaigns.md#custom-terms): the general terms, its own partner terms, and any
 * terms it accepted; anything else is not found.
 */
export async function getCustomTerms(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  termsId: number,
): Promise<TermsWithStatus> {
  if (BRAND_SIDE.includes(principal.role)) {
    const record = await requireManageable(db, principal, campaignId, 'read custom terms');
    const terms = await campaignTermsById(db, record.row, termsId, true);
    return { terms, active: termsInForce(terms, record.row.customTermsId) };
  }
  if (principal.role !== 'partner' || principal.partnerId === null)
    throw new AppError('forbidden', 'Your account may not read custom terms');
  const record = await findCampaign(db, principal.networkId, campaignId);
  if (!record) throw AppError.notFound('Campaign');
  const terms = await campaignTermsById(db, record.row, termsId, true);
  if (!(await partnerMayRead(db, principal.partnerId, terms))) throw termsNotFound(termsId);
  return { terms, active: termsInForce(terms, record.row.customTermsId) };
}
