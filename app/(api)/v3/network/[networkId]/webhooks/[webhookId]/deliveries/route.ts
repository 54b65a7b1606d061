import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentWebhookDelivery } from '@/lib/api/presenters/webhook';
import {
  WebhookDeliveriesQuery,
  WebhookDeliveryListResponse,
} from '@/lib/schemas/webhook-endpoint';
import { listWebhookDeliveries } from '@/lib/services/webhooks';

// Our operation, network staff only (docs/webhooks.md):
// GET /v3/network/{networkId}/webhooks/{webhookId}/deliveries: the delivery log, newest first,
// each delivery with its event and every attempt (response code, duration, error).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A webhook endpoint's delivery log, newest first, with every attempt (our operation; staff only)",
    reference: 'ours',
    responses: { 200: WebhookDeliveryListResponse },
    query: offsetQuery(25, 100).extend(WebhookDeliveriesQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listWebhookDeliveries(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.webhookId, 'Webhook'),
        query,
        page,
      );
      return {
        body: {
          data: items.map(presentWebhookDelivery),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
