import type {
  CreatedWebhookOut,
  WebhookAttemptOut,
  WebhookDeliveryOut,
  WebhookOut,
} from '@/lib/schemas/webhook-endpoint';
import type { WebhookEventType } from '@/lib/schemas/enums';
import {
  webhookEventBody,
  type CreatedWebhook,
  type WebhookAttemptRow,
  type WebhookDeliveryRecord,
  type WebhookRecord,
} from '@/lib/services/webhooks';
import { isoDateTime } from './common';

/** A webhook endpoint as our v3 operations show it: never its secret. */
export function presentWebhook(w: WebhookRecord): WebhookOut {
  return {
    webhook_id: String(w.id),
    network_id: String(w.networkId),
    url: w.url,
    description: w.description,
    event_types: w.eventTypes as WebhookEventType[],
    enabled: w.enabled,
    disabled_reason: w.disabledReason,
    consecutive_failures: w.consecutiveFailures,
    created_at: isoDateTime(w.createdAt),
    updated_at: isoDateTime(w.updatedAt),
  };
}

/** The create response: the only one that carries the secret. */
export function presentCreatedWebhook(created: CreatedWebhook): CreatedWebhookOut {
  return { ...presentWebhook(created), secret: created.secret };
}

function presentAttempt(a: WebhookAttemptRow): WebhookAttemptOut {
  return {
    attempt_id: String(a.id),
    response_code: a.responseCode,
    duration_ms: a.durationMs,
    error: a.error,
    created_at: isoDateTime(a.createdAt),
  };
}

export function presentWebhookDelivery({
  delivery: d,
  event,
  attempts,
}: WebhookDeliveryRecord): WebhookDeliveryOut {
  return {
    delivery_id: String(d.id),
    webhook_id: String(d.endpointId),
    status: d.status,
    attempt_count: d.attempts,
    next_attempt_at: d.status === 'pending' ? isoDateTime(d.nextAttemptAt) : null,
    last_response_code: d.lastResponseCode,
    last_error: d.lastError,
    delivered_at: d.deliveredAt ? isoDateTime(d.deliveredAt) : null,
    created_at: isoDateTime(d.createdAt),
    event: webhookEventBody(event),
    attempts: attempts.map(presentAttempt),
  };
}
