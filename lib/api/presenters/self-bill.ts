import type { SelfBillDocument, SelfBillRecord } from '@/lib/services/payment-runs';
import type { CsvColumn } from '@/lib/api/http/csv';
import { v1DateTime } from './common';

/** A self-bill as the reference's v1 reads render it (money as JSON numbers). */
export function presentSelfBill(
  { bill, items, country, paidCurrency }: SelfBillRecord,
  origin: string,
) {
  const base = `${origin}/v3/partner/${bill.partnerId}/self-bills/${bill.id}`;
  return {
    selfbill: {
      creation_date: v1DateTime(bill.createdAt),
      download: `${base}/pdf`,
      item_download: `${base}/csv`,
      items_in_bill: items,
      legal_entity: country,
      majority_received_currency: bill.currency,
      net_value: Number(bill.subtotal),
      paid_currency: paidCurrency,
      payment_batch_id: String(bill.runId),
      payment_date: bill.paidAt ? v1DateTime(bill.paidAt) : null,
      payment_detail_set_id: bill.paymentDetailId,
      publisher_id: String(bill.partnerId),
      publisher_payment_detail_set_id: String(bill.paymentDetailId),
      publisher_self_bill_id: String(bill.id),
      publisher_self_bill_reference: String(bill.number),
      self_bill_reference: `S-${bill.partnerId}-${bill.number}`,
      selfbill_currency: bill.currency,
      status: bill.status === 'paid' ? 'paid' : 'created',
      timestamp: v1DateTime(bill.createdAt),
      total_value: Number(bill.total),
      // Converted from a tracked currency: the (first) currency and its amount before conversion.
      tracked_currency: bill.exchange[0]?.from ?? bill.currency,
      tracked_net_value: Number(bill.exchange[0]?.fromAmount ?? bill.subtotal),
      vat_rate: Number(bill.vatRate),
      vat_value: Number(bill.vat),
      withheld_tax: Number(bill.withheld),
    },
  };
}

type ItemRow = SelfBillDocument['itemRows'][number] & { number: number };

export const SELF_BILL_CSV_COLUMNS: CsvColumn<ItemRow>[] = [
  { header: 'self_bill_number', value: (r) => r.number },
  { header: 'item_id', value: (r) => r.id },
  { header: 'conversion_id', value: (r) => r.conversionId },
  { header: 'conversion_reference', value: (r) => r.reference },
  { header: 'currency', value: (r) => r.currency },
  { header: 'amount', value: (r) => r.amount },
  { header: 'returned_at', value: (r) => r.returnedAt?.toISOString() ?? null },
  { header: 'return_reason', value: (r) => r.returnReason },
  // Ours, last so the reference's columns keep their places: what a row without a conversion is.
  { header: 'kind', value: (r) => r.kind },
];

export const selfBillCsvRows = (doc: SelfBillDocument): ItemRow[] =>
  doc.itemRows.map((i) => ({ ...i, number: doc.bill.number }));
