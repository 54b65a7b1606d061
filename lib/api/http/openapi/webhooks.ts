import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { WebhookEventOut, webhookEventData } from '@/lib/schemas/webhook-events';

/** OpenAPI 3.1 `webhooks`: one POST per event type, as our deliveries send it to a registered endpoint. */
export function webhookOperations(): ZodOpenApiPathsObject {
  const headers = z.object({
    'Webhook-Signature': z.string().meta({
      description:
        't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>',
    }),
    'Webhook-Id': z.string().meta({
      description: 'The event id: the same on every retry and redelivery, for deduplication',
    }),
  });
  const out: ZodOpenApiPathsObject = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = type.replace(/(^|[._])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
    const body = WebhookEventOut.extend({
      type: z.literal(type),
      data: webhookEventData[type],
    }).meta({ id: `${name}Event` });
    out[type] = {
      post: {
        operationId: `webhook${name}`,
        summary: `The ${type} event, sent to endpoints subscribed to it`,
        tags: ['webhooks'],
        security: [],
        requestParams: { header: headers },
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: {
          '200': {
            description:
              'Any 2xx: received. Anything else, or no answer within 10 s, is retried with exponential backoff',
          },
        },
      },
    };
  }
  return out;
}
