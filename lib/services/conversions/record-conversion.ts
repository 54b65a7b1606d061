import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { RecordConversionIn } from '@/lib/schemas/conversion';
import { actorOf } from '../audit/change-set';
import { toUnits } from '@/lib/money/amount';
import { requireBrandSideCampaign, type ConversionRecord } from './read-conversions';
import { findParticipation } from '../participations/find-participation';
import { storeConversion, type RecordOutcome } from './store-conversion';

/**
 * The same conversion again (a retry) returns it; a different one under a used reference is
 * refused. "Different": another value or currency, or another partner when the call names one.
 */
function retryOrConflict(
  existing: ConversionRecord,
  partnerId: number | undefined,
  currency: string,
  value: string,
): RecordOutcome {
  const { row } = existing;
  if (
    (partnerId === undefined || row.partnerId === partnerId) &&
    row.currency === currency &&
    toUnits(row.value) === toUnits(value)
  )
    return { conversion: existing, created: false };
  throw AppError.field(
    ['conversion_reference'],
    'duplicate',
    `conversion_reference ${row.conversionReference} is already recorded in this campaign for another sale (publisher, value or currency differ)`,
  );
}

async function requireApprovedParticipation(
  db: Db,
  networkId: number,
  campaignId: number,
  partnerId: number,
): Promise<void> {
  const participation = await findParticipation(db, networkId, campaignId, partnerId);
  if (participation?.status !== 'a') {
    throw AppError.field(
      ['publisher_id'],
      'invalid_value',
      `publisher ${partnerId} has no approved participation in campaign ${campaignId}`,
    );
  }
}

/**
 * Records one conversion (POST /v3/brand/campaigns/{campaignId}/conversions). Staff, or a
 * brand user granted the campaign's brand. With publisher_id the brand names the partner
 * (attribution manual; it must hold an approved participation); otherwise clickref and
 * voucher_code are attributed by the rules (lib/services/attribution), and a sale they do not
 * attribute is stored unattributed. Idempotent on conversion_reference per campaign.
 */
export async function recordConversion(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: RecordConversionIn,
): Promise<RecordOutcome> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'record conversions'))
    .row;
  if (input.publisher_id !== undefined)
    await requireApprovedParticipation(db, principal.networkId, campaignId, input.publisher_id);
  const currency = input.currency ?? campaign.defaultCurrency;
  return storeConversion(
    db,
    actorOf(principal),
    campaign,
    {
      conversionReference: input.conversion_reference,
      value: input.value,
      currency: input.currency,
      customerType: input.customer_type,
      conversionTime: input.conversion_time,
      partnerReference: input.publisher_reference,
      advertiserReference: input.advertiser_reference,
      customerReference: input.customer_reference,
      items: input.items ?? [],
      partnerId: input.publisher_id,
      clickrefs: input.clickref ?? [],
      voucherCode: input.voucher_code,
      source: 'api',
    },
    (existing) => retryOrConflict(existing, input.publisher_id, currency, input.value),
  );
}
