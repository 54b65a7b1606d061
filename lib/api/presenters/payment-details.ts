import type { PaymentDetailRow } from '@/lib/services/payment-details';
import type { PaymentDetailSetOut } from '@/lib/schemas/payment-details';
import { v1DateTime, yn } from './common';

const TYPE_NAMES = { bank_transfer: 'Bank transfer', paypal: 'PayPal' } as const;

/** One set, keyed by its id as the reference lists them; values masked. */
export function presentPaymentDetailSet(
  row: PaymentDetailRow,
): Record<string, PaymentDetailSetOut> {
  const id = String(row.id);
  return {
    [id]: {
      publisher_payment_detail_set_id: id,
      country: row.country,
      paid_currency: row.paidCurrency,
      tracked_currency: row.trackedCurrencies,
      payment_type_code: row.paymentType,
      payment_type_name: TYPE_NAMES[row.paymentType],
      // Self-bills are made by the network's payment runs (next), never on a date of the partner's.
      automatic_self_bill_creation_date: '-1',
      automatic_self_bill_creation_threshold: row.threshold ?? '-1',
      suspended: yn(row.suspended),
      suspended_at: row.suspendedAt ? v1DateTime(row.suspendedAt) : null,
      suspended_by: row.suspendedBy === null ? null : String(row.suspendedBy),
      suspension_notes: row.suspensionNotes,
      payment_detail_values: row.maskedValues,
    },
  };
}
