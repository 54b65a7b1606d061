import type { NextPayment, PaymentHistoryEntry } from '@/lib/services/partner-payments';

export function presentPaymentHistory({ bill, items, state, returned }: PaymentHistoryEntry) {
  const base = `/v3/partner/${bill.partnerId}/self-bills/${bill.id}`;
  return {
    id: String(bill.id),
    number: bill.number,
    created_at: bill.createdAt.toISOString(),
    currency: bill.currency,
    net: bill.subtotal,
    vat_rate: bill.vatRate,
    vat: bill.vat,
    withheld: bill.withheld,
    total: bill.total,
    status: state,
    paid_at: bill.paidAt?.toISOString() ?? null,
    items,
    returned_items: returned.map((r) => ({
      item_id: String(r.itemId),
      conversion_id: r.conversionId === null ? null : String(r.conversionId),
      conversion_reference: r.reference,
      amount: r.amount,
      returned_at: r.returnedAt.toISOString(),
      reason: r.reason,
    })),
    pdf: `${base}/pdf`,
    csv: `${base}/csv`,
  };
}

export const presentNextPayment = (n: NextPayment) => ({
  currency: n.currency,
  available: n.available,
  unbilled: n.unbilled,
  threshold: n.threshold,
  threshold_source: n.thresholdSource,
  to_threshold: n.toThreshold,
  has_payment_details: n.hasDetails,
  suspended: n.suspended,
  run: n.run && { status: n.run.status, started_at: n.run.startedAt.toISOString() },
});
