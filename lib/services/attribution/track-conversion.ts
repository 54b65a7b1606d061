import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ConversionUrlIn } from '@/lib/schemas/conversion-url';
import { systemActor } from '../audit/change-set';
import { fromUnits, sumUnits, toUnits } from '@/lib/money/amount';
import {
  answerFirst,
  storeConversion,
  type ConversionInput,
  type RecordOutcome,
} from '../conversions/store-conversion';
import { settingsOf } from './settings';
import { signatureMatches } from './signature';

/**
 * The conversion URL's intake (`/conversion/...`, docs/jobs-and-conversions.md#attribution):
 * unauthenticated, scoped by the campaign the URL names. A URL signed with the campaign's
 * tracking secret is a postback (server to server); an unsigned one is a pixel (image or
 * JavaScript tag), accepted while the campaign allows pixels. Either way the rules attribute
 * the sale (never a partner named in the URL), and a conversion reference already recorded in
 * the campaign answers its first recording.
 */

export interface TrackedConversion {
  fields: ConversionUrlIn;
  /** The signature sent (segment or header), or null. */
  signature: string | null;
  /** The path the signature covers. */
  signedPath: string;
  /** The caller's address (a pixel's is the shopper's), for the fraud checks. */
  address?: string;
}

/** Items with their quantities counted out (one conversion item per unit). */
function itemsOf(fields: ConversionUrlIn): ConversionInput['items'] {
  return fields.items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      sku: item.sku,
      category: item.category,
      item_value: item.value,
      meta: item.meta,
    })),
  );
}

/** The value sent, else the sum of the items; one of them is required. */
function valueOf(fields: ConversionUrlIn, items: ConversionInput['items']): string {
  if (fields.value !== undefined) return fields.value;
  if (!items.length)
    throw AppError.field(['value'], 'required', 'value is required (or items with their values)');
  const total = sumUnits(items.map((i) => i.item_value));
  if (total > toUnits('99999999.9999'))
    throw AppError.field(['value'], 'too_big', 'the items add up to more than 99999999.9999');
  return fromUnits(total);
}

async function campaignOf(db: Db, campaignId: number) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw AppError.notFound('Campaign');
  return campaign;
}

/** Records (or finds) the conversion a conversion URL describes. */
export async function trackConversion(db: Db, tracked: TrackedConversion): Promise<RecordOutcome> {
  const { fields } = tracked;
  const campaign = await campaignOf(db, fields.campaign);
  const settings = await settingsOf(db, campaign.id);
  let source: ConversionInput['source'] = 'pixel';
  if (tracked.signature !== null) {
    if (
      !settings.trackingSecret ||
      !signatureMatches(settings.trackingSecret, tracked.signedPath, tracked.signature)
    )
      throw new AppError(
        'forbidden',
        "The signature does not match this conversion URL under the campaign's tracking secret",
      );
    source = 'postback';
  } else if (!settings.pixelConversions)
    throw new AppError(
      'forbidden',
      'This campaign accepts only signed conversion URLs (its pixel conversions are off)',
    );
  const items = itemsOf(fields);
  return storeConversion(
    db,
    systemActor(campaign.networkId),
    campaign,
    {
      conversionReference: fields.conversionref,
      value: valueOf(fields, items),
      currency: fields.currency,
      customerType: fields.customertype,
      conversionTime: fields.conversion_time,
      partnerReference: fields.pubref,
      advertiserReference: fields.advref,
      customerReference: fields.custref,
      items,
      meta: fields.meta,
      clickrefs: fields.clickref ?? [],
      voucherCode: fields.voucher,
      source,
      address: tracked.address,
    },
    answerFirst,
  );
}
