import { index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { EARNING_STAGES } from '../../schemas/enums';
import { ref } from './columns';

/**
 * Running earnings totals per partner, campaign, commission currency and stage: what the
 * earnings reads sum instead of every conversion (lib/services/earnings/earnings.ts). Derived,
 * never written by the application: database triggers on conversions, conversion_locks and
 * conversion_adjustments keep it in step in the same transaction as every move (migration
 * 0017_earnings_totals; docs/jobs-and-conversions.md#lifecycle).
 */
export const earningsTotals = pgTable(
  'earnings_totals',
  {
    partnerId: ref('partner_id').notNull(),
    campaignId: ref('campaign_id').notNull(),
    commissionCurrency: text('commission_currency').notNull(),
    stage: text('stage', { enum: EARNING_STAGES }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.campaignId, t.commissionCurrency, t.stage] }),
    index('earnings_totals_campaign_idx').on(t.campaignId),
  ],
);
