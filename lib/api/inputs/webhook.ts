import type { CreateWebhookIn, UpdateWebhookIn } from '@/lib/schemas/webhook-endpoint';
import type { WebhookChanges, WebhookInput } from '@/lib/services/webhooks';

/** A PATCH /v3/network/{networkId}/webhooks/{webhookId} body as the endpoint's changes. */
export function webhookChangesOf(body: UpdateWebhookIn): WebhookChanges {
  return {
    url: body.url,
    description: body.description,
    secret: body.secret,
    eventTypes: body.event_types,
    enabled: body.enabled,
  };
}

/** A POST /v3/network/{networkId}/webhooks body as a new endpoint. */
export function webhookInputOf(body: CreateWebhookIn): WebhookInput {
  return { ...webhookChangesOf(body), url: body.url, eventTypes: body.event_types };
}
