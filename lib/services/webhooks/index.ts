/**
 * Webhooks: endpoint CRUD (webhook-endpoints.ts), the delivery log and redelivery
 * (delivery-log.ts), emitting events into the outbox (emit-events.ts), and delivering them
 * (deliver-webhooks.ts, signed by sign-webhook.ts, recorded by record-attempt.ts).
 */

export { deliverDueWebhooks, hasDueWebhookDeliveries } from './deliver-webhooks';
export {
  listWebhookDeliveries,
  redeliverWebhook,
  type WebhookAttemptRow,
  type WebhookDeliveryRecord,
} from './delivery-log';
export { emitEvents, onEventsEmitted } from './emit-events';
export { webhookEventBody } from './sign-webhook';
export {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  updateWebhook,
  type CreatedWebhook,
  type WebhookChanges,
  type WebhookInput,
  type WebhookRecord,
} from './webhook-endpoints';
export { retryDelayMs } from './webhook-settings';
