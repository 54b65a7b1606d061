import { bigint, customType, numeric, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Shared column builders: every table uses the same id and timestamp types. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A NOT NULL reference to another table's id, e.g. `requiredRef('network_id', () => networks.id)`. */
export const requiredRef = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => ref(name).notNull().references(target, actions);
/** Every point in time is stored with its time zone (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** A money amount: exact, 14 digits with 4 after the point (lib/money keeps the same scale). */
export const amount = (name: string) => numeric(name, { precision: 14, scale: 4 });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
