import { bigint, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Shared column builders: every table uses the same id and timestamp types. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A NOT NULL reference to another table's id, e.g. `requiredRef('network_id', () => networks.id)`. */
export const requiredRef = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => ref(name).notNull().references(target, actions);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
