import type {
  AvailableCommission,
  PayableReport,
  PaymentSummary,
  PerCurrency,
} from '@/lib/services/ledger';
import type { AvailableCommissionOut, PayableItemOut } from '@/lib/schemas/payments';
import { v1DateTime } from './common';

/** Money as the reference's payment reads render it: a JSON number per currency. */
const numbers = (amounts: PerCurrency): Record<string, number> =>
  Object.fromEntries(Object.entries(amounts).map(([currency, text]) => [currency, Number(text)]));

export const presentPaymentSummary = (s: PaymentSummary) => ({
  summary: {
    pending: numbers(s.pending),
    approved: numbers(s.approved),
    confirmed: numbers(s.confirmed),
    available: numbers(s.available),
    paid: numbers(s.paid),
  },
});

export const presentAvailableCommission = (
  a: AvailableCommission,
  partnerId: number,
): AvailableCommissionOut => ({
  no_items: a.items,
  value: Number(a.value),
  publisher_commission: Number(a.commission),
  currency: a.currency,
  publisher_id: String(partnerId),
  publisher_commission_converted: {
    currency: a.converted.currency,
    value: Number(a.converted.value),
  },
});

export function presentPayableReport(r: PayableReport, page: { limit: number; offset: number }) {
  return {
    offset: page.offset,
    limit: page.limit,
    count: r.count,
    total_conversion_count: numbers(r.conversionCount),
    total_commission_value: numbers(r.commission),
    total_value: numbers(r.value),
    total_publisher_commission_value: numbers(r.commission),
    conversion_items: r.items.map((i): PayableItemOut => ({
      conversion_item: {
        conversion_id: String(i.conversionId),
        campaign_id: String(i.campaignId),
        conversion_reference: i.conversionReference,
        conversion_date_time: v1DateTime(i.conversionTime),
        payable_date: v1DateTime(i.payableAt),
        currency: i.currency,
        value: Number(i.value),
        commission_currency: i.commissionCurrency,
        publisher_commission: Number(i.commission),
        payable: i.available,
        publisher_self_bill_id: i.selfBillId === null ? null : String(i.selfBillId),
      },
    })),
  };
}
