import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPES } from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { partners } from './partners';
import { users } from './users';

/**
 * A partner's payment details, one set per paid currency (as the reference's
 * payment_detail sets). The bank or PayPal values are sealed (AES-256-GCM under the
 * payment details key: lib/services/payment-details/seal.ts); only their masked form is kept
 * in the clear, for display.
 */
export const partnerPaymentDetails = pgTable(
  'partner_payment_details',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    country: text('country').notNull(),
    paidCurrency: text('paid_currency').notNull(),
    trackedCurrencies: jsonb('tracked_currencies').$type<string[]>().notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    /** The partner's own threshold; null: the network's default. */
    threshold: amount('threshold'),
    sealedValues: text('sealed_values').notNull(),
    maskedValues: jsonb('masked_values').$type<Record<string, string>>().notNull(),
    suspended: boolean('suspended').notNull().default(false),
    suspendedAt: timestamptz('suspended_at'),
    suspendedBy: ref('suspended_by').references(() => users.id),
    suspensionNotes: text('suspension_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partner_payment_details_currency_unique').on(t.partnerId, t.paidCurrency),
    index('partner_payment_details_network_idx').on(t.networkId),
  ],
);
