/**
 * Brand invoices (docs/payments.md#brand-invoices-built): created for a brand's campaign, currency
 * and period from its payable conversions; sent, paid (which makes the commission available on
 * a pay-when-paid network) or cancelled; the network's tax settings and per-campaign fees.
 */

export { createInvoice, type InvoiceInput } from './create-invoice';
export { cancelInvoice, markInvoicePaid, sendInvoice } from './invoice-states';
export {
  getInvoice,
  invoiceDocument,
  listInvoices,
  requireVisibleBrand,
  type InvoiceDocument,
  type InvoiceFilters,
  type InvoiceItemRow,
} from './read-invoices';
export { invoiceLines, invoicePdf } from './invoice-pdf';
export { invoiceAmounts, type FeeRule, type InvoiceLine } from './amounts';
export {
  getCampaignInvoiceFee,
  getTaxSettings,
  setCampaignInvoiceFee,
  setTaxSettings,
  type TaxSettings,
} from './tax-settings';
export type { InvoiceRow } from './invoice-access';
