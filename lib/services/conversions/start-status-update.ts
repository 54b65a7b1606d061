import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import {
  identifierOf,
  type BulkForm,
  type ConversionStatusUpdateV1In,
  type V1ConversionIdentifier,
} from '@/lib/schemas/conversion';
import type { JobRecord } from '../jobs/read-jobs';
import { requireBrandSideCampaign } from './read-conversions';
import { startConversionJob, type BulkTaskInput } from './start-bulk-update';

// The v1 conversion status update (POST /campaign/{campaign_id}/conversion): the same job as the
// v3 bulk update, one task per entry, entries of the three identifier kinds mixed in one job.

/** The bulk update's form for each v1 identifier. */
export const FORM_OF_IDENTIFIER: Record<V1ConversionIdentifier, BulkForm> = {
  conversion_id: 'conversions',
  conversion_reference_id: 'conversion_references',
  conversion_item_id: 'conversion_items',
};

/**
 * Starts a status update of conversions and items: each entry becomes a task of a
 * conversion_bulk_update job (its status, and its reject_reason as the reason when it rejects).
 * Staff, or a brand user granted the campaign's brand. The body is fully checked before
 * anything is written; entries that name nothing of this campaign fail in the job.
 */
export async function startConversionStatusUpdate(
  db: Db,
  principal: Principal,
  campaignId: number,
  body: ConversionStatusUpdateV1In,
): Promise<JobRecord> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'update conversions'))
    .row;
  const inputs: BulkTaskInput[] = body.conversions.map((entry, index) => {
    const { name, value } = identifierOf(entry);
    const reason = entry.status === 'rejected' && entry.reject_reason ? entry.reject_reason : null;
    return {
      form: FORM_OF_IDENTIFIER[name],
      key: value,
      update: { status: entry.status, ...(reason ? { reason } : {}) },
      index,
    };
  });
  return startConversionJob(db, principal, campaign, inputs, null);
}
