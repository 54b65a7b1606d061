import { z } from 'zod';

/** A brand invoice's life (docs/payments.md#brand-invoices-built): created -> sent -> paid, or cancelled. */
export const INVOICE_STATUSES = ['created', 'sent', 'paid', 'cancelled'] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** What a campaign's network fee is a percentage of. */
export const INVOICE_FEE_BASES = ['commission', 'sale_value'] as const;
export const InvoiceFeeBasis = z.enum(INVOICE_FEE_BASES);
export type InvoiceFeeBasis = z.infer<typeof InvoiceFeeBasis>;
