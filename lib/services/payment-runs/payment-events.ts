import type { paymentRuns, selfBillItems, selfBills } from '@/lib/db/schema';
import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';

/**
 * The webhook events of payment runs and self-bills (docs/webhooks.md), in the pattern of the
 * invoice.* events: ids as strings, money as exact decimal text. Services add them to the
 * ChangeSet of the transaction that makes the change.
 */

type RunRow = typeof paymentRuns.$inferSelect;
type BillRow = typeof selfBills.$inferSelect;
type ItemRow = typeof selfBillItems.$inferSelect;

export function paymentRunEvent(
  type: 'payment_run.approved' | 'payment_run.issued' | 'payment_run.paid',
  run: RunRow,
  selfBillCount?: number,
): EmittedWebhookEvent {
  return {
    type,
    data: {
      payment_run_id: String(run.id),
      currency: run.currency,
      payment_type: run.paymentType,
      status:
        type === 'payment_run.approved'
          ? 'approved'
          : type === 'payment_run.issued'
            ? 'issued'
            : 'paid',
      cut_off: run.cutOff.toISOString(),
      total: run.total,
      ...(selfBillCount === undefined ? {} : { self_bill_count: selfBillCount }),
    },
  };
}

const selfBillData = (bill: BillRow, status: 'issued' | 'paid') => ({
  self_bill_id: String(bill.id),
  number: bill.number,
  payment_run_id: String(bill.runId),
  partner_id: String(bill.partnerId),
  currency: bill.currency,
  status,
  subtotal: bill.subtotal,
  total: bill.total,
});

export const selfBillEvent = (
  type: 'self_bill.issued' | 'self_bill.paid',
  bill: BillRow,
): EmittedWebhookEvent => ({
  type,
  data: selfBillData(bill, type === 'self_bill.issued' ? 'issued' : 'paid'),
});

export const itemReturnedEvent = (
  bill: BillRow,
  item: ItemRow,
  reason: string,
): EmittedWebhookEvent => ({
  type: 'self_bill.item_returned',
  data: {
    ...selfBillData(bill, 'paid'),
    item_id: String(item.id),
    conversion_id: item.conversionId === null ? null : String(item.conversionId),
    amount: item.amount,
    reason,
  },
});
