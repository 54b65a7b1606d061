import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPES } from '../../schemas/enums';
import {
  PAYMENT_RUN_STATUSES,
  SELF_BILL_STATUSES,
  TAX_ENTITY_TYPES,
  US_TAX_FORMS,
} from '../../schemas/payment-enums';
import { amount, bytea, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { partners } from './partners';
import { users } from './users';
import { ledgerEntries } from './ledger';
import { partnerPaymentDetails } from './payment-details';

/**
 * A partner's payments held (docs/payments.md#holds-built): while a hold is not released, runs leave
 * the partner out with its reason. Staff write them; the fraud checks will too.
 */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    reason: text('reason').notNull(),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    releasedAt: timestamptz('released_at'),
    releasedBy: ref('released_by').references(() => users.id),
    /** Why it was released (the fraud review's words; staff releases may leave it out). */
    releaseReason: text('release_reason'),
  },
  (t) => [index('payment_holds_partner_idx').on(t.partnerId)],
);

/** How a partner is taxed (docs/payments.md#tax-profile-built): one per partner. */
export const partnerTaxProfiles = pgTable('partner_tax_profiles', {
  partnerId: requiredRef('partner_id', () => partners.id).primaryKey(),
  networkId: requiredRef('network_id', () => networks.id),
  entityType: text('entity_type', { enum: TAX_ENTITY_TYPES }).notNull(),
  country: text('country').notNull(),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  vatNumber: text('vat_number'),
  usTaxForm: text('us_tax_form', { enum: US_TAX_FORMS }),
  updatedAt: updatedAt(),
});

/**
 * A payment run (docs/payments.md#payment-runs-built): previewed, approved, issued (self-bills
 * written), paid. At most one open run (not yet paid) per network and currency.
 */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    currency: text('currency').notNull(),
    cutOff: timestamptz('cut_off').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: PAYMENT_RUN_STATUSES }).notNull().default('previewed'),
    total: amount('total').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    approvedBy: ref('approved_by').references(() => users.id),
    approvedAt: timestamptz('approved_at'),
    issuedAt: timestamptz('issued_at'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_runs_one_open')
      .on(t.networkId, t.currency)
      .where(sql`${t.status} <> 'paid'`),
  ],
);

/**
 * One partner of a run's preview: included with its amount, or excluded with the reason.
 * partner_id and payment_detail_id have no foreign keys on purpose: the preview writes a line
 * per partner (100,000 at once) by one INSERT ... SELECT from existing partners and sets, and
 * a key check per line, each locking the partner's and the set's row, took half its time.
 * Neither partners nor sets are ever deleted; the self-bills issued from the lines keep theirs.
 * run_id has none either: the lines are written in the transaction that creates their run (a
 * run is never deleted), and the key check per line was 15 % of the preview at 100,000 lines.
 */
export const paymentRunLines = pgTable(
  'payment_run_lines',
  {
    id: id(),
    runId: ref('run_id').notNull(),
    partnerId: ref('partner_id').notNull(),
    paymentDetailId: ref('payment_detail_id'),
    amount: amount('amount').notNull(),
    /** Null when included; otherwise why the partner is left out. */
    exclusion: text('exclusion'),
    /** Commissions of the partner's not paid whatever the line says (paid-search windows). */
    unpaidAmount: amount('unpaid_amount'),
    /** Why `unpaidAmount` is not paid; null when nothing is held back. */
    unpaidReason: text('unpaid_reason'),
  },
  (t) => [uniqueIndex('payment_run_lines_partner').on(t.runId, t.partnerId)],
);

export interface SelfBillExchange {
  from: string;
  to: string;
  /** Exact decimal text: the unbilled balance in `from`, and it converted (half up to 0.0001). */
  fromAmount: string;
  toAmount: string;
  rate: string;
  rateDate: string;
  source: string;
}

/**
 * A self-bill: the document the network issues in the partner's name for one run, partner and
 * payment-detail set, numbered in sequence per network.
 */
export const selfBills = pgTable(
  'self_bills',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    runId: requiredRef('run_id', () => paymentRuns.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    paymentDetailId: requiredRef('payment_detail_id', () => partnerPaymentDetails.id),
    number: integer('number').notNull(),
    currency: text('currency').notNull(),
    subtotal: amount('subtotal').notNull(),
    vatRate: amount('vat_rate').notNull(),
    vat: amount('vat').notNull(),
    withheldRate: amount('withheld_rate').notNull(),
    withheld: amount('withheld').notNull(),
    total: amount('total').notNull(),
    /** The VAT wording printed on the document (reverse charge, not registered, ...). */
    vatNote: text('vat_note').notNull(),
    /**
     * The tracked currencies converted into `currency` (docs/payments.md#exchange-in-runs-built):
     * per currency the amount before and after, the rate, its ECB day and source. Empty when
     * nothing was converted.
     */
    exchange: jsonb('exchange').$type<SelfBillExchange[]>().notNull().default([]),
    status: text('status', { enum: SELF_BILL_STATUSES }).notNull().default('issued'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('self_bills_number').on(t.networkId, t.number),
    uniqueIndex('self_bills_once').on(t.runId, t.partnerId, t.paymentDetailId),
    index('self_bills_partner_idx').on(t.partnerId),
  ],
);

/**
 * One ledger entry paid by a self-bill. A ledger entry is on at most one self-bill (unique):
 * returned money comes back as a `payment_returned` entry of its own, paid by a later run.
 */
export const selfBillItems = pgTable(
  'self_bill_items',
  {
    id: id(),
    selfBillId: requiredRef('self_bill_id', () => selfBills.id),
    ledgerEntryId: requiredRef('ledger_entry_id', () => ledgerEntries.id),
    conversionId: ref('conversion_id'),
    amount: amount('amount').notNull(),
    returnedAt: timestamptz('returned_at'),
    returnReason: text('return_reason'),
  },
  (t) => [
    uniqueIndex('self_bill_items_entry_once').on(t.ledgerEntryId),
    index('self_bill_items_bill_idx').on(t.selfBillId),
  ],
);

/**
 * A self-bill's PDF as issued, made in the background after issuing (the self_bill_pdfs job,
 * lib/services/payment-runs/pdf-job.ts). Deleted when the self-bill is paid or an item returned
 * (the document then prints that), after which a request makes it on demand.
 */
export const selfBillPdfs = pgTable('self_bill_pdfs', {
  selfBillId: requiredRef('self_bill_id', () => selfBills.id).primaryKey(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});
