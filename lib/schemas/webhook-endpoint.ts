import { z } from 'zod';
import { httpUrl, text } from './fields';
import { PaginationOut } from './pagination';
import { WebhookDeliveryStatus, WebhookEventType } from './enums';
import { WebhookEventOut } from './webhook-events';

/**
 * Webhook endpoints and their delivery log (our v3 operations, network staff only; see
 * docs/webhooks.md). The signing secret is accepted on create (or generated) and returned
 * only in the create response; reads never show it.
 */

/** An absolute http(s) URL; httpUrl already refuses user:password (deliveries never send credentials in the URL). */
const endpointUrl = httpUrl;

/** A caller-chosen secret: printable ASCII without spaces, 16-200 characters. */
const secret = () =>
  z
    .string()
    .min(16)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' });

/** The chosen event types: at least one, duplicates ignored. */
const eventTypes = () =>
  z
    .array(WebhookEventType)
    .min(1)
    .max(50)
    .transform((types) => [...new Set(types)]);

/** POST /v3/network/{networkId}/webhooks. Without `secret` one is generated (`whsec_` + 32 random bytes, base64url). */
export const CreateWebhookIn = z.strictObject({
  url: endpointUrl(),
  description: text(500).nullable().optional(),
  secret: secret().optional(),
  event_types: eventTypes(),
  enabled: z.boolean().optional(),
});
export type CreateWebhookIn = z.output<typeof CreateWebhookIn>;

/**
 * PATCH /v3/network/{networkId}/webhooks/{webhookId}: absent fields stay as they are.
 * `enabled: true` re-enables (and resets the failure count); `secret` replaces the secret
 * (never echoed).
 */
export const UpdateWebhookIn = z.strictObject({
  url: endpointUrl().optional(),
  description: text(500).nullable().optional(),
  secret: secret().optional(),
  event_types: eventTypes().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookIn = z.output<typeof UpdateWebhookIn>;

/** Filters of the delivery log. */
export const WebhookDeliveriesQuery = z.object({
  status: WebhookDeliveryStatus.optional(),
});
export type WebhookDeliveriesQuery = z.output<typeof WebhookDeliveriesQuery>;

const str = z.string();
const nstr = z.string().nullable();

export const WebhookOut = z
  .object({
    webhook_id: str,
    network_id: str,
    url: str,
    description: nstr,
    event_types: z.array(WebhookEventType),
    enabled: z.boolean(),
    /** Why the endpoint is disabled (set when it was disabled automatically, or by staff). */
    disabled_reason: nstr,
    /** Failed deliveries in a row (every attempt used); reset by a success and by re-enabling. */
    consecutive_failures: z.number().int(),
    created_at: str,
    updated_at: str,
  })
  .meta({ id: 'Webhook' });
export type WebhookOut = z.infer<typeof WebhookOut>;

export const WebhookListResponse = z.object({
  data: z.array(WebhookOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});
export const WebhookResponse = z.object({ data: WebhookOut });
const CreatedWebhookOut = WebhookOut.extend({
  secret: str.meta({
    description: 'The signing secret, shown only in this response: store it now',
  }),
});
export type CreatedWebhookOut = z.infer<typeof CreatedWebhookOut>;
export const CreatedWebhookResponse = z.object({ data: CreatedWebhookOut });

const WebhookAttemptOut = z
  .object({
    attempt_id: str,
    /** The receiver's HTTP status; null when no answer came (timeout, refused address, connection error). */
    response_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error: nstr,
    created_at: str,
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttemptOut = z.infer<typeof WebhookAttemptOut>;

export const WebhookDeliveryOut = z
  .object({
    delivery_id: str,
    webhook_id: str,
    status: WebhookDeliveryStatus,
    attempt_count: z.number().int(),
    /** When the next attempt is due (pending deliveries only). */
    next_attempt_at: nstr,
    last_response_code: z.number().int().nullable(),
    last_error: nstr,
    delivered_at: nstr,
    created_at: str,
    /** The body that is (or was) sent. */
    event: WebhookEventOut,
    /** Every try, oldest first. */
    attempts: z.array(WebhookAttemptOut),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryOut = z.infer<typeof WebhookDeliveryOut>;

export const WebhookDeliveryListResponse = z.object({
  data: z.array(WebhookDeliveryOut),
  hypermedia: z.object({ pagination: PaginationOut }),
});
export const WebhookDeliveryResponse = z.object({ data: WebhookDeliveryOut });
