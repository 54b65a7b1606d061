import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INVOICE_FEE_BASES, INVOICE_STATUSES } from '../../schemas/enums';
import { amount, createdAt, id, ref, requiredRef, timestamptz, updatedAt } from './columns';
import { networks } from './networks';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { partners } from './partners';
import { users } from './users';
import { conversions } from './conversions';

/** A percentage with four places (20.0000 = 20%). */
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

/** What the network prints on its invoices and the VAT it charges (docs/payments.md#brand-invoices-built). */
export const networkTaxSettings = pgTable('network_tax_settings', {
  networkId: requiredRef('network_id', () => networks.id).primaryKey(),
  vatRate: rate('vat_rate').notNull().default('0'),
  legalName: text('legal_name').notNull().default(''),
  legalAddress: text('legal_address').notNull().default(''),
  vatNumber: text('vat_number'),
  /** Days from sending to the due date. */
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  updatedAt: updatedAt(),
});

/** A campaign's network fee on invoices: a percentage of commission or of sale value (none: 0). */
export const campaignInvoiceFees = pgTable('campaign_invoice_fees', {
  campaignId: requiredRef('campaign_id', () => campaigns.id).primaryKey(),
  networkId: requiredRef('network_id', () => networks.id),
  basis: text('basis', { enum: INVOICE_FEE_BASES }).notNull().default('commission'),
  rate: rate('rate').notNull().default('0'),
  updatedAt: updatedAt(),
});

/**
 * A brand invoice: one brand, campaign, commission currency and period; its amounts are the
 * sums of its items, VAT on their subtotal (lib/services/invoices/amounts.ts has the rule).
 */
export const brandInvoices = pgTable(
  'brand_invoices',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    /** Sequential per network, from 1; cancelled invoices keep theirs. */
    number: integer('number').notNull(),
    brandId: requiredRef('brand_id', () => brands.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    currency: text('currency').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('created'),
    itemCount: integer('item_count').notNull(),
    /** Days from the items' conversion times to the invoice's creation, on average (the reference's field). */
    averageConversionAge: integer('average_conversion_age').notNull(),
    saleValue: amount('sale_value').notNull(),
    commission: amount('commission').notNull(),
    feeBasis: text('fee_basis', { enum: INVOICE_FEE_BASES }).notNull(),
    feeRate: rate('fee_rate').notNull(),
    fee: amount('fee').notNull(),
    vatRate: rate('vat_rate').notNull(),
    vat: amount('vat').notNull(),
    total: amount('total').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paymentReference: text('payment_reference').notNull(),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('brand_invoices_number_unique').on(t.networkId, t.number),
    index('brand_invoices_brand_idx').on(t.brandId, t.id),
    index('brand_invoices_network_idx').on(t.networkId, t.id),
  ],
);

/** One conversion on an invoice; `live` until the invoice is cancelled, and a conversion is live once. */
export const brandInvoiceItems = pgTable(
  'brand_invoice_items',
  {
    id: id(),
    invoiceId: requiredRef('invoice_id', () => brandInvoices.id),
    networkId: requiredRef('network_id', () => networks.id),
    conversionId: requiredRef('conversion_id', () => conversions.id),
    partnerId: requiredRef('partner_id', () => partners.id),
    saleValue: amount('sale_value').notNull(),
    commission: amount('commission').notNull(),
    fee: amount('fee').notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    uniqueIndex('brand_invoice_items_conversion_live')
      .on(t.conversionId)
      .where(sql`${t.live}`),
    index('brand_invoice_items_invoice_idx').on(t.invoiceId, t.id),
  ],
);
