import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPLIED_COMMISSION_KINDS,
  ATTRIBUTIONS,
  CONVERSION_SOURCES,
  CONVERSION_STATUSES,
  CUSTOMER_TYPES,
} from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';
import { jobTasks } from './jobs';
import { voucherCodes } from './attribution';
import { commissionRules } from './commissions';

/** What paid a conversion or item, as it was when recorded (docs/commissions.md). */
export interface AppliedCommission {
  kind: (typeof APPLIED_COMMISSION_KINDS)[number];
  rule_id: string | null;
  performance_model: 'percentage_cpa' | 'fixed_cpa';
  performance_value: string;
  fixed_per: 'conversion' | 'item';
}

/** The rule that paid, its kind and a snapshot of its rate: later rule changes never rewrite it. */
const appliedCommission = () => ({
  commissionRuleId: ref('commission_rule_id').references(() => commissionRules.id),
  commissionKind: text('commission_kind', { enum: APPLIED_COMMISSION_KINDS }),
  commissionApplied: jsonb('commission_applied').$type<AppliedCommission>(),
});

export const conversions = pgTable(
  'conversions',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    /** The partner credited; null for an unattributed conversion (it earns nobody anything). */
    partnerId: ref('partner_id').references(() => partners.id),
    conversionReference: text('conversion_reference').notNull(),
    partnerReference: text('publisher_reference'),
    advertiserReference: text('advertiser_reference'),
    customerReference: text('customer_reference'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }),
    status: text('status', { enum: CONVERSION_STATUSES }).notNull().default('pending'),
    /** Currency of value (and of item values). */
    currency: text('currency').notNull(),
    value: amount('value').notNull(),
    commission: amount('commission').notNull(),
    /** Currency of commission: always the campaign's. */
    commissionCurrency: text('commission_currency').notNull(),
    /**
     * A sale in another currency than the campaign's: the rate that converts its value into the
     * campaign's (units of commission_currency for one of currency; value × rate, half up to
     * 0.0001), of the ECB day on or before the sale's, and its source
     * (docs/exchange-rates.md#sales-in-another-currency). Null when the sale is in the campaign's
     * currency, or no rate was needed nor found (a fixed commission).
     */
    exchangeRate: numeric('exchange_rate'),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    exchangeRateSource: text('exchange_rate_source'),
    ...appliedCommission(),
    reason: text('reason'),
    refPartnershipModelId: integer('ref_partnership_model_id'),
    refTrafficSourceId: integer('ref_traffic_source_id'),
    refConversionMetricId: integer('ref_conversion_metric_id'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    conversionTime: timestamptz('conversion_time').notNull(),
    /** How the partner was found (lib/services/attribution); rows before issue 20 are manual. */
    attribution: text('attribution', { enum: ATTRIBUTIONS }).notNull().default('manual'),
    source: text('source', { enum: CONVERSION_SOURCES }).notNull().default('api'),
    /** The click that won (clicks are partitioned, so no foreign key): id, clickref and time. */
    clickId: bigint('click_id', { mode: 'number' }),
    clickref: text('clickref'),
    clickedAt: timestamptz('clicked_at'),
    /** The voucher code the sale used, as sent, and the campaign's code it matched (if any). */
    voucherCode: text('voucher_code'),
    voucherCodeId: ref('voucher_code_id').references(() => voucherCodes.id),
    /** The pixel caller's address as clicks keep it (CLICK_IP_MODE), else the click's; for sales_per_ip. */
    ipDigest: text('ip_digest'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversions_campaign_reference_unique').on(t.campaignId, t.conversionReference),
    index('conversions_partner_time_idx').on(t.partnerId, t.conversionTime, t.id),
    // The partner report walks a partner's conversions by id (cursor pagination).
    index('conversions_partner_id_idx').on(t.partnerId, t.id),
    // Earnings totals of a partner: an index-only scan per partner (lib/services/earnings).
    index('conversions_partner_earnings_idx').on(
      t.partnerId,
      t.status,
      t.commissionCurrency,
      t.commission,
    ),
    // The console dashboard: a network's sales by status over a time window, and its pending ones.
    index('conversions_network_status_time_idx').on(t.networkId, t.status, t.conversionTime),
    // Sales per address (lib/services/fraud).
    index('conversions_campaign_ip_idx').on(t.campaignId, t.ipDigest, t.createdAt),
    // Whether a click converted (click reports and analytics) is a lookup by click_id.
    index('conversions_click_idx')
      .on(t.clickId)
      .where(sql`${t.clickId} is not null`),
  ],
);

export const conversionItems = pgTable(
  'conversion_items',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    conversionId: requiredRef('conversion_id', () => conversions.id),
    sku: text('sku'),
    category: text('category'),
    status: text('status', { enum: CONVERSION_STATUSES }).notNull().default('pending'),
    itemValue: amount('item_value').notNull(),
    itemCommission: amount('item_commission').notNull(),
    ...appliedCommission(),
    displayToPartner: boolean('display_to_publisher').notNull().default(true),
    reason: text('reason'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversion_items_conversion_idx').on(t.conversionId)],
);

/**
 * Every change of a conversion: its recording, and each applied bulk-update task (at most one
 * row per task: the unique index is what makes a task's effect exactly-once).
 */
export const conversionHistory = pgTable(
  'conversion_history',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    conversionId: requiredRef('conversion_id', () => conversions.id),
    conversionItemId: ref('conversion_item_id').references(() => conversionItems.id),
    taskId: ref('task_id').references(() => jobTasks.id),
    action: text('action', { enum: ['recorded', 'updated'] }).notNull(),
    /** {field: {from, to}} of what changed; empty when the update set what was already there. */
    changes: jsonb('changes')
      .$type<Record<string, { from: unknown; to: unknown }>>()
      .notNull()
      .default({}),
    actorUserId: ref('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversion_history_conversion_idx').on(t.conversionId, t.id),
    uniqueIndex('conversion_history_task_unique')
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
  ],
);
