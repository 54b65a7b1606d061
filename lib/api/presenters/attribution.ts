import type { AttributionSettingsOut, ConversionTrackingOut } from '@/lib/schemas/attribution';
import type { AttributionSettings } from '@/lib/services/attribution';
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
