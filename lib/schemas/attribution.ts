import { z } from 'zod';
import { doc } from './doc';
import { AppliedCommissionKind, Currency } from './enums';
import { entityId } from './fields';
import { clickrefList, voucherCodeText } from './voucher-code-fields';
import { amount, dateTime, patternText } from './conversion/fields';

/**
 * A campaign's attribution settings. The v2 shape is the reference's attribution settings
 * (partnerize-attribution `/v2/campaigns/{campaignId}/attribution`): of its models we run
 * exclusive codes (a valid voucher code beats a click: voucher precedence); the others read
 * false and cannot be switched on. The v3 shape (ours) adds conversion intake: pixels on or
 * off, the tracking secret's age and ready-made tags.
 */

export const AttributionSettingsOut = z
  .object({
    code_suppression: doc(z.boolean(), 'Not supported: always false'),
    preferred_partners: doc(z.boolean(), 'Not supported: always false'),
    exclusive_codes: doc(
      z.boolean(),
      'Voucher precedence: a valid voucher code credits its partner over the last click (else a code attributes only a sale without a creditable click)',
    ),
    in_cart: doc(z.boolean(), 'Not supported: always false'),
    split: doc(z.boolean(), 'Not supported: always false'),
  })
  .meta({ id: 'AttributionSettings' });
export type AttributionSettingsOut = z.infer<typeof AttributionSettingsOut>;

export const AttributionSettingsResponse = z.object({ data: AttributionSettingsOut });

/** Only false for the models we do not run: switching one on is a 400. */
const unsupported = doc(
  z.literal(false, { error: 'is not supported here (only exclusive_codes is)' }),
  'Not supported: only false is accepted',
).optional();

export const AttributionSettingsIn = z.object({
  code_suppression: unsupported,
  preferred_partners: unsupported,
  exclusive_codes: z.boolean().optional(),
  in_cart: unsupported,
  split: unsupported,
  first_click: unsupported,
});
export type AttributionSettingsIn = z.output<typeof AttributionSettingsIn>;

export const ConversionTrackingOut = z
  .object({
    campaign_id: z.string(),
    voucher_precedence: doc(z.boolean(), 'A valid voucher code beats the last click'),
    pixel_conversions: doc(
      z.boolean(),
      'Unsigned conversion URLs (image and JavaScript tags) are accepted; off: only signed ones',
    ),
    secret_created_at: doc(
      z.string().nullable(),
      'When the tracking secret was made (ISO 8601); null: none yet, so no URL can be signed',
    ),
    conversion_url: doc(z.string(), 'The conversion URL template (fill the braces)'),
    pixel_tag: doc(z.string(), 'An image tag for the confirmation page'),
    javascript_tag: doc(z.string(), 'The JavaScript tag for the confirmation page'),
  })
  .meta({ id: 'ConversionTracking' });
export type ConversionTrackingOut = z.infer<typeof ConversionTrackingOut>;
export const ConversionTrackingResponse = z.object({ data: ConversionTrackingOut });

export const ConversionTrackingIn = z.strictObject({
  voucher_precedence: z.boolean().optional(),
  pixel_conversions: z.boolean().optional(),
});
export type ConversionTrackingIn = z.output<typeof ConversionTrackingIn>;

export const TrackingSecretResponse = z.object({
  data: z.object({
    campaign_id: z.string(),
    tracking_secret: doc(
      z.string(),
      'The new HMAC-SHA256 key of signed conversion URLs; the previous secret stops working',
    ),
    secret_created_at: z.string(),
  }),
});

/** Reading the tracking secret: staff and the campaign's brand users may reveal it to copy it. */
export const TrackingSecretReadResponse = z.object({
  data: z.object({
    campaign_id: z.string(),
    tracking_secret: doc(
      z.string().nullable(),
      'The HMAC-SHA256 key of signed conversion URLs; null: none made yet',
    ),
    secret_created_at: z.string().nullable(),
  }),
});

/**
 * POST /v3/brand/campaigns/{campaignId}/conversion-tracking/test: a sale as the conversion URL
 * or the v3 call would send it; nothing is recorded.
 */
export const ConversionTestIn = z.strictObject({
  clickref: clickrefList()
    .optional()
    .meta({ description: 'One clickref, or several separated by commas' }),
  voucher_code: voucherCodeText().optional(),
  publisher_id: entityId()
    .optional()
    .meta({ description: 'Name the partner (manual attribution) instead of the rules' }),
  value: amount(),
  currency: Currency.optional(),
  conversion_time: dateTime().optional(),
  conversion_reference: patternText(256).optional(),
});
export type ConversionTestIn = z.output<typeof ConversionTestIn>;

const PartnerRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ConversionTestResponse = z.object({
  data: z
    .object({
      campaign_id: z.string(),
      recorded: doc(z.literal(false), 'Always false: a test records nothing'),
      attribution: z.enum(['click', 'voucher', 'unattributed', 'manual']),
      rule: doc(
        z.enum(['voucher_precedence', 'last_click', 'voucher', 'unattributed', 'manual']),
        'Which attribution rule decided (docs/jobs-and-conversions.md#the-rules)',
      ),
      partner: PartnerRef,
      status: doc(
        z.enum(['pending', 'rejected']),
        'The status it would be recorded with (rejected by a voucher code action)',
      ),
      reject_reason: z.string().nullable(),
      conversion_time: z.string(),
      cookie_period: doc(z.number().int(), 'Seconds a click keeps its claim'),
      voucher_precedence: z.boolean(),
      clicks: z.array(
        z.object({
          clickref: z.string(),
          verdict: doc(
            z.enum([
              'winner',
              'older',
              'unknown',
              'other_campaign',
              'not_creditable',
              'after_conversion',
              'expired',
            ]),
            'winner: credits the sale; older: counts, but a later click wins; expired: older than the cookie period',
          ),
          partner: PartnerRef,
          clicked_at: z.string().nullable(),
        }),
      ),
      voucher: z
        .object({
          code: z.string(),
          verdict: z.enum([
            'winner',
            'beaten_by_click',
            'unknown',
            'inactive',
            'no_partner',
            'partner_not_approved',
            'outside_window',
          ]),
          partner: PartnerRef,
        })
        .nullable(),
      duplicate_of: doc(
        z.string().nullable(),
        'A conversion already recorded under conversion_reference: a real call would answer it',
      ),
      currency: doc(z.string(), "The commission's currency (the campaign's)"),
      commission: z.string(),
      commission_rule: z.object({
        kind: AppliedCommissionKind,
        rule_id: z.string().nullable(),
        description: z.string().nullable(),
        performance_model: z.enum(['percentage_cpa', 'fixed_cpa']),
        performance_value: z.string(),
      }),
    })
    .meta({ id: 'ConversionTest' }),
});
