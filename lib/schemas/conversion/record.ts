import { z } from 'zod';
import { ConversionStatus, Currency, CustomerType } from '../enums';
import { entityId } from '../fields';
import { amount, dateTime, patternText } from './fields';

/** Recording one conversion (our v3 call) and the v3 conversion record. */

const ConversionItemIn = z.strictObject({
  sku: patternText(512).optional(),
  category: patternText(128).optional(),
  item_value: amount(),
});

/**
 * POST /v3/brand/campaigns/{campaignId}/conversions. v3: unknown attributes are refused.
 * currency defaults to the campaign's; conversion_time to now (it may not be in the future).
 */
export const RecordConversionIn = z.strictObject({
  publisher_id: entityId(),
  conversion_reference: patternText(256),
  value: amount(),
  currency: Currency.optional(),
  customer_type: CustomerType.optional(),
  conversion_time: dateTime().optional(),
  publisher_reference: patternText(256).optional(),
  advertiser_reference: patternText(256).optional(),
  customer_reference: patternText(256).optional(),
  items: z.array(ConversionItemIn).max(1000).optional(),
});
export type RecordConversionIn = z.output<typeof RecordConversionIn>;

const str = z.string();
const nstr = z.string().nullable();

const ConversionItemOut = z.object({
  id: str,
  sku: nstr,
  category: nstr,
  item_value: str,
  item_commission: str,
  status: ConversionStatus,
  display_to_publisher: z.boolean(),
  reason: nstr,
});

/** The v3 conversion record. value in `currency`; commission in `commission_currency` (the campaign's). */
export const ConversionV3Out = z
  .object({
    id: str,
    campaign_id: str,
    publisher_id: str,
    conversion_reference: str,
    publisher_reference: nstr,
    advertiser_reference: nstr,
    customer_reference: nstr,
    customer_type: CustomerType.nullable(),
    status: ConversionStatus,
    reason: nstr,
    currency: str,
    value: str,
    commission: str,
    commission_currency: str,
    conversion_time: str.meta({ description: 'ISO 8601 with offset' }),
    created_at: str,
    updated_at: str,
    items: z.array(ConversionItemOut),
  })
  .meta({ id: 'ConversionV3' });
export type ConversionV3Out = z.infer<typeof ConversionV3Out>;
export const ConversionV3Response = z.object({ data: ConversionV3Out });
