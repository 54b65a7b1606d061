import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentWebhookDelivery } from '@/lib/api/presenters/webhook';
import { WebhookDeliveryResponse } from '@/lib/schemas/webhook-endpoint';
import { redeliverWebhook } from '@/lib/services/webhooks';

// Our operation, network staff only (docs/webhooks.md):
// POST /v3/network/{networkId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver: send the
// delivery's event again as a new delivery (the original and its attempts stay in the log).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Send a delivery's event to its webhook again, as a new pending delivery (our operation; staff only)",
    reference: 'ours',
    responses: { 201: WebhookDeliveryResponse },
    handler: async ({ db, principal, params }) => {
      const delivery = await redeliverWebhook(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.webhookId, 'Webhook'),
        pathId(params.deliveryId, 'Delivery'),
      );
      return { status: 201, body: { data: presentWebhookDelivery(delivery) } };
    },
  }),
});
