import type { AttributionSettingsOut, ConversionTrackingOut } from '@/lib/schemas/attribution';
import type { AttributionSettings, ConversionTest } from '@/lib/services/attribution';
import { fromUnits } from '@/lib/money/amount';
import { isoDateTime } from './common';

/** The reference's v2 attribution settings: exclusive codes is our voucher precedence. */
export function presentAttributionSettings(s: AttributionSettings): AttributionSettingsOut {
  return {
    code_suppression: false,
    preferred_partners: false,
    exclusive_codes: s.voucherPrecedence,
    in_cart: false,
    split: false,
  };
}

/** Our v3 conversion-tracking settings with tag templates on the tracking base URL. */
export function presentConversionTracking(
  s: AttributionSettings,
  base: string,
): ConversionTrackingOut {
  const url = `${base}/conversion/campaign:${s.campaignId}/conversionref:{conversion_reference}/value:{value}/clickref:{clickref}`;
  return {
    campaign_id: String(s.campaignId),
    voucher_precedence: s.voucherPrecedence,
    pixel_conversions: s.pixelConversions,
    secret_created_at: s.secretCreatedAt ? isoDateTime(s.secretCreatedAt) : null,
    conversion_url: url,
    pixel_tag: `<img src="${url}" width="1" height="1" alt="" />`,
    javascript_tag: `<script async src="${base}/conversion.js" data-campaign="${s.campaignId}" data-conversionref="{conversion_reference}" data-value="{value}"></script>`,
  };
}

const partnerRef = (p: { id: number; name: string } | null) =>
  p ? { id: String(p.id), name: p.name } : null;

/** The answer of "test a conversion": amounts as exact decimal strings. */
export function presentConversionTest(t: ConversionTest) {
  return {
    campaign_id: String(t.campaign.id),
    recorded: false as const,
    attribution: t.attribution,
    rule: t.rule,
    partner: partnerRef(t.partner),
    status: t.status,
    reject_reason: t.rejectReason,
    conversion_time: isoDateTime(t.conversionTime),
    cookie_period: t.cookiePeriod,
    voucher_precedence: t.voucherPrecedence,
    clicks: t.clicks.map((c) => ({
      clickref: c.clickref,
      verdict: c.verdict,
      partner: partnerRef(c.partner),
      clicked_at: c.clickedAt ? isoDateTime(c.clickedAt) : null,
    })),
    voucher: t.voucher
      ? { code: t.voucher.code, verdict: t.voucher.verdict, partner: partnerRef(t.voucher.partner) }
      : null,
    duplicate_of: t.duplicateOf === null ? null : String(t.duplicateOf),
    currency: t.campaign.defaultCurrency,
    commission: fromUnits(t.priced.units),
    commission_rule: {
      kind: t.priced.applied.kind,
      rule_id: t.priced.applied.ruleId === null ? null : String(t.priced.applied.ruleId),
      description: t.ruleDescription,
      performance_model: t.priced.applied.performanceModel,
      performance_value: t.priced.applied.performanceValue,
    },
  };
}
