import type { Principal } from '@/lib/auth/principal';
import type { InvoiceStatus } from '@/lib/schemas/enums';
import { actorOf, ChangeSet } from '../audit/change-set';
import type { InvoiceRow } from './invoice-access';

/** The webhook `data` of an invoice event: ids as strings, money as exact decimal text. */
export const invoiceEventData = (row: InvoiceRow) => ({
  invoice_id: String(row.id),
  number: row.number,
  brand_id: String(row.brandId),
  campaign_id: String(row.campaignId),
  currency: row.currency,
  status: row.status,
  total: row.total,
  due_date: row.dueDate,
  payment_reference: row.paymentReference,
});

/** The audit row and webhook event of an invoice's change of status. */
export function invoiceChange(
  principal: Principal,
  before: InvoiceStatus | null,
  row: InvoiceRow,
  extra: Record<string, unknown> = {},
): ChangeSet {
  const action = row.status;
  return new ChangeSet(actorOf(principal))
    .change({
      entityType: 'invoice',
      entityId: row.id,
      action,
      before: before ? { status: before } : undefined,
      after: { status: row.status, total: row.total, currency: row.currency, ...extra },
    })
    .event({ type: `invoice.${action}` as const, data: invoiceEventData(row) });
}
