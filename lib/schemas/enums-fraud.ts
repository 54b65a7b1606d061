/** The reference's fraud metrics (Partnerize incidents), in its order. */
export const REFERENCE_FRAUD_METRICS = [
  'volume_clicks',
  'volume_conversions',
  'conversion_ratio',
  'basket_variability_sku',
  'conversion_value',
  'ttc',
] as const;

/** Ours: docs/fraud.md#rules. */
export const OWN_FRAUD_METRICS = [
  'self_referral',
  'shared_payee',
  'voucher_value',
  'sale_date_window',
  'sales_per_ip',
  'clicks_per_ip',
] as const;

export const FRAUD_METRICS = [...REFERENCE_FRAUD_METRICS, ...OWN_FRAUD_METRICS] as const;
export type FraudMetric = (typeof FRAUD_METRICS)[number];

export const INCIDENT_TYPES = ['partner', 'conversion', 'ip_address'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const INCIDENT_STATUSES = ['active', 'deleted'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
