import { z } from 'zod';

/**
 * A campaign's attribution settings. The v2 shape is the reference's attribution settings
 * (partnerize-attribution `/v2/campaigns/{campaignId}/attribution`): of its models we run
 * exclusive codes (a valid voucher code beats a click: voucher precedence); the others read
 * false and cannot be switched on. The v3 shape (ours) adds conversion intake: pixels on or
 * off, the tracking secret's age and ready-made tags.
 */

const doc = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

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
      'Shown once: the HMAC-SHA256 key of signed conversion URLs; the previous secret stops working',
    ),
    secret_created_at: z.string(),
  }),
});
