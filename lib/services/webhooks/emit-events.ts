import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import { inChunks } from '@/lib/db/batch';
import { processSingleton } from '@/lib/process-singleton';

type Listener = () => void;
const holder = processSingleton('event-listener', () => ({
  listener: undefined as Listener | undefined,
}));

/** The webhook dispatcher registers here to hear that deliveries may be due (it polls anyway). */
export function onEventsEmitted(listener: Listener | undefined): void {
  holder.listener = listener;
}

/** Tells the dispatcher, if one runs here, that deliveries may be due: after an emit or a redelivery. */
export function wakeWebhookDispatcher(): void {
  const listener = holder.listener;
  if (listener) setTimeout(listener, 0);
}

/**
 * The webhook outbox: writes events, and one pending delivery per enabled endpoint
 * subscribed to each event's type, in the caller's transaction. A change that rolls back
 * leaves no event; one that commits leaves its deliveries for the dispatcher.
 */
export async function emitEvents(
  tx: DbOrTx,
  networkId: number,
  events: EmittedWebhookEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.networkId, networkId), eq(webhookEndpoints.enabled, true)));
  if (endpoints.length === 0) return;
  const wanted = events.filter((event) =>
    endpoints.some((endpoint) => endpoint.eventTypes.includes(event.type)),
  );
  if (wanted.length === 0) return;
  const inserted: { id: string; type: string }[] = [];
  await inChunks(wanted, async (slice) => {
    inserted.push(
      ...(await tx
        .insert(webhookEvents)
        .values(slice.map((event) => ({ networkId, type: event.type, data: event.data })))
        .returning({ id: webhookEvents.id, type: webhookEvents.type })),
    );
  });
  const deliveries = inserted.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.eventTypes.includes(event.type))
      .map((endpoint) => ({ networkId, endpointId: endpoint.id, eventId: event.id })),
  );
  await inChunks(deliveries, (slice) => tx.insert(webhookDeliveries).values(slice));
  // Heard before commit; the dispatcher's next pass (or its poll) finds the rows once committed.
  wakeWebhookDispatcher();
}
