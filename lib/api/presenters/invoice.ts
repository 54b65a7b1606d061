import type { InvoiceItemRow, InvoiceRow } from '@/lib/services/invoices';
import { sumText } from '@/lib/money/amount';
import { isoDateTime, v1DateTime } from './common';

/** Where an invoice's documents are served (v3, ours). */
export function invoiceLinks(origin: string, row: InvoiceRow) {
  const base = `${origin}/v3/network/${row.networkId}/invoices/${row.id}`;
  return { pdf: `${base}/pdf`, itemsCsv: `${base}/items` };
}

const money = (text: string) => Number(text);
const fourPlaces = (text: string) => Number(text).toString();

/** The reference's invoice (v1): money as numbers, as the reference types it. */
export function presentInvoiceV1(row: InvoiceRow, origin: string) {
  const links = invoiceLinks(origin, row);
  return {
    invoice_id: String(row.id),
    campaign_id: String(row.campaignId),
    average_conversion_age: row.averageConversionAge,
    creation_date: v1DateTime(row.createdAt),
    currency: row.currency,
    paid_currency: row.currency,
    download: links.pdf,
    item_download: links.itemsCsv,
    invoice_reference: `INV-${row.number}`,
    invoice_net_value: money(sumText([row.commission, row.fee])),
    invoice_vat_value: money(row.vat),
    invoice_total_value: money(row.total),
    invoiced: 'All',
    merchant_invoice_id: null,
    payment_date: row.paidAt ? v1DateTime(row.paidAt) : '',
    payment_due_by_date: row.dueDate ?? '',
    payment_reference: row.paymentReference,
    publisher_commission: money(row.commission),
    publisher_override: money(row.fee),
    set_start_date: row.periodStart,
    set_end_date: row.periodEnd,
    set_timezone: 'UTC' as const,
    status: row.status,
    vat_rate: money(row.vatRate),
  };
}

/** Our v3 invoice: exact decimal text. */
export function presentInvoice(row: InvoiceRow, origin: string) {
  const links = invoiceLinks(origin, row);
  return {
    id: String(row.id),
    number: row.number,
    brand_id: String(row.brandId),
    campaign_id: String(row.campaignId),
    currency: row.currency,
    start_date: row.periodStart,
    end_date: row.periodEnd,
    status: row.status,
    item_count: row.itemCount,
    sale_value: row.saleValue,
    commission: row.commission,
    fee_basis: row.feeBasis,
    fee_rate: fourPlaces(row.feeRate),
    fee: row.fee,
    vat_rate: fourPlaces(row.vatRate),
    vat: row.vat,
    total: row.total,
    due_date: row.dueDate,
    payment_reference: row.paymentReference,
    created_at: isoDateTime(row.createdAt),
    sent_at: row.sentAt ? isoDateTime(row.sentAt) : null,
    paid_at: row.paidAt ? isoDateTime(row.paidAt) : null,
    cancelled_at: row.cancelledAt ? isoDateTime(row.cancelledAt) : null,
    pdf_url: links.pdf,
    items_csv_url: links.itemsCsv,
  };
}

export const INVOICE_ITEM_HEADERS = [
  'conversion_id',
  'conversion_reference',
  'conversion_date_time',
  'publisher_id',
  'publisher_name',
  'sale_value',
  'publisher_commission',
  'network_fee',
];

export const invoiceItemCells = (i: InvoiceItemRow): unknown[] => [
  String(i.conversionId),
  i.conversionReference,
  v1DateTime(i.conversionTime),
  String(i.partnerId),
  i.partnerName,
  i.saleValue,
  i.commission,
  i.fee,
];
