import type { IncidentListRow } from '@/lib/client/hooks/fraud';

type Metric = IncidentListRow['metric'];

/** Each rule's name as the console shows it. */
export const METRIC_LABELS: Record<Metric, string> = {
  volume_clicks: 'Many clicks',
  volume_conversions: 'Many sales',
  conversion_ratio: 'High sales per click',
  basket_variability_sku: 'Same basket repeated',
  conversion_value: 'High sale value',
  ttc: 'Sale too soon after click',
  self_referral: "Sale from the partner's own address",
  shared_payee: 'Payee shared with another partner',
  voucher_value: 'High pixel or voucher sale',
  sale_date_window: 'Sale dated long ago',
  sales_per_ip: 'Many sales from one address',
  clicks_per_ip: 'Click flood from one address',
};

/** What the rule's threshold and value measure, to read "value 50 (limit 20) sales in an hour". */
export const METRIC_UNITS: Record<Metric, string> = {
  volume_clicks: 'clicks',
  volume_conversions: 'sales',
  conversion_ratio: 'sales per 100 clicks',
  basket_variability_sku: 'sales with one basket',
  conversion_value: 'sale value',
  ttc: 'seconds from click to sale',
  self_referral: 'sales',
  shared_payee: 'partners with one payee',
  voucher_value: 'sale value',
  sale_date_window: 'days between sale and recording',
  sales_per_ip: 'sales from one address',
  clicks_per_ip: 'clicks from one address',
};

export const METRIC_OPTIONS = Object.entries(METRIC_LABELS) as [Metric, string][];

export const TYPE_WORDS: Record<IncidentListRow['type'], string> = {
  partner: 'Partner',
  conversion: 'Sale',
  ip_address: 'Address',
};

/** Minutes as words: "1 hour", "1 day", "90 minutes". */
export function windowWords(minutes: number): string {
  if (minutes === 0) return 'each sale';
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export const CONVERSION_STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  fraudulent: 'Fraudulent',
};
