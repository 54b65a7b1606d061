import type { ClickInvalidReason, DeviceClass } from '@/lib/schemas/enums';

/**
 * Why a click is not creditable, in words, for every page that shows a verdict: the one place
 * the codes of lib/schemas/enums.ts (CLICK_INVALID_REASONS) become phrases.
 */
export const CLICK_VERDICT_LABELS: Record<ClickInvalidReason, string> = {
  partner_not_approved: 'Partner not approved on the campaign',
  campaign_not_active: 'Campaign or brand not active',
  bot: 'Robot or automated browser',
  flood: 'Too many clicks from one address',
  self_click: "Partner's own click",
  link_inactive: 'Tracking link switched off',
};

export const clickVerdictLabel = (code: string): string =>
  CLICK_VERDICT_LABELS[code as ClickInvalidReason] ?? 'Not creditable';

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};
