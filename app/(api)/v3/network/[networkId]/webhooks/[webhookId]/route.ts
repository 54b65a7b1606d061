import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { webhookChangesOf } from '@/lib/api/inputs/webhook';
import { presentWebhook } from '@/lib/api/presenters/webhook';
import { UpdateWebhookIn, WebhookResponse } from '@/lib/schemas/webhook-endpoint';
import { deleteWebhook, getWebhook, updateWebhook } from '@/lib/services/webhooks';

/** The network and the webhook the path names. */
const pathIds = (params: Record<string, string | string[] | undefined>) =>
  [pathId(params.networkId, 'Network'), pathId(params.webhookId, 'Webhook')] as const;

// Our operations, network staff only (docs/webhooks.md):
// GET /v3/network/{networkId}/webhooks/{webhookId}: one endpoint (never its secret).
// PATCH /v3/network/{networkId}/webhooks/{webhookId}: change URL, description, event types or secret; enable or disable.
// DELETE /v3/network/{networkId}/webhooks/{webhookId}: delete the endpoint and its delivery log.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'One webhook endpoint of the network (our operation; staff only)',
    reference: 'ours',
    responses: { 200: WebhookResponse },
    handler: async ({ db, principal, params }) => {
      const webhook = await getWebhook(db, principal, ...pathIds(params));
      return { body: { data: presentWebhook(webhook) } };
    },
  }),
  PATCH: endpoint({
    summary:
      'Change a webhook endpoint, or enable or disable it; re-enabling resets its failure count (our operation; staff only)',
    reference: 'ours',
    responses: { 200: WebhookResponse },
    body: UpdateWebhookIn,
    handler: async ({ db, principal, params, body }) => {
      const webhook = await updateWebhook(
        db,
        principal,
        ...pathIds(params),
        webhookChangesOf(body),
      );
      return { body: { data: presentWebhook(webhook) } };
    },
  }),
  DELETE: endpoint({
    summary:
      'Delete a webhook endpoint and its delivery log (our operation; staff only); disable it instead to keep the log',
    reference: 'ours',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await deleteWebhook(db, principal, ...pathIds(params));
      return { status: 204 };
    },
  }),
});
