import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { webhookInputOf } from '@/lib/api/inputs/webhook';
import { presentCreatedWebhook, presentWebhook } from '@/lib/api/presenters/webhook';
import {
  CreatedWebhookResponse,
  CreateWebhookIn,
  WebhookListResponse,
} from '@/lib/schemas/webhook-endpoint';
import { createWebhook, listWebhooks } from '@/lib/services/webhooks';

// Our operations (not in the Partnerize reference), network staff only (docs/webhooks.md):
// GET /v3/network/{networkId}/webhooks: the network's webhook endpoints, oldest first, paged.
// POST /v3/network/{networkId}/webhooks: register an endpoint; its signing secret is shown once.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "List the network's webhook endpoints (our operation; staff only); secrets are never shown",
    reference: 'ours',
    responses: { 200: WebhookListResponse },
    query: offsetQuery(),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listWebhooks(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        page,
      );
      return {
        body: {
          data: items.map(presentWebhook),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      'Register a webhook endpoint with its event types (our operation; staff only); the signing secret is returned once',
    reference: 'ours',
    responses: { 201: CreatedWebhookResponse },
    body: CreateWebhookIn,
    handler: async ({ db, principal, params, body }) => {
      const networkId = pathId(params.networkId, 'Network');
      const created = await createWebhook(db, principal, networkId, webhookInputOf(body));
      return { status: 201, body: { data: presentCreatedWebhook(created) } };
    },
  }),
});
