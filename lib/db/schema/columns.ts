import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: every table uses the same id and timestamp types. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
