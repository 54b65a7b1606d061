import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { fraudRules } from '@/lib/db/schema';
import { FRAUD_METRICS, type FraudMetric } from '@/lib/schemas/enums-fraud';

/**
 * The rules a campaign is watched by (docs/fraud.md#rules): its own row per metric, else the
 * network's default row (campaign_id null), else the built-in default below.
 */

export interface FraudRule {
  metric: FraudMetric;
  enabled: boolean;
  threshold: number;
  windowMinutes: number;
  holdPayments: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Built-in defaults, set well above ordinary traffic (the demo's busiest partner sends about
 * 40 clicks and 2 sales a day, sales of 15 to 265, none within a minute of its click).
 */
export const DEFAULT_RULES: Record<FraudMetric, Omit<FraudRule, 'metric'>> = {
  // Clicks of one partner on one campaign within the window.
  volume_clicks: { enabled: true, threshold: 5000, windowMinutes: DAY, holdPayments: false },
  // Sales of one partner on one campaign within the window.
  volume_conversions: { enabled: true, threshold: 500, windowMinutes: DAY, holdPayments: false },
  // Sales per 100 clicks within the window (at least MIN_RATIO_SALES sales).
  conversion_ratio: { enabled: true, threshold: 50, windowMinutes: DAY, holdPayments: false },
  // Sales with the same basket (the same SKUs) from one partner within the window.
  basket_variability_sku: { enabled: true, threshold: 20, windowMinutes: DAY, holdPayments: false },
  // One sale's value, in the campaign's currency.
  conversion_value: { enabled: true, threshold: 10000, windowMinutes: 0, holdPayments: true },
  // Seconds from the click to the sale: a sale sooner than this is not a shopper's.
  ttc: { enabled: true, threshold: 5, windowMinutes: 0, holdPayments: false },
  // Sales from an address the partner's own users signed in from.
  self_referral: { enabled: true, threshold: 1, windowMinutes: 0, holdPayments: true },
  // Partners paid to the same bank account or PayPal address.
  shared_payee: { enabled: true, threshold: 2, windowMinutes: 0, holdPayments: true },
  // One pixel or voucher-code sale's value (no click vouches for it).
  voucher_value: { enabled: true, threshold: 5000, windowMinutes: 0, holdPayments: true },
  // Days between the sale's date and its recording.
  sale_date_window: { enabled: true, threshold: 45, windowMinutes: 0, holdPayments: false },
  // Sales from one address on one campaign within the window.
  sales_per_ip: { enabled: true, threshold: 20, windowMinutes: HOUR, holdPayments: true },
  // Clicks from one address on one campaign within the window, those past the flood limit
  // (counted, not stored) included.
  clicks_per_ip: { enabled: true, threshold: 200, windowMinutes: HOUR, holdPayments: true },
};

export const MIN_RATIO_SALES = 20;

export type RuleSet = Map<FraudMetric, FraudRule>;

/** Every metric's rule for the campaign. */
export async function rulesFor(
  db: DbOrTx,
  networkId: number,
  campaignId: number,
): Promise<RuleSet> {
  const rows = await db
    .select()
    .from(fraudRules)
    .where(
      and(
        eq(fraudRules.networkId, networkId),
        or(isNull(fraudRules.campaignId), eq(fraudRules.campaignId, campaignId)),
      ),
    );
  const rules: RuleSet = new Map();
  for (const metric of FRAUD_METRICS) {
    const row =
      rows.find((r) => r.metric === metric && r.campaignId === campaignId) ??
      rows.find((r) => r.metric === metric && r.campaignId === null);
    rules.set(
      metric,
      row
        ? {
            metric,
            enabled: row.enabled,
            threshold: Number(row.threshold),
            windowMinutes: row.windowMinutes,
            holdPayments: row.holdPayments,
          }
        : { metric, ...DEFAULT_RULES[metric] },
    );
  }
  return rules;
}
