import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, requiredRef } from './columns';
import { networks } from './networks';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id),
    actorUserId: ref('actor_user_id'),
    requestId: text('request_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_network_idx').on(t.networkId, t.id),
    index('audit_events_entity_idx').on(t.networkId, t.entityType, t.entityId),
    index('audit_events_actor_idx').on(t.networkId, t.actorUserId, t.id),
  ],
);
