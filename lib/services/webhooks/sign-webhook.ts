import { createHmac } from 'node:crypto';
import type { webhookEvents } from '@/lib/db/schema';
import type { WebhookEventType } from '@/lib/schemas/enums';

interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  created: string;
  network: { id: string };
  data: Record<string, unknown>;
}

/** The JSON body of every delivery of an event (WebhookEventOut): the same on each retry. */
export function webhookEventBody(event: typeof webhookEvents.$inferSelect): WebhookEventBody {
  return {
    id: event.id,
    type: event.type as WebhookEventType,
    created: event.createdAt.toISOString(),
    network: { id: String(event.networkId) },
    data: (event.data ?? {}) as Record<string, unknown>,
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`; the secret's UTF-8 bytes are the key. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
