import {
  CAMPAIGN_EXTRA_DEFAULTS,
  CAMPAIGN_EXTRA_KEYS,
  type BrandCampaignV3Out,
  type CampaignOut,
  type CampaignWithParticipationOut,
} from '@/lib/schemas/campaign';
import type { CurrencyCode } from '@/lib/schemas/enums';
import { VERTICALS } from '@/lib/schemas/reference';
import type { CampaignRecord } from '@/lib/services/campaigns';
import { saleLimitsOf } from '@/lib/services/conversions';
import type { ParticipationRecord } from '@/lib/services/participations';
import type { BrandRow } from '@/lib/services/brands';
import { imageUrl, v1DateTime, yn } from './common';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The name partners see: display_name, else company_name. */
export const brandShownName = (brand: BrandRow): string => brand.displayName || brand.companyName;

/** An exact decimal as text with at least two decimals: "7.5000" -> "7.50", "7.1250" -> "7.125". */
export function decimalText(value: string | null): string | null {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

type ExtraOut = Omit<
  Pick<CampaignOut, (typeof CAMPAIGN_EXTRA_KEYS)[number]>,
  'commission_by_meta' | 'commission_by_meta_label' | 'promotional_countries'
>;

/** The v1 Campaign record (lib/schemas/campaign/record.ts; extra fields read as their defaults). */
export function presentCampaign(record: CampaignRecord, origin: string): CampaignOut {
  const { row, brand, customTerms } = record;
  const stored = row.extra;
  const extra: Record<string, unknown> = {};
  for (const key of CAMPAIGN_EXTRA_KEYS)
    extra[key] = key in stored ? stored[key] : CAMPAIGN_EXTRA_DEFAULTS[key];
  return {
    campaign_id: String(row.id),
    advertiser_id: String(row.brandId),
    network_id: String(row.networkId),
    title: row.title,
    status: row.status,
    destination_url: row.destinationUrl,
    advertiser_name: brandShownName(brand),
    advertiser_icon: imageUrl(origin, record.brandIcon),
    campaign_icon: imageUrl(origin, record.icon),
    auto_approve_publisher: yn(row.autoApprovePartner),
    hidden_campaign: yn(row.hiddenCampaign),
    default_commission_rate: decimalText(row.defaultCommissionRate),
    default_commission_value: decimalText(row.defaultCommissionValue),
    default_currency: row.defaultCurrency as CurrencyCode,
    cookie_period: row.cookiePeriod,
    vertical_id: row.verticalId,
    vertical_name: VERTICALS[row.verticalId] ?? '',
    description: row.description,
    terms: row.terms,
    ...(extra as ExtraOut),
    // Legacy: these two are strings holding a JSON-encoded array of strings.
    commission_by_meta: JSON.stringify(extra.commission_by_meta ?? []),
    commission_by_meta_label: JSON.stringify(extra.commission_by_meta_label ?? []),
    promotional_countries: ((extra.promotional_countries as string[] | undefined) ?? []).map(
      (iso) => ({ iso, name: regionNames.of(iso) ?? iso }),
    ),
    custom_terms: customTerms
      ? {
          campaign_custom_terms_and_conditions_id: String(customTerms.id),
          title: customTerms.title,
          terms: customTerms.content,
          locale: customTerms.locale,
          version: customTerms.version,
          created: v1DateTime(customTerms.createdAt),
        }
      : null,
    created: v1DateTime(row.createdAt),
  };
}

/**
 * The campaign-with-participation record (the partner's v1 campaign list, request access).
 * v1 shows an invitation (t) as pending.
 */
export function presentCampaignWithParticipation(
  { record, participation, rejectionReason }: ParticipationRecord,
  origin: string,
): CampaignWithParticipationOut {
  const terms = record.customTerms;
  return {
    ...presentCampaign(record, origin),
    publisher_status: participation.status === 't' ? 'p' : participation.status,
    campaign_custom_terms_and_conditions_id: terms ? String(terms.id) : '',
    campaign_custom_terms_and_conditions_title: terms ? terms.title : '',
    // Ours, on the rejected list only (docs/api-decisions.md#rejection-reason-for-the-partner).
    ...(rejectionReason !== undefined ? { publisher_status_reason: rejectionReason } : {}),
  };
}

/** An item of the v3 brand campaigns; extra_info only when keys were asked for. */
export function presentBrandCampaignV3(
  { row, brand }: CampaignRecord,
  extraInfoKeys?: readonly string[],
): BrandCampaignV3Out {
  const limits = saleLimitsOf(row);
  const out: BrandCampaignV3Out = {
    id: String(row.id),
    title: row.title,
    brand: { id: String(brand.id), name: brand.companyName, display_name: brand.displayName },
    lock_period_days: row.lockPeriodDays,
    max_sale_value: limits.maxSaleValue,
    sale_window_days: limits.maxAgeDays,
  };
  if (extraInfoKeys)
    out.extra_info = Object.fromEntries(
      extraInfoKeys.filter((k) => k in row.extraInfo).map((k) => [k, row.extraInfo[k]!]),
    );
  return out;
}
