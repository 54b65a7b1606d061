import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import type { ConversionRow } from './read-conversions';

/** The webhook event of a conversion whose status a task moved (docs/webhooks.md). */
export function statusChanged(
  row: Pick<
    ConversionRow,
    'id' | 'campaignId' | 'partnerId' | 'status' | 'commission' | 'commissionCurrency'
  >,
  previousStatus: string,
): EmittedWebhookEvent {
  return {
    type: 'conversion.status_changed',
    data: {
      conversion_id: String(row.id),
      campaign_id: String(row.campaignId),
      partner_id: row.partnerId === null ? null : String(row.partnerId),
      previous_status: previousStatus,
      status: row.status,
      commission: row.commission,
      commission_currency: row.commissionCurrency,
    },
  };
}
