import { z } from 'zod';
import { CampaignStatus, Currency, Locale, YesOrNo } from '../enums';
import {
  decimalText,
  entityId,
  httpUrl,
  imageDataUrl,
  referenceId,
  requiredText,
  text,
} from '../fields';
import { VERTICALS } from '../reference';
import { campaignExtraFields } from './extra-fields';
import { count, decimal } from './values';
import { commaList } from '../query-lists';

/** Custom terms (ours): setting a different title, terms or locale publishes a new version; null removes them. */
export const CustomTermsIn = z.object({
  title: requiredText(255),
  terms: requiredText(100_000),
  locale: Locale.default('en'),
});
export type CustomTermsIn = z.output<typeof CustomTermsIn>;

/** The fields create and update share; every one optional here. */
const campaignFields = {
  title: z.string().trim().min(5).max(45),
  status: CampaignStatus.optional(),
  destination_url: httpUrl(),
  auto_approve_publisher: YesOrNo.optional(),
  hidden_campaign: YesOrNo.optional(),
  // Exactly one of the two is set (the service checks the merged record): "7.50" style text.
  default_commission_rate: decimal(3, 100).nullable().optional(),
  default_commission_value: decimal(10).nullable().optional(),
  default_currency: Currency.optional(),
  cookie_period: count().optional(),
  vertical_id: referenceId(VERTICALS, 'vertical').optional(),
  // Nullable in the reference: null means none (an empty map; on update it clears them).
  description: z
    .partialRecord(Locale, text(100_000))
    .nullable()
    .transform((v) => v ?? {})
    .optional(),
  terms: z
    .partialRecord(Locale, z.object({ terms: text(100_000) }))
    .nullable()
    .transform((v) => v ?? {})
    .optional(),
  /** URL of a PNG or JPEG the server downloads; null removes the icon. */
  campaign_icon: httpUrl().nullable().optional(),
  /** The same image as a base64 data URL. */
  campaign_icon_upload: imageDataUrl().nullable().optional(),
  custom_terms: CustomTermsIn.nullable().optional(),
  ...campaignExtraFields,
};

type IconFields = { campaign_icon?: string | null; campaign_icon_upload?: string | null };
const oneIconSource = (v: IconFields) =>
  v.campaign_icon === undefined ||
  v.campaign_icon_upload === undefined ||
  (v.campaign_icon === null && v.campaign_icon_upload === null);
const oneIconSourceIssue = {
  path: ['campaign_icon_upload'],
  params: { kind: 'unexpected_attribute' },
  message: 'must not be sent together with campaign_icon; send one or the other',
};

/**
 * POST /campaign: flat; advertiser_id, title and destination_url required, and exactly one of
 * default_commission_rate / default_commission_value. Unknown attributes (and read-only ones
 * such as campaign_id) are ignored, as v1 always has.
 */
export const CreateCampaignIn = z
  .object({ ...campaignFields, advertiser_id: entityId() })
  .refine(oneIconSource, oneIconSourceIssue);
export type CreateCampaignIn = z.output<typeof CreateCampaignIn>;

/**
 * PUT /campaign/{campaign_id}: campaign_id required (it must be the one in the path); every
 * other field optional, absent fields stay as they are. advertiser_id cannot change.
 */
export const UpdateCampaignIn = z
  .object({
    ...campaignFields,
    campaign_id: entityId(),
    title: campaignFields.title.optional(),
    destination_url: campaignFields.destination_url.optional(),
    advertiser_id: z.union([z.string(), z.number()]).optional(),
  })
  .refine(oneIconSource, oneIconSourceIssue);
export type UpdateCampaignIn = z.output<typeof UpdateCampaignIn>;

/** The part of a create or update body both service functions take. */
export type CampaignFieldsIn = Partial<Omit<CreateCampaignIn, 'advertiser_id'>>;

/** Retire a campaign: POST /campaign/{campaign_id} with action "delete". */
export const RetireCampaignIn = z.object({
  action: z.literal('delete'),
  campaign_id: entityId(),
  retire_reason: requiredText(1000),
});

/** Query of GET /campaign: an optional network filter; another network's id matches nothing. */
export const CampaignListQuery = z.object({ network_id: entityId().optional() });

/** v3 extra_info keys we know; the list only grows. */
const EXTRA_INFO_KEYS = ['shopify_shop_id'] as const;

/** `extra_info` query: comma list of keys, `*` for all; unknown keys ignored. */
export const ExtraInfoQuery = z.object({
  extra_info: z
    .string()
    .transform((v) => {
      const keys = commaList(v);
      return keys.includes('*')
        ? [...EXTRA_INFO_KEYS]
        : EXTRA_INFO_KEYS.filter((k) => keys.includes(k));
    })
    .optional(),
});

/** Query of GET /v3/brand/campaigns. */
export const BrandCampaignsQuery = ExtraInfoQuery.extend({ brand_id: entityId().optional() });

/** A campaign's maximum sale value: a positive amount (docs/jobs-and-conversions.md#sale-limits). */
const maxSaleValue = () =>
  decimalText(
    8,
    'must be a decimal number from 0.0001 to 99999999.9999 with at most 4 decimals',
  ).refine((v) => !/^0+(\.0+)?$/.test(v), {
    params: { kind: 'too_small' },
    message: 'must be greater than 0',
  });

/**
 * PATCH /v3/brand/campaigns/{campaignId}: extra_info (only known keys; null removes a key) and
 * ours: lock_period_days (docs/campaigns.md#lock-period), and the sale limits max_sale_value and
 * sale_window_days (staff only; null returns to the deployment's default;
 * docs/jobs-and-conversions.md#sale-limits). v3 refuses unknown attributes. At least one of them.
 */
export const PatchCampaignIn = z
  .strictObject({
    extra_info: z.strictObject({ shopify_shop_id: text(1024).nullable().optional() }).optional(),
    lock_period_days: z
      .number()
      .int()
      .min(0)
      .max(365)
      .optional()
      .meta({ description: 'Days an approved conversion waits before it locks (0 to 365)' }),
    max_sale_value: maxSaleValue().nullable().optional().meta({
      description:
        "Ours, staff only: the largest sale value the campaign records (compared with the value as sent); null: the deployment's default",
    }),
    sale_window_days: z.number().int().min(1).max(36_500).nullable().optional().meta({
      description:
        "Ours, staff only: how many days back a sale may be dated (1 to 36500); null: the deployment's default",
    }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    params: { kind: 'required' },
    path: ['extra_info'],
    message: 'must set extra_info, lock_period_days, max_sale_value or sale_window_days',
  });
export type PatchCampaignIn = z.output<typeof PatchCampaignIn>;
