import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS } from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef } from './columns';
import { networks } from './networks';
import { partners } from './partners';
import { users } from './users';
import { conversions } from './conversions';
import { conversionAdjustments } from './earnings';

/**
 * The partner ledger (docs/payments.md#the-ledger-built): every move of money that is the
 * partner's to be paid, per network, partner and currency; a balance is the sum of its entries.
 * Append-only: a trigger (migration ledger_entries) refuses UPDATE and DELETE. Each entry points
 * at what caused it, and the partial unique indexes make a cause count once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Signed: what the entry adds to the balance. */
    amount: amount('amount').notNull(),
    conversionId: ref('conversion_id').references(() => conversions.id),
    adjustmentId: ref('adjustment_id').references(() => conversionAdjustments.id),
    /** The self-bill a payment, return or carried fraction belongs to (`self_bills.id`). */
    selfBillId: ref('self_bill_id'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_partner_idx').on(t.partnerId, t.currency, t.amount),
    uniqueIndex('ledger_entries_available_once')
      .on(t.conversionId)
      .where(sql`${t.kind} = 'commission_available'`),
    uniqueIndex('ledger_entries_adjustment_once').on(t.adjustmentId),
    // A self-bill carries its fraction of a cent forward once (docs/payments.md#rounding-to-what-a-bank-can-pay).
    uniqueIndex('ledger_entries_carry_once')
      .on(t.selfBillId, t.kind)
      .where(sql`${t.kind} in ('carried_forward', 'brought_forward')`),
  ],
);
