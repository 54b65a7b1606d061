import { z } from 'zod';
import { Attribution, ConversionSource, ConversionStatus, Currency, CustomerType } from '../enums';
import { entityId } from '../fields';
import { clickrefList, voucherCodeText } from '../voucher-code-fields';
import { amount, customerTypeIn, dateTime, itemText, patternText } from './fields';

/** Recording one conversion (our v3 call) and the v3 conversion record. */

const ConversionItemIn = z.strictObject({
  sku: itemText(512).optional(),
  category: itemText(128).optional(),
  item_value: amount(),
});

/**
 * POST /v3/brand/campaigns/{campaignId}/conversions. v3: unknown attributes are refused.
 * currency defaults to the campaign's; conversion_time to now (it may not be in the future).
 * At least one of publisher_id (the brand names the partner: manual), clickref and voucher_code
 * (the rules attribute it) is required.
 */
export const RecordConversionIn = z
  .strictObject({
    publisher_id: entityId().optional().meta({
      description:
        'The partner the brand credits (attribution manual); leave it out to have clickref and voucher_code attribute the sale',
    }),
    clickref: clickrefList().optional().meta({
      description:
        'The clickref the shopper landed with, or several separated by commas: the last creditable click of the campaign within its cookie period wins',
    }),
    voucher_code: voucherCodeText()
      .optional()
      .meta({ description: "The voucher code the shopper used (one of the campaign's codes)" }),
    conversion_reference: patternText(256),
    value: amount(),
    currency: Currency.optional(),
    customer_type: customerTypeIn().optional(),
    conversion_time: dateTime().optional(),
    publisher_reference: patternText(256).optional(),
    advertiser_reference: patternText(256).optional(),
    customer_reference: patternText(256).optional(),
    items: z.array(ConversionItemIn).max(1000).optional(),
  })
  .refine(
    (v) => {
      const sent = (v ?? {}) as Record<string, unknown>;
      return [sent.publisher_id, sent.clickref, sent.voucher_code].some((x) => x !== undefined);
    },
    {
      path: ['publisher_id'],
      params: { kind: 'required' },
      message:
        'publisher_id is required unless clickref or voucher_code is sent (they attribute the sale)',
      // Checked beside the other fields' problems, so one answer names them all.
      when: () => true,
    },
  );
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
    publisher_id: nstr.meta({ description: 'null when unattributed' }),
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
    attribution: Attribution.meta({
      description:
        'How the partner was found: click (the last creditable click), voucher (its voucher code), manual (publisher_id named), unattributed (nobody: commission 0)',
    }),
    source: ConversionSource.meta({
      description: 'api (this call), postback (a signed conversion URL), pixel (an unsigned one)',
    }),
    click_id: nstr.meta({ description: 'The winning click (attribution click)' }),
    clickref: nstr,
    clicked_at: nstr.meta({ description: 'ISO 8601 with offset' }),
    voucher_code: nstr.meta({ description: 'The voucher code the sale used, as sent' }),
    items: z.array(ConversionItemOut),
  })
  .meta({ id: 'ConversionV3' });
export type ConversionV3Out = z.infer<typeof ConversionV3Out>;
export const ConversionV3Response = z.object({ data: ConversionV3Out });
