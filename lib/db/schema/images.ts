import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, requiredRef } from './columns';
import { networks } from './networks';

/** Logos and icons, stored in the database so every app instance can serve them. */
export const images = pgTable('images', {
  id: id(),
  networkId: requiredRef('network_id', () => networks.id),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});
