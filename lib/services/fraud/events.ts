import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import type { IncidentRow } from './raise-incident';

/** The webhook events of fraud incidents (docs/webhooks.md), added to the change's ChangeSet. */
export function incidentEvent(
  type: 'fraud_incident.raised' | 'fraud_incident.deleted' | 'fraud_incident.hold_released',
  incident: IncidentRow,
  reason?: string,
): EmittedWebhookEvent {
  return {
    type,
    data: {
      incident_id: String(incident.id),
      campaign_id: String(incident.campaignId),
      partner_id: incident.partnerId === null ? null : String(incident.partnerId),
      type: incident.type,
      metric: incident.metric,
      status: incident.status,
      threshold: incident.threshold,
      value: incident.value,
      hold_id: incident.holdId === null ? null : String(incident.holdId),
      conversion_count: incident.evidence.conversionIds?.length ?? 0,
      ...(reason === undefined ? {} : { reason }),
    },
  };
}
