import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ADJUSTMENT_KINDS,
  TRANSACTION_QUERY_STATES,
  TRANSACTION_QUERY_TYPES,
  CUSTOMER_TYPES,
} from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';
import { conversions } from './conversions';

/**
 * The lifecycle after approval (docs/jobs-and-conversions.md#lifecycle): a conversion approved
 * for its campaign's lock period is locked (one row here, its commission frozen), and payable
 * from the first day of the month after it locked. A locked conversion is never edited in
 * place: changes are adjustments.
 */
export const conversionLocks = pgTable(
  'conversion_locks',
  {
    conversionId: requiredRef('conversion_id', () => conversions.id).primaryKey(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    commission: amount('commission').notNull(),
    commissionCurrency: text('commission_currency').notNull(),
    approvedAt: timestamptz('approved_at').notNull(),
    lockedAt: timestamptz('locked_at').notNull(),
    payableAt: timestamptz('payable_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Earnings of a partner: one index-only range per partner.
    index('conversion_locks_partner_idx').on(
      t.partnerId,
      t.commissionCurrency,
      t.payableAt,
      t.commission,
    ),
    index('conversion_locks_due_idx')
      .on(t.lockedAt)
      .where(sql`${t.payableAt} is null`),
  ],
);

/** Amendments and refunds of approved (or locked) conversions: added, never edited. */
export const conversionAdjustments = pgTable(
  'conversion_adjustments',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    conversionId: requiredRef('conversion_id', () => conversions.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    /** Signed deltas: a refund is negative. */
    valueDelta: amount('value_delta').notNull(),
    commissionDelta: amount('commission_delta').notNull(),
    commissionCurrency: text('commission_currency').notNull(),
    reason: text('reason'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversion_adjustments_conversion_idx').on(t.conversionId, t.id),
    index('conversion_adjustments_partner_idx').on(t.partnerId, t.conversionId),
  ],
);

export interface TransactionQueryStateEntry {
  state: string;
  notes: string | null;
  user_id: string | null;
  created_at: string;
}

/** A campaign's reasons for rejecting transaction queries (tq_reasons); deleted ones stay for history. */
export const transactionQueryReasons = pgTable(
  'transaction_query_reasons',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    reason: text('reason').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_query_reasons_campaign_idx').on(t.campaignId, t.id)],
);

/** A partner's claim of a sale that went missing (or was declined, or paid too little). */
export const transactionQueries = pgTable(
  'transaction_queries',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    type: text('type', { enum: TRANSACTION_QUERY_TYPES }).notNull().default('untracked'),
    state: text('state', { enum: TRANSACTION_QUERY_STATES }).notNull().default('pending'),
    conversionReference: text('conversion_reference').notNull(),
    conversionValue: amount('conversion_value'),
    conversionCurrency: text('conversion_currency'),
    conversionTime: timestamptz('conversion_time'),
    expectedCommission: amount('expected_commission'),
    clickref: text('clickref'),
    voucherCode: text('voucher_code'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }),
    partnerReference: text('publisher_reference'),
    notes: text('notes'),
    reasonId: ref('reason_id').references(() => transactionQueryReasons.id),
    /** The conversion an approval recorded (or the one the query is about). */
    conversionId: ref('conversion_id').references(() => conversions.id),
    /** The query's own history, oldest first: each state it took, who set it and why. */
    history: jsonb('history').$type<TransactionQueryStateEntry[]>().notNull().default([]),
    deletedAt: timestamptz('deleted_at'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transaction_queries_campaign_idx').on(t.campaignId, t.state, t.id),
    index('transaction_queries_partner_idx').on(t.partnerId, t.id),
    index('transaction_queries_network_idx').on(t.networkId, t.state, t.id),
    uniqueIndex('transaction_queries_open_reference_unique')
      .on(t.campaignId, t.partnerId, t.conversionReference)
      .where(sql`${t.deletedAt} is null`),
  ],
);
