import type { FraudMetric } from '@/lib/schemas/enums-fraud';

/** What each metric found, in the words a partner reads on a held payment. */
export const METRIC_WORDS: Record<FraudMetric, string> = {
  volume_clicks: 'unusually many clicks',
  volume_conversions: 'unusually many sales',
  conversion_ratio: 'an unusually high share of clicks turning into sales',
  basket_variability_sku: 'many sales with the same basket',
  conversion_value: 'a sale of unusually high value',
  ttc: 'a sale too soon after its click',
  self_referral: "a sale from the partner's own sign-in address",
  shared_payee: 'payment details shared with another partner',
  voucher_value: 'a high-value sale through a pixel or voucher code',
  sale_date_window: 'a sale dated long before it was recorded',
  sales_per_ip: 'many sales from one address in a short time',
  clicks_per_ip: 'a flood of clicks from one address',
};

export const holdReason = (incidentId: number, metric: FraudMetric, campaignId: number): string =>
  `Fraud incident ${incidentId} on campaign ${campaignId}: ${METRIC_WORDS[metric]}. Contact the network's compliance team to have it reviewed.`;
